extension SceneDecoder {
  /// A text layer's `lineLimit` (a whole number from 1) and `multilineTextAlignment` (`.leading`,
  /// `.center`, `.trailing`), SwiftUI's modifiers of the same names.
  func paragraphKeys(_ f: [String: YAMLValue], into spec: inout LayerSpec) throws(SceneError) {
    let isText: Bool
    if case .text = spec.content { isText = true } else { isText = false }
    if let n = f["lineLimit"] {
      guard isText else { throw n.error("lineLimit belongs to a text layer") }
      let x = try n.number()
      guard x >= 1, x <= 100_000, x == x.rounded() else {
        throw n.error("lineLimit must be a whole number from 1 to 100000, got \(x)")
      }
      spec.paragraph.lineLimit = Int(x)
    }
    if let a = f["multilineTextAlignment"] {
      guard isText else { throw a.error("multilineTextAlignment belongs to a text layer") }
      var name = try a.string()
      if name.hasPrefix(".") { name.removeFirst() }
      guard let alignment = TextParagraph.Alignment(rawValue: name) else {
        throw a.error(
          "unknown multilineTextAlignment '\(name)'"
            + DidYouMean.hint(for: name, among: TextParagraph.Alignment.allCases.map(\.rawValue)))
      }
      spec.paragraph.alignment = alignment
    }
  }
}

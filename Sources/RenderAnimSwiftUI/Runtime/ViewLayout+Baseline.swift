import DisplayModel

/// Text baselines as alignment guides (`.firstTextBaseline`, `.lastTextBaseline`): a text's is its first or
/// last line's baseline; a padding, frame, background or overlay passes on the one of the view inside it; a
/// stack's is the first (topmost) or last (lowest) of its children's where it places them. A view without
/// text has none, and the alignment falls back to its bottom, as in SwiftUI.
nonisolated extension ViewLayout {
  /// `node`'s baseline for `which` laid out at `size`, from its top edge; nil when it holds no text.
  func textBaseline(_ node: ViewNode, _ which: AlignmentKey.Baseline, size: Size) -> Double? {
    let alignment: VerticalAlignment = which == .first ? .firstTextBaseline : .lastTextBaseline
    let key = SizeCache.GuideKey(path: node.path, key: .vertical(alignment), width: size.width, height: size.height)
    if let known = sizes.baselines[key] { return known }
    let value = measuredBaseline(node, which, size: size)
    sizes.baselines[key] = value
    return value
  }

  private func measuredBaseline(_ node: ViewNode, _ which: AlignmentKey.Baseline, size: Size) -> Double? {
    switch node.kind {
    case .fixed(.text(let s, let font, _, var paragraph, _), let ideal):
      // Wrapped at a narrower width, as layout sets it; the lines stand centred in the frame.
      if size.width < ideal.width - 1e-3 { paragraph.width = size.width }
      let height = measurer.size(ofText: s, font: font, paragraph: paragraph).height
      let b = measurer.baselines(ofText: s, font: font, paragraph: paragraph)
      return (size.height - height) / 2 + (which == .first ? b.first : b.last)
    case .fixed(.emoji(let s, let fontSize), _):
      let font = FontSpec(size: fontSize, family: "Noto Color Emoji")
      let height = measurer.size(ofText: s, font: font).height
      let b = measurer.baselines(ofText: s, font: font, paragraph: TextParagraph())
      return (size.height - height) / 2 + (which == .first ? b.first : b.last)
    case .stack:
      var frames: [ViewPath: Frame] = [:]
      place(node, Frame(x: size.width / 2, y: size.height / 2, width: size.width, height: size.height), into: &frames)
      let values = node.children.compactMap { c -> Double? in
        guard let f = frames[c.path], let b = textBaseline(c, which, size: Size(width: f.width, height: f.height))
        else { return nil }
        return f.y - f.height / 2 + b
      }
      return which == .first ? values.min() : values.max()
    default:
      guard let (child, frame) = wrappedChild(node, size: size),
        let b = textBaseline(child, which, size: Size(width: frame.width, height: frame.height))
      else { return nil }
      return frame.y - frame.height / 2 + b
    }
  }
}

import Foundation

extension Scene {
  /// The frames the drawing lints look at: every frame, or 1 200 spread over the clip for longer ones.
  func lintFrames() -> [Int] {
    let limit = 1200
    guard frameCount > limit else { return Array(0..<frameCount) }
    return (0..<limit).map { $0 * (frameCount - 1) / (limit - 1) }
  }

  /// The canvas-space box an item covers (its frame, padded for strokes and blur), or nil if empty.
  static func bounds(
    of item: DisplayItem, in parent: AffineTransform = .identity
  )
    -> (minX: Double, minY: Double, maxX: Double, maxY: Double)?
  {
    let m = item.transform.concatenating(parent)
    if case .group(let children) = item.content {
      var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)? = nil
      for child in children {
        guard let b = bounds(of: child, in: m) else { continue }
        box = box.map { (min($0.minX, b.minX), min($0.minY, b.minY), max($0.maxX, b.maxX), max($0.maxY, b.maxY)) } ?? b
      }
      return box
    }
    var pad = 3 * item.blurRadius
    if case .shape(let shape) = item.content, shape.strokeColor != nil { pad += shape.lineWidth / 2 }
    let w = item.frameSize.width / 2 + pad
    let h = item.frameSize.height / 2 + pad
    guard w > 0, h > 0 else { return nil }
    let corners = [(-w, -h), (w, -h), (w, h), (-w, h)].map { m.apply(x: $0.0, y: $0.1) }
    return (corners.map(\.x).min()!, corners.map(\.y).min()!, corners.map(\.x).max()!, corners.map(\.y).max()!)
  }

  /// Top-level layers that are visible (opacity > 0) at some frame yet never overlap the canvas.
  func offCanvasWarnings(measurer: some TextMeasuring) throws(SceneError) -> [SceneWarning] {
    let count = program.layers.count
    var seen = [Bool](repeating: false, count: count)  // drawn with some opacity
    var onCanvas = [Bool](repeating: false, count: count)
    var firstBox: [(minX: Double, minY: Double, maxX: Double, maxY: Double)?] = Array(repeating: nil, count: count)
    let size = self.size
    for n in lintFrames() where onCanvas.contains(false) {
      let list = try displayList(at: frameTime(n), measurer: measurer)
      for (i, item) in list.items.enumerated() where !onCanvas[i] && item.opacity > 0 {
        guard let box = Self.bounds(of: item) else { continue }
        seen[i] = true
        if firstBox[i] == nil { firstBox[i] = box }
        if box.maxX > 0, box.minX < size.width, box.maxY > 0, box.minY < size.height { onCanvas[i] = true }
      }
    }
    var warnings: [SceneWarning] = []
    for i in 0..<count where seen[i] && !onCanvas[i] {
      let b = firstBox[i]!
      let spans = String(format: "x %.0f…%.0f, y %.0f…%.0f", b.minX, b.maxX, b.minY, b.maxY)
      warnings.append(
        program.layers[i].spec.location.warning(
          .offCanvas,
          "\(layerName(i)) is drawn entirely off the \(Int(size.width))×\(Int(size.height)) canvas on every frame "
            + "(at first it covers \(spans))"
        ))
    }
    return warnings
  }

  /// Characters of emoji and text layers that the fonts lack.
  func glyphWarnings(_ glyphs: any GlyphCoverage) -> [SceneWarning] {
    var warnings: [SceneWarning] = []
    var states: [[String: SceneValue]] = []
    for entry in schedule.states where !states.contains(entry.state) { states.append(entry.state) }
    func strings(_ spec: ValueSpec) -> [String] {
      var result: [String] = []
      for state in states {
        guard let v = try? spec.evaluate(ExpressionEnvironment(state: state)) else { continue }
        let s: String
        switch v {
        case .string(let text): s = text
        default: continue
        }
        if !result.contains(s) { result.append(s) }
        if case .constant = spec.source { break }
      }
      return result
    }
    func walk(_ layer: ResolvedLayer) {
      let spec = layer.spec
      var texts: [String] = []
      var emoji = false
      switch spec.content {
      case .emoji(let v):
        texts = strings(v)
        emoji = true
      case .text(let v): texts = strings(v)
      default: break
      }
      var reported = Set<Character>()
      let font = spec.font
      for text in texts {
        for ch in glyphs.missingCharacters(in: text, emoji: emoji, font: font) where reported.insert(ch).inserted {
          let code = ch.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
          let which = emoji ? "the emoji font" : "the font '\(spec.fontFamily ?? FontSpec.systemFamily)'"
          warnings.append(
            spec.location.warning(
              .missingGlyph,
              "\(which) has no glyph for \(code) '\(ch)'; it will be drawn as a box",
              path: spec.location.path + (emoji ? ".emoji" : ".text")))
        }
      }
      for child in layer.children { walk(child) }
    }
    for layer in program.layers { walk(layer) }
    return warnings
  }
}

import Foundation
import DisplayModel
import SceneFormat

extension SceneLint {
  /// Event times between frames, and keyframe boundaries between frames where the motion turns a corner
  /// (a change of velocity that the frames on either side cut off). Smooth joins between cubic and
  /// spring keyframes are not reported: no frame could show them better.
  func offGridWarnings() -> [SceneWarning] {
    var warnings: [SceneWarning] = []
    for event in document.events {
      guard let at = event.at, at <= duration else { continue }
      let (before, onGrid) = gridPosition(at)
      guard !onGrid else { continue }
      warnings.append(
        event.location.warning(
          .offGrid,
          """
          the event at \(Self.seconds(at)) falls between frames \(before) and \(before + 1) at \(document.fpsText) \
          fps; its change first shows at frame \(before + 1) (\(Self.seconds(scene.frameTime(before + 1))))
          """,
          path: event.location.path + ".at"))
    }
    for spec in keyframeAnimators { warnings += cornerWarnings(spec) }
    return warnings
  }

  /// The keyframe ends of `spec`'s first run that fall between frames where its motion turns a corner.
  func cornerWarnings(_ spec: KeyframeAnimatorSpec) -> [SceneWarning] {
    let frame = Double(document.fpsDenominator) / Double(document.fpsNumerator)
    let (start, timeline) = firstRun(spec)
    let tracks = spec.tracks.filter { !$0.keyframes.isEmpty }
    let boundaries = timeline.trackBoundaries
    guard boundaries.count == tracks.count else { return [] }
    var warnings: [SceneWarning] = []
    for (track, ends) in zip(tracks, boundaries) {
      let target = spec.target(of: track.path)
      func component(_ t: Double) -> [Double] {
        let v = timeline.value(time: t).values[target.field]
        return target.component.map { [v[$0]] } ?? v.components
      }
      let samples = stride(from: 0.0, through: timeline.duration, by: max(timeline.duration / 200, 1e-4)).map(
        component)
      var span = 0.0
      for j in 0..<(samples.first?.count ?? 0) {
        let column = samples.map { $0[j] }
        span = max(span, (column.max() ?? 0) - (column.min() ?? 0))
      }
      guard span > 1e-12 else { continue }
      for (i, local) in ends.enumerated() {
        let t = start + local
        guard t <= duration, !gridPosition(t).onGrid else { continue }
        let delta = 1e-5
        let (a, b, c) = (component(local - delta), component(local), component(local + delta))
        let jump = b.indices.map { j in abs((b[j] - a[j]) / delta - (c[j] - b[j]) / delta) }.max() ?? 0
        guard jump * frame >= 0.002 * span else { continue }
        let before = gridPosition(t).before
        let name = track.path.isEmpty ? "value" : track.path
        warnings.append(
          track.location.warning(
            .offGrid,
            """
            keyframe \(i) of track '\(name)' ends at \(Self.seconds(t)), between frames \(before) and \
            \(before + 1) at \(document.fpsText) fps: the turn of the motion there is never drawn; frame \
            \(before + 1) (\(Self.seconds(scene.frameTime(before + 1)))) is the first after it
            """,
            path: "\(track.location.path)[\(i)]"))
      }
    }
    return warnings
  }

  /// The frames the drawing lints look at: every frame, or 1 200 spread over the clip for longer ones.
  func lintFrames() -> [Int] {
    let limit = 1200
    let count = scene.frameCount
    guard count > limit else { return Array(0..<count) }
    return (0..<limit).map { $0 * (count - 1) / (limit - 1) }
  }

  /// Top-level layers that are visible (opacity > 0) at some frame yet never overlap the canvas.
  func offCanvasWarnings(measurer: any TextMeasuring) throws(SceneError) -> [SceneWarning] {
    let count = document.layers.count
    var onCanvas = [Bool](repeating: false, count: count)
    var firstBox: [CanvasBox?] = Array(repeating: nil, count: count)
    let size = scene.size
    for n in lintFrames() where onCanvas.contains(false) {
      for (item, _) in try scene.values(at: scene.frameTime(n), measurer: measurer) where item.opacity > 0 {
        guard let i = layerIndex(id: item.id), !onCanvas[i], let box = CanvasBox(of: item) else { continue }
        if firstBox[i] == nil { firstBox[i] = box }
        if box.maxX > 0, box.minX < size.width, box.maxY > 0, box.minY < size.height { onCanvas[i] = true }
      }
    }
    var warnings: [SceneWarning] = []
    for i in 0..<count where !onCanvas[i] {
      guard let b = firstBox[i] else { continue }
      let spans = String(format: "x %.0f…%.0f, y %.0f…%.0f", b.minX, b.maxX, b.minY, b.maxY)
      warnings.append(
        document.layers[i].location.warning(
          .offCanvas,
          "\(layerName(i)) is drawn entirely off the \(Int(size.width))×\(Int(size.height)) canvas on every frame "
            + "(at first it covers \(spans))"
        ))
    }
    return warnings
  }

  /// Characters of emoji and text layers that the fonts lack, in any state the scene passes through.
  func glyphWarnings(_ glyphs: any GlyphCoverage) -> [SceneWarning] {
    let states = states()
    var warnings: [SceneWarning] = []
    for layer in allLayers() {
      let texts: [String]
      let emoji: Bool
      switch layer.content {
      case .emoji(let v): (texts, emoji) = (strings(v, in: states), true)
      case .text(let v): (texts, emoji) = (strings(v, in: states), false)
      default: continue
      }
      var reported = Set<Character>()
      for text in texts {
        let missing = glyphs.missingCharacters(in: text, emoji: emoji, font: layer.font)
        for ch in missing where reported.insert(ch).inserted {
          let code = ch.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
          let which = emoji ? "the emoji font" : "the font '\(layer.fontFamily ?? FontSpec.systemFamily)'"
          warnings.append(
            layer.location.warning(
              .missingGlyph, "\(which) has no glyph for \(code) '\(ch)'; it will be drawn as a box",
              path: layer.location.path + (emoji ? ".emoji" : ".text")))
        }
      }
    }
    return warnings
  }

  /// The distinct strings `spec` evaluates to in `states`.
  func strings(_ spec: ValueSpec, in states: [[String: SceneValue]]) -> [String] {
    var result: [String] = []
    for state in states {
      guard case .string(let text)? = try? spec.evaluate(ExpressionEnvironment(state: state)) else { continue }
      if !result.contains(text) { result.append(text) }
      if case .constant = spec.source { break }
    }
    return result
  }
}

/// The canvas-space box an item covers: its frame, padded for strokes and blur.
struct CanvasBox {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double

  /// The box of `item` placed by `parent`; nil when it covers nothing.
  init?(of item: DisplayItem, in parent: DisplayModel.AffineTransform = .identity) {
    let m = item.transform.concatenating(parent)
    if case .group(let children) = item.content {
      let boxes = children.compactMap { CanvasBox(of: $0, in: m) }
      guard let first = boxes.first else { return nil }
      self = boxes.dropFirst().reduce(first) {
        CanvasBox(
          minX: min($0.minX, $1.minX), minY: min($0.minY, $1.minY), maxX: max($0.maxX, $1.maxX),
          maxY: max($0.maxY, $1.maxY))
      }
      return
    }
    var pad = 3 * item.blurRadius
    if case .shape(let shape) = item.content, shape.strokeColor != nil { pad += shape.lineWidth / 2 }
    let w = item.frameSize.width / 2 + pad
    let h = item.frameSize.height / 2 + pad
    guard w > 0, h > 0 else { return nil }
    let corners = [(-w, -h), (w, -h), (w, h), (-w, h)].map { m.apply(x: $0.0, y: $0.1) }
    (minX, minY) = (corners.map(\.x).min()!, corners.map(\.y).min()!)
    (maxX, maxY) = (corners.map(\.x).max()!, corners.map(\.y).max()!)
  }

  init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
  }
}

internal import CCairo

extension TextLayout {
  /// The fraction of a line's height a placeholder bar covers, centred on the line, and the bar's corner
  /// radius as a fraction of its height (docs/swift-views.md, Redaction: an estimate, not a measurement).
  static let placeholderBarHeight = 0.75
  static let placeholderCornerFraction = 0.25

  /// One bar per line of the layout, where `draw(in:)` would draw the line's glyphs, in the same
  /// coordinates (the logical box centred on the origin): SwiftUI's `redacted(reason: .placeholder)`. Each
  /// bar spans the line from its start to its last glyph; its centre, size and corner radius.
  var placeholderBars: [(x: Double, y: Double, width: Double, height: Double, radius: Double)] {
    FontFaceLock.run { measuredPlaceholderBars }
  }

  private var measuredPlaceholderBars: [(x: Double, y: Double, width: Double, height: Double, radius: Double)] {
    let scale = Double(PANGO_SCALE)
    let originX = -logical.width / 2 - logical.x
    let originY = -logical.height / 2 - logical.y
    guard let iter = pango_layout_get_iter(pointer) else { return [] }
    defer { pango_layout_iter_free(iter) }
    var bars: [(x: Double, y: Double, width: Double, height: Double, radius: Double)] = []
    repeat {
      var ink = PangoRectangle()
      var line = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, &ink, &line)
      let width = Double(min(line.width, max(ink.x + ink.width - line.x, 0))) / scale
      let height = Double(line.height) / scale * Self.placeholderBarHeight
      guard width > 0, height > 0 else { continue }
      bars.append(
        (
          originX + Double(line.x) / scale + width / 2, originY + (Double(line.y) + Double(line.height) / 2) / scale,
          width,
          height, min(height * Self.placeholderCornerFraction, width / 2)
        ))
    } while pango_layout_iter_next_line(iter) != 0
    return bars
  }
}

internal import CCairo

extension TextLayout {
  /// The fraction of a line's height a placeholder bar covers, centred on the line, and the bar's corner
  /// radius as a fraction of its height (docs/swift-views.md, Redaction: an estimate, not a measurement).
  static let placeholderBarHeight = 0.75
  static let placeholderCornerFraction = 0.25

  /// Adds to the context's path one rounded bar per line of the layout, where `draw(in:)` would draw the
  /// line's glyphs: SwiftUI's `redacted(reason: .placeholder)`. Each bar spans the line's logical width
  /// without its trailing spaces.
  func addPlaceholderBars(to context: DrawingContext) {
    let scale = Double(PANGO_SCALE)
    let originX = -logical.width / 2 - logical.x
    let originY = -logical.height / 2 - logical.y
    guard let iter = pango_layout_get_iter(pointer) else { return }
    defer { pango_layout_iter_free(iter) }
    repeat {
      var ink = PangoRectangle()
      var line = PangoRectangle()
      pango_layout_iter_get_line_extents(iter, &ink, &line)
      let width = Double(min(line.width, max(ink.x + ink.width - line.x, 0))) / scale
      let height = Double(line.height) / scale * Self.placeholderBarHeight
      guard width > 0, height > 0 else { continue }
      let x = originX + Double(line.x) / scale
      let y = originY + Double(line.y) / scale + (Double(line.height) / scale - height) / 2
      let r = min(height * Self.placeholderCornerFraction, width / 2)
      cairo_new_sub_path(context.pointer)
      cairo_arc(context.pointer, x + width - r, y + r, r, -.pi / 2, 0)
      cairo_arc(context.pointer, x + width - r, y + height - r, r, 0, .pi / 2)
      cairo_arc(context.pointer, x + r, y + height - r, r, .pi / 2, .pi)
      cairo_arc(context.pointer, x + r, y + r, r, .pi, 3 * .pi / 2)
      cairo_close_path(context.pointer)
    } while pango_layout_iter_next_line(iter) != 0
  }
}

import DisplayModel

extension Rasterizer {
  /// Draws a run's glyphs with their outlines moved `outset` points outward or inward, in the paint already
  /// set: a symbol drawn at a weight its icon font lacks (`FontSpec.glyphOutset`; docs/swift-views.md, SF
  /// Symbols). The outlines are filled into a group the size of the run, with a stroke of them `2 × outset`
  /// wide (round joins) added outward or taken away inward, and the paint is drawn through the group's
  /// coverage once, so a translucent colour is as even as on a glyph drawn at its own weight.
  func drawOutset(_ layout: TextLayout, by outset: Double, in context: DrawingContext) {
    context.save()
    let b = layout.drawnBounds
    let reach = max(outset, 0) + 2
    context.clip(x: b.x0 - reach, y: b.y0 - reach, width: b.x1 - b.x0 + 2 * reach, height: b.y1 - b.y0 + 2 * reach)
    context.pushGroup()
    context.setColor(.black)
    context.setStrokeStyle(StrokeStyle(lineJoin: .round))
    layout.addPath(to: context)
    context.fillPreserve()
    if outset > 0 {
      context.stroke(width: 2 * outset)
    } else {
      context.eraseStroke(width: -2 * outset)
    }
    context.popGroupMaskingSource()
    context.restore()
  }
}

import SceneFormat

extension Rasterizer {
  /// Draws a text redacted as a placeholder (`redacted(reason: .placeholder)`): a rounded bar per line of
  /// `layout`, in the paint already set, at ``TextParagraph/placeholderOpacity`` (docs/swift-views.md,
  /// Redaction).
  func drawPlaceholder(_ layout: TextLayout, in context: DrawingContext) {
    context.save()
    for bar in layout.placeholderBars {
      context.newSubPath()
      context.translate(bar.x, bar.y)
      ShapePath.roundedRect(bar.width, bar.height, radius: bar.radius, context)
      context.translate(-bar.x, -bar.y)
    }
    context.clipToPath()
    context.paint(alpha: TextParagraph.placeholderOpacity)
    context.restore()
  }
}

import DisplayModel

/// Materials (`.ultraThinMaterial` …): the pixels drawn behind a shape so far, blurred, drawn inside the
/// shape before its fill (the material's tint) — a blur of what is behind with a tint, as iOS draws a
/// material (docs/swift-views.md, Materials).
extension Rasterizer {
  /// Draws the blurred backdrop of `shape` (whose item's transform `context` has already).
  func drawBackdrop(
    _ item: DisplayItem, _ shape: ShapeSpec, in context: DrawingContext, scale: Double, canvas: (Int, Int)
  ) throws {
    var bare = item
    bare.transform = .identity
    bare.effects = []
    let pixels = shape.backdropBlur * Self.pixelsPerPoint(context.matrix)
    // What lies within the blur's reach of the shape is read, so that its edges blur what is beside it.
    let region = deviceRegion(bare, in: context, pad: BoxBlur.reach(sigma: pixels), scale: scale, canvas: canvas)
    guard region.width > 0, region.height > 0 else { return }
    let behind = try context.snapshot(region)
    BoxBlur.apply(to: behind, radius: pixels)
    context.save()
    defer { context.restore() }
    ShapePath.add(shape, width: item.frameSize.width, height: item.frameSize.height, to: context)
    context.clipToPath()
    context.identity()
    context.paint(behind, x: Double(region.x0), y: Double(region.y0))
  }
}

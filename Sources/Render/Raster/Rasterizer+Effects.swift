import SceneFormat

/// The effect stack: each of an item's effects applied, outermost first, to what the effects inside it
/// draw (docs/architecture.md, The display model). An effect's coordinates are the item's transform with
/// the affine modifiers inside the effect undone, `transform ∘ inner⁻¹`.
extension Rasterizer {
  /// Draws `item`'s content under its effects (already ``Swift/Array/opacityHoisted``), composited with `alpha`.
  func drawStack(
    _ item: DisplayItem, alpha: Double, in context: DrawingContext, scale: Double, canvas: (Int, Int)
  ) throws {
    // A singular or non-finite transform (scaleEffect(0), a .scale transition's first frame) shows
    // nothing; handing it to Cairo would put the context into an error state that drops the rest.
    guard alpha > 0, context.matrix.concatenating(item.transform).isInvertible else { return }
    guard let effect = item.effects.last else {
      return try drawPlain(item, alpha: alpha, in: context, scale: scale, canvas: canvas)
    }
    var inside = item
    inside.effects.removeLast()
    guard let undo = effect.inner.inverted else { return }
    let place = item.transform.concatenating(undo)
    switch effect.kind {
    case .opacity(let a):
      try drawStack(inside, alpha: alpha * min(max(a, 0), 1), in: context, scale: scale, canvas: canvas)
    case .clip(let shape):
      context.save()
      defer { context.restore() }
      guard clip(context, to: shape, at: place, frame: item.frameSize) else { return }
      try drawStack(inside, alpha: alpha, in: context, scale: scale, canvas: canvas)
    case .mask, .maskItems:
      try drawMasked(
        inside, by: effect.kind, frame: item.frameSize, place: place, alpha: alpha, in: context, scale: scale,
        canvas: canvas)
    case .blur(let radius):
      guard radius > 0 else { return try drawStack(inside, alpha: alpha, in: context, scale: scale, canvas: canvas) }
      // Drawn into a layer, blurred in pixels, composited.
      let region = deviceRegion(item, in: context, pad: 0, scale: scale, canvas: canvas)
      let pixels = radius * Self.pixelsPerPoint(context.matrix.concatenating(place))
      try throughLayer(over: context, canvas: canvas, region: region, alpha: alpha) { layerContext, layer in
        try drawStack(inside, alpha: 1, in: layerContext, scale: scale, canvas: canvas)
        BoxBlur.apply(to: layer, radius: pixels)
      }
    case .color:
      // Consecutive colour modifiers recolour one layer, innermost first.
      var colors: [ColorEffect] = []
      var below = item
      while case .color(let c)? = below.effects.last?.kind {
        colors.insert(c, at: 0)
        below.effects.removeLast()
      }
      let region = deviceRegion(below, in: context, pad: 0, scale: scale, canvas: canvas)
      try throughLayer(over: context, canvas: canvas, region: region, alpha: alpha) { layerContext, layer in
        try drawStack(below, alpha: 1, in: layerContext, scale: scale, canvas: canvas)
        try layerContext.checkStatus("cannot draw a colour effect")
        ColorEffects.apply(colors, to: layer)
      }
    case .shadow(let color, let radius, let x, let y):
      guard alpha >= 1 else { return try drawGrouped(item, alpha: alpha, in: context, scale: scale, canvas: canvas) }
      try drawShadow(
        of: inside, color: color, radius: radius * Self.pixelsPerPoint(context.matrix.concatenating(place)),
        offset: place.concatenating(.translation(x: x, y: y).concatenating(effect.inner)),
        in: context, scale: scale, canvas: canvas)
      try drawStack(inside, alpha: 1, in: context, scale: scale, canvas: canvas)
    case .decoration(let shape, let size, let over):
      guard alpha >= 1 else { return try drawGrouped(item, alpha: alpha, in: context, scale: scale, canvas: canvas) }
      if !over { try drawDecoration(shape, size: size, at: place, in: context) }
      try drawStack(inside, alpha: 1, in: context, scale: scale, canvas: canvas)
      if over { try drawDecoration(shape, size: size, at: place, in: context) }
    case .blendMode(let mode):
      // Drawn whole into a layer, then combined with what is under it by the blend mode's operator.
      try throughLayer(over: context, canvas: canvas, alpha: alpha, blendMode: mode) { layerContext, _ in
        try drawStack(inside, alpha: 1, in: layerContext, scale: scale, canvas: canvas)
      }
    case .projection(let projection):
      try drawProjected(
        inside, projection, inner: effect.inner, alpha: alpha, in: context, scale: scale, canvas: canvas)
    }
  }

  /// An item whose outermost effect draws more than one thing (a shadow and the view, a background and
  /// the view), faded as one layer: SwiftUI's opacity applies to the result, so a shadow does not show
  /// through a half-transparent view.
  func drawGrouped(
    _ item: DisplayItem, alpha: Double, in context: DrawingContext, scale: Double, canvas: (Int, Int)
  ) throws {
    let region = deviceRegion(item, in: context, pad: 0, scale: scale, canvas: canvas)
    try throughLayer(over: context, canvas: canvas, region: region, alpha: alpha) { layerContext, _ in
      try drawStack(item, alpha: 1, in: layerContext, scale: scale, canvas: canvas)
    }
  }

  /// Restricts `context` to `shape` filling `frame`, placed by `place` (until its next restore); `false`
  /// when the clip is degenerate (nothing shows).
  func clip(_ context: DrawingContext, to shape: ShapeSpec, at place: AffineTransform, frame: Size) -> Bool {
    let matrix = context.matrix
    let placed = matrix.concatenating(place)
    guard placed.isInvertible else { return false }
    context.setMatrix(placed)
    ShapePath.add(shape, width: frame.width, height: frame.height, to: context)
    context.setMatrix(matrix)
    context.clipToPath()
    return true
  }

  /// A `background` or `overlay`: its shape the size of the padded frame, where its modifier stands.
  func drawDecoration(_ shape: ShapeSpec, size: Size, at place: AffineTransform, in context: DrawingContext) throws {
    guard context.matrix.concatenating(place).isInvertible else { return }
    context.save()
    defer { context.restore() }
    context.transform(place)
    ShapePath.add(shape, width: size.width, height: size.height, to: context)
    if try setPaint(shape.gradient, or: shape.fill, width: size.width, height: size.height, in: context) {
      context.fill()
    }
  }

  /// Device pixels per point under `m` (the mean of its two scales): a blur or shadow radius where its
  /// modifier stands, so that one under an outer `scaleEffect(2)` spreads twice as far, as Core Animation
  /// filters a layer before the transforms around it (docs/swift-views.md, Effects in the order written).
  static func pixelsPerPoint(_ m: AffineTransform) -> Double { abs(m.xx * m.yy - m.xy * m.yx).squareRoot() }

  /// A drop shadow: what `item` draws, moved by the shadow's offset where its modifier stands (`moved`
  /// replaces the item's transform, so the effects inside move with it), into a layer whose alpha is
  /// blurred as `blur(radius:)` blurs (`radius` in device pixels) and tinted to `color`.
  func drawShadow(
    of item: DisplayItem, color: RGBAColor, radius: Double, offset moved: AffineTransform,
    in context: DrawingContext, scale: Double, canvas: (Int, Int)
  ) throws {
    guard color.alpha > 0, context.matrix.concatenating(moved).isInvertible else { return }
    // Only the silhouette's alpha counts: colour effects change none.
    var silhouette = item
    silhouette.transform = moved
    silhouette.effects.removeAll { if case .color = $0.kind { true } else { false } }
    let region = deviceRegion(silhouette, in: context, pad: BoxBlur.reach(sigma: radius), scale: scale, canvas: canvas)
    try throughLayer(over: context, canvas: canvas, region: region, alpha: 1) { layerContext, layer in
      try drawStack(silhouette, alpha: 1, in: layerContext, scale: scale, canvas: canvas)
      try layerContext.checkStatus("cannot draw a shadow")
      BoxBlur.applyTinted(to: layer, radius: radius, color: (color.red, color.green, color.blue, color.alpha))
    }
  }
}

import SceneFormat

/// The effect stack: each of an item's effects applied, outermost first, to what the effects inside it
/// draw (docs/architecture.md, The display model). An effect's coordinates are the item's transform with
/// the affine modifiers inside the effect undone, `transform ∘ inner⁻¹`.
extension Rasterizer {
  /// Draws `item`'s content under its effects, composited with `alpha`: opacity, shadows and blend modes
  /// apply to each leaf inside them (``DisplayModel/DisplayItem/leafCount``), the other effects to what
  /// the effects inside them drew, as one picture.
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
      let pixels = radius * Self.pixelsPerPoint(context.matrix.concatenating(place))
      try drawPicture(inside, reaching: item, alpha: alpha, in: context, scale: scale, canvas: canvas) { layer in
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
      try drawPicture(below, alpha: alpha, in: context, scale: scale, canvas: canvas) { layer in
        ColorEffects.apply(colors, to: layer)
      }
    case .alphaThreshold(let low, let high, let color):
      try drawPicture(inside, alpha: alpha, in: context, scale: scale, canvas: canvas) { layer in
        AlphaThreshold.apply(min: low, max: high, color: color, to: layer)
      }
    case .shadow(let color, let radius, let x, let y):
      // Each leaf's shadow under it; a faded leaf fades with its shadow, which does not show through it.
      let pixels = radius * Self.pixelsPerPoint(context.matrix.concatenating(place))
      let offset = place.concatenating(.translation(x: x, y: y).concatenating(effect.inner))
      try eachShadowLeaf(of: inside, alpha: alpha, around: effect, in: context, canvas: canvas) { leaf, target in
        try drawShadow(of: leaf, color: color, radius: pixels, offset: offset, in: target, scale: scale, canvas: canvas)
        try drawStack(leaf, alpha: 1, in: target, scale: scale, canvas: canvas)
      }
    case .decoration(let shape, let size, let over):
      if !over { try drawDecoration(shape, size: size, at: place, alpha: alpha, in: context) }
      try drawStack(inside, alpha: alpha, in: context, scale: scale, canvas: canvas)
      if over { try drawDecoration(shape, size: size, at: place, alpha: alpha, in: context) }
    case .blendMode(let mode):
      try drawBlended(inside, mode, alpha: alpha, in: context, scale: scale, canvas: canvas)
    case .projection(let projection):
      try drawProjected(
        inside, projection, inner: effect.inner, alpha: alpha, in: context, scale: scale, canvas: canvas)
    case .compositingGroup:
      // Drawn straight onto the context when that gives the same pixels: at full opacity, with no blend
      // mode inside (which would blend with what is under the group, not with the group's own pixels).
      guard alpha < 1 || inside.hasBlendMode else {
        return try drawStack(inside, alpha: 1, in: context, scale: scale, canvas: canvas)
      }
      try drawPicture(inside, alpha: alpha, in: context, scale: scale, canvas: canvas) { _ in }
    }
  }

  /// `inside` drawn into a layer of the pixels `reaching` (by default `inside` itself; the item with its
  /// blur, which spreads it) may cover, `filter`ed, and composited with `alpha`: what blurs, colour
  /// effects, alpha thresholds and compositing groups draw through.
  func drawPicture(
    _ inside: DisplayItem, reaching: DisplayItem? = nil, alpha: Double, in context: DrawingContext,
    scale: Double, canvas: (Int, Int), filter: (ImageSurface) -> Void
  ) throws {
    let region = layerRegion(reaching ?? inside, in: context, pad: 0, canvas: canvas)
    try throughLayer(over: context, canvas: canvas, region: region, alpha: alpha) { layerContext, layer in
      try drawStack(inside, alpha: 1, in: layerContext, scale: scale, canvas: canvas)
      try layerContext.checkStatus("cannot draw a layer")
      filter(layer)
    }
  }

  /// `blendMode`: each leaf of `inside` drawn whole into a layer, then combined with what is under it (the
  /// leaves before it included) by the blend mode's operator.
  func drawBlended(
    _ inside: DisplayItem, _ mode: BlendMode, alpha: Double, in context: DrawingContext, scale: Double,
    canvas: (Int, Int)
  ) throws {
    let leaves = inside.leafCount
    for k in 0..<leaves {
      let leaf = leaves == 1 ? inside : inside.leaf(k)
      // Every blend mode leaves what is under a transparent pixel as it is: the layer covers the leaf only.
      let region = layerRegion(leaf, in: context, pad: 0, canvas: canvas)
      try throughLayer(over: context, canvas: canvas, region: region, alpha: alpha, blendMode: mode) { layer, _ in
        try drawStack(leaf, alpha: 1, in: layer, scale: scale, canvas: canvas)
      }
    }
  }

  /// Runs `body` for each leaf a shadow around `inside` shadows (``DisplayItem/shadowLeafCount``: what is
  /// inside a clip is one) in drawing order, with the context
  /// to draw it on: `context` itself at full `alpha`, else a layer of the pixels the leaf and `effect`
  /// reach, composited with `alpha`, so that what `body` draws for one leaf fades as one.
  func eachShadowLeaf(
    of inside: DisplayItem, alpha: Double, around effect: DisplayEffect, in context: DrawingContext,
    canvas: (Int, Int), _ body: (DisplayItem, DrawingContext) throws -> Void
  ) throws {
    let leaves = inside.shadowLeafCount
    for k in 0..<leaves {
      let leaf = leaves == 1 ? inside : inside.shadowLeaf(k)
      guard alpha < 1 else {
        try body(leaf, context)
        continue
      }
      var spread = leaf
      spread.effects.append(effect)
      let region = layerRegion(spread, in: context, pad: 0, canvas: canvas)
      try throughLayer(over: context, canvas: canvas, region: region, alpha: alpha) { layerContext, _ in
        try body(leaf, layerContext)
      }
    }
  }

  /// The device pixels `item` may draw on in `context`, grown by `pad` pixels: for a group, its
  /// children's reach (``reach(of:under:canvas:)``) where that is known; else ``deviceRegion``.
  func layerRegion(_ item: DisplayItem, in context: DrawingContext, pad: Double, canvas: (Int, Int)) -> PixelRegion {
    if case .group = item.content, let reach = try? reach(of: item, under: context.matrix, canvas: canvas) {
      let whole = PixelRegion(x0: 0, y0: 0, x1: canvas.0, y1: canvas.1)
      guard pad.isFinite, pad < Double(canvas.0 + canvas.1) else { return whole }
      return reach.grown(by: Int(pad.rounded(.up)), canvas: canvas)
    }
    return deviceRegion(item, in: context, pad: pad, scale: 1, canvas: canvas)
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

  /// A `background` or `overlay`: its shape the size of the padded frame, where its modifier stands,
  /// composited with `alpha`.
  func drawDecoration(
    _ shape: ShapeSpec, size: Size, at place: AffineTransform, alpha: Double, in context: DrawingContext
  ) throws {
    guard alpha > 0, context.matrix.concatenating(place).isInvertible else { return }
    context.save()
    defer { context.restore() }
    context.transform(place)
    let faded = alpha < 1
    if faded {
      context.clip(x: -size.width / 2 - 2, y: -size.height / 2 - 2, width: size.width + 4, height: size.height + 4)
      context.pushGroup()
    }
    ShapePath.add(shape, width: size.width, height: size.height, to: context)
    if try setPaint(shape.gradient, or: shape.fill, width: size.width, height: size.height, in: context) {
      context.fill()
    }
    if faded { context.popGroup(alpha: alpha) }
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
    let region = layerRegion(silhouette, in: context, pad: BoxBlur.reach(sigma: radius), canvas: canvas)
    try throughLayer(over: context, canvas: canvas, region: region, alpha: 1) { layerContext, layer in
      try drawStack(silhouette, alpha: 1, in: layerContext, scale: scale, canvas: canvas)
      try layerContext.checkStatus("cannot draw a shadow")
      BoxBlur.applyTinted(to: layer, radius: radius, color: (color.red, color.green, color.blue, color.alpha))
    }
  }
}

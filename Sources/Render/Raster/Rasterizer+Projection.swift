import SceneFormat

/// `rotation3DEffect`: what the effects inside it draw, flat, seen through a projection.
extension Rasterizer {
  /// Draws `item` (its content and the effects inside the 3-D effect) flat into a layer in the content's
  /// own coordinates (one pixel per canvas pixel, at most 4096 a side, grown by how far the inner effects
  /// spread), then warps it through `inner⁻¹ ∘ projection ∘ inner` and the item's transform onto the
  /// canvas, as Core Animation texture-maps a layer. A shadow outside the 3-D effect is the projected
  /// view's (`.rotation3DEffect(…).shadow(…)`, as on an iPhone): the shadow draws this same warp, moved.
  func drawProjected(
    _ item: DisplayItem, _ projection: Projection, inner: AffineTransform, alpha: Double,
    in context: DrawingContext, scale: Double, canvas: (Int, Int)
  ) throws {
    guard let undo = inner.inverted else { return }
    var pad = 0.0
    for effect in item.effects {
      switch effect.kind {
      case .blur(let r): pad += 3 * r
      case .shadow(_, let r, let x, let y): pad += 3 * r + (x * x + y * y).squareRoot()
      case .decoration(_, let size, _):
        pad = max(pad, (size.width - item.frameSize.width) / 2, (size.height - item.frameSize.height) / 2)
      case .projection(let inside):
        // A 3-D effect inside this one (`.rotation3DEffect(…).rotation3DEffect(…)`) draws its view beyond the
        // frame: the flat layer holds what it draws, as Core Animation's layer holds its sublayer's.
        pad = max(pad, Self.overhang(of: item.frameSize, through: inside, inner: effect.inner))
      default: break
      }
    }
    if case .group(let children) = item.content {
      pad = max(pad, try childrenOverhang(children, frame: item.frameSize))
    }
    let size = Size(width: item.frameSize.width + 2 * pad, height: item.frameSize.height + 2 * pad)
    guard size.width > 0, size.height > 0, pad.isFinite else { return }
    // The layer is drawn at the canvas's pixel density and texture-mapped, with a one-pixel transparent
    // border for the bilinear samples at its edges.
    let k = min(scale, 4096 / size.width, 4096 / size.height)
    var flat = item
    flat.transform = .identity
    let source = try projectedSource(flat, size: size, pixelsPerPoint: k, scale: scale)
    let effect = Projection(undo).concatenating(projection).concatenating(Projection(inner))
    let map = Projection(context.matrix).concatenating(Projection(item.transform).concatenating(effect))
    let region = ProjectionWarp.region(of: size, through: map, canvas: canvas)
    guard region.width > 0, region.height > 0 else { return }
    let warped = try ImageSurface(width: region.width, height: region.height)
    let shifted = Projection(.translation(x: Double(-region.x0), y: Double(-region.y0))).concatenating(map)
    ProjectionWarp.draw(source, pixelsPerPoint: k, size: size, through: shifted, into: warped)
    context.save()
    context.identity()
    context.paint(warped, x: Double(region.x0), y: Double(region.y0), alpha: alpha)
    context.restore()
  }

  /// How far, in points, a view of `size` (centred on its origin) reaches beyond its frame when drawn through
  /// `projection` about `inner` (up to 1,024 points; none when a corner goes behind the viewer, which
  /// draws nothing there).
  static func overhang(of size: Size, through projection: Projection, inner: AffineTransform) -> Double {
    guard let undo = inner.inverted else { return 0 }
    let map = Projection(undo).concatenating(projection).concatenating(Projection(inner))
    var reach = 0.0
    for (x, y) in [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)] {
      guard let p = map.apply(x * size.width / 2, y * size.height / 2) else { continue }
      reach = max(reach, abs(p.x) - size.width / 2, abs(p.y) - size.height / 2)
    }
    return min(reach, 1024)
  }

  /// How far, in points, a group's children draw beyond its frame of `frame` (a child's shadow or blur, a
  /// child larger than the group or moved out of it, up to 256 points), so that the flat layer of a 3-D
  /// effect around a group holds them (`.shadow(…).background(…).rotation3DEffect(…)`).
  func childrenOverhang(_ children: [DisplayItem], frame: Size) throws -> Double {
    let far = 100_000.0
    let base = DisplayTransform.translation(x: far, y: far)
    var overhang = 0.0
    for child in children {
      guard let r = try reach(of: child, under: base, canvas: (Int(2 * far), Int(2 * far))) else { continue }
      let (w, h) = (frame.width / 2, frame.height / 2)
      overhang = max(
        overhang, far - w - Double(r.x0), Double(r.x1) - far - w, far - h - Double(r.y0), Double(r.y1) - far - h)
    }
    return min(overhang, 256)
  }

  /// The flat layer of a 3-D effect: `flat` drawn at `k` pixels per point over `size` (centred on its
  /// origin) with a one-pixel transparent border. A flipping card is the same layer every frame, so the
  /// last few are kept: the layer is a pure function of the item and the scale, and a kept one is
  /// byte-identical to a new one.
  func projectedSource(_ flat: DisplayItem, size: Size, pixelsPerPoint k: Double, scale: Double) throws -> ImageSurface
  {
    if let i = projectedSources.firstIndex(where: { $0.item == flat && $0.scale == scale }) {
      let kept = projectedSources.remove(at: i)
      projectedSources.append(kept)
      return kept.surface
    }
    let w = size.width
    let h = size.height
    let source = try ImageSurface(
      width: max(1, Int((w * k).rounded(.up))) + 2, height: max(1, Int((h * k).rounded(.up))) + 2)
    let sourceContext = try DrawingContext(source)
    sourceContext.translate(1, 1)
    sourceContext.scale(k, k)
    sourceContext.translate(w / 2, h / 2)
    try draw(flat, in: sourceContext, scale: scale, canvas: (source.width, source.height))
    try sourceContext.checkStatus("cannot draw a 3-D effect")
    if projectedSources.count == 4 { projectedSources.removeFirst() }
    projectedSources.append((flat, scale, source))
    return source
  }
}

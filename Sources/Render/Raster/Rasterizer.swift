import Foundation
import Scene

/// Draws display lists with Cairo and Pango. One rasterizer per worker: it reuses its surface and
/// caches shaped text runs and decoded images between frames (not thread-safe; not `Sendable`).
///
/// ```swift
/// let rasterizer = Rasterizer()
/// let frame = try rasterizer.render(list)
/// ```
public final class Rasterizer {
  private var surface: ImageSurface?
  private var layouts: [TextKey: TextLayout] = [:]
  private var images: [String: ImageSurface] = [:]
  /// The flat layers of the latest 3-D effects, most recent last (``projectedSource(_:pixelsPerPoint:scale:)``).
  private var projectedSources: [(item: DisplayItem, scale: Double, surface: ImageSurface)] = []
  /// Text is shaped and measured on this identity context, never on the frame's: a layout shaped under
  /// one frame's transform and reused under another would make a frame's pixels depend on the frames
  /// drawn before it. Drawing re-shapes for the target transform, which depends only on that transform.
  private var shapingContext: DrawingContext?
  /// Warnings so far (e.g. characters the font lacks), each once.
  public private(set) var warnings: [String] = []
  private var warned = Set<String>()

  typealias TextKey = TextLayout.Key

  /// A rasterizer with empty caches.
  public init() {}

  /// The pixel size of a display list: size × scale, rounded; padded to even numbers if `evenSize`.
  public static func pixelSize(of list: DisplayList, evenSize: Bool = false) -> (width: Int, height: Int) {
    var w = Int((list.size.width * list.scale).rounded()), h = Int((list.size.height * list.scale).rounded())
    if evenSize { w += w % 2; h += h % 2 }
    return (max(w, 1), max(h, 1))
  }

  /// Renders `list`; `evenSize` pads odd pixel sizes with the background (for yuv420p video).
  public func render(_ list: DisplayList, evenSize: Bool = false) throws -> RenderedFrame {
    try paint(list, evenSize: evenSize).frame()
  }

  /// Draws `list` into the rasterizer's own surface and returns it (valid until the next call): lets a
  /// worker convert pixels without copying them out first.
  func paint(_ list: DisplayList, evenSize: Bool) throws -> ImageSurface {
    let (w, h) = Self.pixelSize(of: list, evenSize: evenSize)
    if surface?.width != w || surface?.height != h { surface = try ImageSurface(width: w, height: h) }
    let context = try DrawingContext(surface!)
    context.clear(to: list.background)
    context.scale(list.scale, list.scale)
    for item in list.items { try draw(item, in: context, scale: list.scale, canvas: (w, h)) }
    try context.checkStatus("cannot draw the frame")
    return surface!
  }

  func draw(_ item: DisplayItem, in context: DrawingContext, scale: Double, canvas: (Int, Int)) throws {
    let opacity = min(max(item.opacity, 0), 1)
    guard opacity > 0 else { return }
    // A singular or non-finite transform (scaleEffect(0), a .scale transition's first frame) shows
    // nothing; handing it to Cairo would put the context into an error state that drops the rest.
    guard context.matrix.concatenating(item.transform).isInvertible else { return }
    if item.blendMode != .normal {
      // Drawn whole into a layer, then combined with what is under it by the blend mode's operator.
      var plain = item
      plain.blendMode = .normal
      plain.opacity = 1
      try throughLayer(over: context, canvas: canvas, alpha: opacity, blendMode: item.blendMode) { layerContext, _ in
        try draw(plain, in: layerContext, scale: scale, canvas: canvas)
      }
      return
    }
    if !item.masks.isEmpty {
      // Drawn into a layer, then multiplied by each mask's alpha (DEST_IN clears what no mask covers).
      var plain = item
      plain.masks = []
      plain.opacity = 1
      let region = deviceRegion(item, transform: item.transform, in: context, pad: BoxBlur.reach(sigma: item.blurRadius * scale)
                                  + BoxBlur.reach(sigma: (item.shadows.map(\.radius).max() ?? 0) * scale) + 40 * scale,
                                canvas: canvas)
      try throughLayer(over: context, canvas: canvas, region: item.shadows.isEmpty ? region : nil, alpha: opacity) { layerContext, _ in
        try draw(plain, in: layerContext, scale: scale, canvas: canvas)
        for mask in item.masks {
          let shape = DisplayItem(content: .shape(mask.shape), frameSize: item.frameSize, transform: mask.transform)
          guard layerContext.matrix.concatenating(mask.transform).isInvertible else { continue }
          layerContext.save()
          layerContext.transform(mask.transform)
          layerContext.setBlendMode(.destinationIn)
          try drawContent(shape, in: layerContext, scale: scale, canvas: canvas)
          layerContext.restore()
        }
      }
      return
    }
    if let projection = item.projection {
      try drawProjected(item, projection, opacity: opacity, in: context, scale: scale, canvas: canvas)
      return
    }
    if !item.clips.isEmpty || !item.shadows.isEmpty {
      try drawClippedWithShadows(item, opacity: opacity, in: context, scale: scale, canvas: canvas)
      return
    }
    if !item.colorEffects.isEmpty {
      // Colour modifiers act on everything the layer draws: draw it into a layer, recolour, composite.
      var plain = item
      plain.colorEffects = []
      plain.opacity = 1
      let region = item.shadows.isEmpty
        ? deviceRegion(item, transform: item.transform, in: context, pad: BoxBlur.reach(sigma: item.blurRadius * scale), canvas: canvas) : nil
      try throughLayer(over: context, canvas: canvas, region: region, alpha: opacity) { layerContext, layer in
        try draw(plain, in: layerContext, scale: scale, canvas: canvas)
        try layerContext.checkStatus("cannot draw a colour effect")
        ColorEffects.apply(item.colorEffects, to: layer)
      }
      return
    }
    if item.blurRadius > 0 {
      // Draw into a canvas-sized layer, blur it in pixels, composite.
      var sharp = item
      sharp.blurRadius = 0
      sharp.opacity = 1
      let region = deviceRegion(item, transform: item.transform, in: context, pad: BoxBlur.reach(sigma: item.blurRadius * scale), canvas: canvas)
      try throughLayer(over: context, canvas: canvas, region: region, alpha: opacity) { layerContext, layer in
        try draw(sharp, in: layerContext, scale: scale, canvas: canvas)
        BoxBlur.apply(to: layer, radius: item.blurRadius * scale)
      }
      return
    }
    context.save()
    context.transform(item.transform)
    // An emoji or an image is one paint of one image: its opacity is that paint's alpha, with no group.
    var direct = false
    switch item.content { case .emoji, .image: direct = item.decorations.isEmpty; default: break }
    let grouped = opacity < 1 && !direct
    if grouped && item.decorations.isEmpty {
      // Limit the group to the item's frame (padded for strokes and glyph overhang): a group the size of
      // the canvas costs a full-frame allocation and composite per item.
      if case .group = item.content {} else {
        var pad = 0.25 * max(item.frameSize.width, item.frameSize.height)
        if case .shape(let shape) = item.content { pad = shape.lineWidth + 2 }
        let b = item.contentBounds
        context.clip(x: b.x0 - pad, y: b.y0 - pad, width: b.x1 - b.x0 + 2 * pad, height: b.y1 - b.y0 + 2 * pad)
      }
    }
    if grouped { context.pushGroup() }
    try drawContent(item, in: context, scale: scale, canvas: canvas, alpha: grouped ? 1 : opacity)
    if grouped { context.popGroup(alpha: opacity) }
    context.restore()
  }

  /// Runs `body` on a transparent canvas-sized layer whose context has `context`'s transformation, then
  /// composites the layer onto `context` (through its clip) with `alpha`: what blur, shadows, colour
  /// effects and 3-D effects draw through.
  ///
  /// The layer covers only `region` (device pixels; the whole canvas when `nil`): the work of an effect
  /// is proportional to the layer's area, not the frame's.
  func throughLayer(over context: DrawingContext, canvas: (Int, Int), region: PixelRegion? = nil, alpha: Double,
                    blendMode: BlendMode = .normal, _ body: (DrawingContext, ImageSurface) throws -> Void) throws {
    let box = region ?? PixelRegion(x0: 0, y0: 0, x1: canvas.0, y1: canvas.1)
    guard box.width > 0, box.height > 0 else { return }
    let layer = try ImageSurface(width: box.width, height: box.height)
    let layerContext = try DrawingContext(layer)
    layerContext.translate(Double(-box.x0), Double(-box.y0))
    layerContext.transform(context.matrix)
    try body(layerContext, layer)
    context.save()
    context.identity()
    context.setBlendMode(blendMode)
    context.paint(layer, x: Double(box.x0), y: Double(box.y0), alpha: alpha)
    context.restore()
  }

  /// The device pixels an item's frame covers under `transform` (in `context`), grown by `pad` pixels and
  /// by what a layer's content may draw outside its frame (glyph overhang, strokes, padded backgrounds),
  /// clipped to the canvas; the whole canvas for a group, whose children may lie anywhere.
  func deviceRegion(_ item: DisplayItem, transform: PlaneTransform, in context: DrawingContext, pad: Double,
                    canvas: (Int, Int)) -> PixelRegion {
    let whole = PixelRegion(x0: 0, y0: 0, x1: canvas.0, y1: canvas.1)
    if case .group = item.content { return whole }
    let m = context.matrix.concatenating(transform)
    var w = item.frameSize.width, h = item.frameSize.height
    for d in item.decorations { w = max(w, d.size.width); h = max(h, d.size.height) }
    var overhang = 0.25 * max(w, h)
    if case .shape(let shape) = item.content { overhang = shape.lineWidth + 2 }
    let b = item.contentBounds
    let (x0, y0, x1, y1) = (min(-w / 2, b.x0), min(-h / 2, b.y0), max(w / 2, b.x1), max(h / 2, b.y1))
    let corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)].map { (x, y) in
      (m.xx * x + m.xy * y + m.x0, m.yx * x + m.yy * y + m.y0)
    }
    let grow = pad + overhang * abs(m.xx * m.yy - m.xy * m.yx).squareRoot() + 2
    let xs = corners.map(\.0), ys = corners.map(\.1)
    guard xs.allSatisfy(\.isFinite), ys.allSatisfy(\.isFinite) else { return whole }
    func clamp(_ v: Double, _ hi: Int) -> Int { Int(min(max(v, 0), Double(hi))) }
    return PixelRegion(x0: clamp((xs.min()! - grow).rounded(.down), canvas.0), y0: clamp((ys.min()! - grow).rounded(.down), canvas.1),
                       x1: clamp((xs.max()! + grow).rounded(.up), canvas.0), y1: clamp((ys.max()! + grow).rounded(.up), canvas.1))
  }

  /// A `background` or `overlay`: its shape the size of the padded frame, where its modifier stands.
  func drawDecoration(_ d: Decoration, in context: DrawingContext) throws {
    context.save()
    defer { context.restore() }
    context.transform(d.transform)
    ShapePath.add(d.shape, width: d.size.width, height: d.size.height, to: context)
    if try setPaint(d.shape.gradient, or: d.shape.fill, width: d.size.width, height: d.size.height, in: context) { context.fill() }
  }

  /// An item under a 3-D effect: its content drawn flat into a layer of its frame (one pixel per canvas
  /// pixel, at most 4096 a side), then warped through the projection onto the canvas. Its shadows are
  /// those of the projected view (`.rotation3DEffect(…).shadow(…)`, as on an iPhone): the warped layer's
  /// coverage, moved by the shadow's offset, blurred and tinted, under it.
  func drawProjected(_ item: DisplayItem, _ projection: Projection, opacity: Double, in context: DrawingContext,
                     scale: Double, canvas: (Int, Int)) throws {
    let w = item.frameSize.width, h = item.frameSize.height
    guard w > 0, h > 0 else { return }
    // The layer is drawn at the canvas's pixel density and texture-mapped, as Core Animation does, with a
    // one-pixel transparent border for the bilinear samples at its edges.
    let k = min(scale, 4096 / w, 4096 / h)
    var flat = item
    flat.projection = nil
    flat.transform = .identity
    flat.opacity = 1
    flat.shadows = []
    let source = try projectedSource(flat, pixelsPerPoint: k, scale: scale)
    let map = Projection(context.matrix).concatenating(projection)
    let region = ProjectionWarp.region(of: item.frameSize, through: map, canvas: canvas)
    guard region.width > 0, region.height > 0 else { return }
    let warped = try ImageSurface(width: region.width, height: region.height)
    let shifted = Projection(.translation(x: Double(-region.x0), y: Double(-region.y0))).concatenating(map)
    ProjectionWarp.draw(source, pixelsPerPoint: k, size: item.frameSize, through: shifted, into: warped)
    if let undo = item.transform.inverted {
      for shadow in item.shadows where shadow.color.alpha > 0 {
        // The shadow's offset in device pixels: shadow ∘ item⁻¹ is a translation in canvas points.
        let moved = context.matrix.concatenating(shadow.transform.concatenating(undo))
        let origin = context.matrix.apply(x: 0, y: 0), at = moved.apply(x: 0, y: 0)
        let dx = at.x - origin.x, dy = at.y - origin.y
        let pad = Int(BoxBlur.reach(sigma: shadow.radius * scale)) + 2
        let x0 = max(0, Int((Double(region.x0) + dx).rounded(.down)) - pad), y0 = max(0, Int((Double(region.y0) + dy).rounded(.down)) - pad)
        let x1 = min(canvas.0, Int((Double(region.x1) + dx).rounded(.up)) + pad), y1 = min(canvas.1, Int((Double(region.y1) + dy).rounded(.up)) + pad)
        guard x1 > x0, y1 > y0 else { continue }
        let layer = try ImageSurface(width: x1 - x0, height: y1 - y0)
        let layerContext = try DrawingContext(layer)
        layerContext.paint(warped, x: Double(region.x0) + dx - Double(x0), y: Double(region.y0) + dy - Double(y0))
        try layerContext.checkStatus("cannot draw a shadow")
        BoxBlur.applyTinted(to: layer, radius: shadow.radius * scale,
                            color: (shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha))
        context.save()
        context.identity()
        context.paint(layer, x: Double(x0), y: Double(y0), alpha: opacity)
        context.restore()
      }
    }
    context.save()
    context.identity()
    context.paint(warped, x: Double(region.x0), y: Double(region.y0), alpha: opacity)
    context.restore()
  }

  /// The flat layer of a 3-D effect: `flat` drawn at `k` pixels per point with a one-pixel transparent
  /// border. A flipping card is the same layer every frame, so the last few are kept: the layer is a pure
  /// function of the item and the scale, and a kept one is byte-identical to a new one.
  func projectedSource(_ flat: DisplayItem, pixelsPerPoint k: Double, scale: Double) throws -> ImageSurface {
    if let i = projectedSources.firstIndex(where: { $0.item == flat && $0.scale == scale }) {
      let kept = projectedSources.remove(at: i)
      projectedSources.append(kept)
      return kept.surface
    }
    let w = flat.frameSize.width, h = flat.frameSize.height
    let source = try ImageSurface(width: max(1, Int((w * k).rounded(.up))) + 2, height: max(1, Int((h * k).rounded(.up))) + 2)
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

  /// An item with clips or shadows, in SwiftUI's order: each shadow is the silhouette of the content as
  /// clipped by the clips inside it, itself clipped by the clips outside it; the content is clipped by all.
  func drawClippedWithShadows(_ item: DisplayItem, opacity: Double, in context: DrawingContext, scale: Double,
                              canvas: (Int, Int)) throws {
    var plain = item
    plain.shadows = []
    plain.clips = []
    for shadow in item.shadows {
      context.save()
      defer { context.restore() }
      guard clip(context, to: item.clips.dropFirst(shadow.clipsInside), frame: item.frameSize) else { continue }
      try drawShadow(shadow, of: item, opacity: opacity, in: context, scale: scale, canvas: canvas)
    }
    context.save()
    defer { context.restore() }
    guard clip(context, to: item.clips[...], frame: item.frameSize) else { return }
    try draw(plain, in: context, scale: scale, canvas: canvas)
  }

  /// Restricts `context` to each clip's shape (until its next restore); `false` when a clip is degenerate
  /// (nothing shows).
  func clip(_ context: DrawingContext, to clips: ArraySlice<Clip>, frame: Size) -> Bool {
    let matrix = context.matrix
    for clip in clips {
      let placed = matrix.concatenating(clip.transform)
      guard placed.isInvertible else { return false }
      context.setMatrix(placed)
      ShapePath.add(clip.shape, width: frame.width, height: frame.height, to: context)
      context.setMatrix(matrix)
      context.clipToPath()
    }
    return true
  }

  /// A drop shadow: the item drawn with the shadow's transform into a layer (clipped by the clips inside
  /// the shadow, moved with it), tinted to its colour, blurred as `blur(radius:)` blurs, and composited
  /// with the item's opacity.
  func drawShadow(_ shadow: Shadow, of item: DisplayItem, opacity: Double, in context: DrawingContext, scale: Double,
                  canvas: (Int, Int)) throws {
    guard shadow.color.alpha > 0, context.matrix.concatenating(shadow.transform).isInvertible,
          let undo = item.transform.inverted else { return }
    var silhouette = item
    silhouette.shadows = []
    silhouette.blurRadius = 0
    silhouette.opacity = 1
    silhouette.colorEffects = []
    silhouette.transform = shadow.transform
    // The clips inside the shadow move with its offset: shadow ∘ item⁻¹ ∘ clip.
    silhouette.clips = item.clips.prefix(shadow.clipsInside).map {
      Clip(shape: $0.shape, transform: shadow.transform.concatenating(undo).concatenating($0.transform))
    }
    let region = deviceRegion(item, transform: shadow.transform, in: context, pad: BoxBlur.reach(sigma: shadow.radius * scale), canvas: canvas)
    try throughLayer(over: context, canvas: canvas, region: region, alpha: opacity) { layerContext, layer in
      try draw(silhouette, in: layerContext, scale: scale, canvas: canvas)
      try layerContext.checkStatus("cannot draw a shadow")
      BoxBlur.applyTinted(to: layer, radius: shadow.radius * scale,
                          color: (shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha))
    }
  }

  /// Draws the item's content; `alpha` applies to emoji and images (the one paint they are).
  func drawContent(_ item: DisplayItem, in context: DrawingContext, scale: Double, canvas: (Int, Int), alpha: Double = 1) throws {
    guard item.decorations.isEmpty else {
      for d in item.decorations where !d.over { try drawDecoration(d, in: context) }
      var plain = item
      plain.decorations = []
      try drawContent(plain, in: context, scale: scale, canvas: canvas, alpha: alpha)
      for d in item.decorations where d.over { try drawDecoration(d, in: context) }
      return
    }
    let w = item.frameSize.width, h = item.frameSize.height
    switch item.content {
    case .emoji(let text, let size):
      // Emoji are bitmaps in the font: draw the shaped run once, supersampled, and paint that image with
      // the item's transform. Drawing the glyphs under a new matrix every frame makes Cairo rasterize and
      // cache a new scaled font per frame (hundreds of MB at 1080p) for no gain in quality.
      let sprite = try emojiSprite(text, size: size, scale: scale)
      context.save()
      context.translate(-sprite.width / 2, -sprite.height / 2)
      context.scale(1 / sprite.supersampling, 1 / sprite.supersampling)
      // Shown at least as large as the font's bitmaps, the emoji has no detail that bilinear sampling
      // could alias (GOOD's box filter costs four times as much when the emoji rotates).
      let m = context.matrix
      let pixelsPerEm = size * sprite.supersampling * abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
      let sampling = emojiSampling ?? (pixelsPerEm >= Self.emojiBitmapSize ? .bilinear : .good)
      context.paint(sprite.image, x: 0, y: 0, alpha: alpha, sampling: sampling)
      context.restore()
    case .text(let text, let font, let color, let paragraph, let gradient):
      let layout = try layout(TextKey(text: text, font: font, paragraph: paragraph))
      try setPaint(gradient, or: color, width: w, height: h, in: context)
      layout.draw(in: context)
    case .shape(let shape):
      ShapePath.add(shape, width: w, height: h, to: context)
      context.trimPath(shape.trim)
      if try setPaint(shape.gradient, or: shape.fill, width: w, height: h, in: context) { context.fillPreserve() }
      if shape.strokeColor != nil || shape.strokeGradient != nil, shape.lineWidth > 0 {
        if shape.strokeInside, shape.outline == nil {
          // `strokeBorder`: the outline inset by half the line width, so the stroke stays inside the frame.
          var inset = shape
          inset.cornerRadius = max(shape.cornerRadius - shape.lineWidth / 2, 0)
          ShapePath.add(inset, width: max(w - shape.lineWidth, 0), height: max(h - shape.lineWidth, 0), to: context)
          context.trimPath(shape.trim)
        }
        context.setStrokeStyle(shape.strokeStyle)
        try setPaint(shape.strokeGradient, or: shape.strokeColor, width: w, height: h, in: context)
        context.stroke(width: shape.lineWidth)
      }
      context.newPath()
    case .image(let path, let template):
      let image = try image(path)
      guard image.width > 0, image.height > 0 else { return }
      let fw = w > 0 ? w : Double(image.width), fh = h > 0 ? h : Double(image.height)
      context.save()
      context.translate(-fw / 2, -fh / 2)
      context.scale(fw / Double(image.width), fh / Double(image.height))
      if let template {
        // `renderingMode(.template)`: the colour through the image's alpha.
        var color = template
        color.alpha *= alpha
        context.setColor(color)
        context.mask(image, x: 0, y: 0)
      } else {
        context.paint(image, x: 0, y: 0, alpha: alpha)
      }
      context.restore()
    case .group(let children):
      for child in children { try draw(child, in: context, scale: scale, canvas: canvas) }
    }
  }

  /// Sets the context's source to `gradient` across a frame of `width` × `height` centred on the origin,
  /// else to `color`; false when there is neither (nothing to paint).
  @discardableResult
  func setPaint(_ gradient: GradientFill?, or color: RGBAColor?, width: Double, height: Double,
                in context: DrawingContext) throws -> Bool {
    if let gradient {
      context.setSource(try GradientPattern(gradient, width: width, height: height))
    } else if let color {
      context.setColor(color)
    } else {
      return false
    }
    return true
  }

  private func layout(_ key: TextKey) throws -> TextLayout {
    if let cached = layouts[key] { return cached }
    if shapingContext == nil { shapingContext = try DrawingContext(ImageSurface(width: 1, height: 1)) }
    let layout = TextLayout(key, context: shapingContext!)
    for ch in layout.missing {
      let scalars = ch.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
      let message = "warning: the font has no glyph for \(scalars) '\(ch)'"
      if warned.insert(message).inserted { warnings.append(message) }
    }
    // A font size that animates shapes a new layout every frame: the cache is bounded (a layout shaped
    // again is the same layout, so dropping them changes no pixel).
    if layouts.count >= 1024 { layouts.removeAll(keepingCapacity: true) }
    layouts[key] = layout
    return layout
  }

  struct Sprite {
    var image: ImageSurface
    var width: Double, height: Double
    var supersampling: Double
  }

  /// The pixels per em of Noto Color Emoji's bitmaps (136 × 128 pixels).
  static let emojiBitmapSize = 109.0
  /// The largest side of an emoji sprite, in pixels: the frame limit (docs/scene-format.md, Limits).
  static let maximumSpriteSide = 16384
  /// Draws every emoji with this sampling instead of choosing by size (for tests).
  package var emojiSampling: DrawingContext.Sampling?
  private var sprites: [TextKey: Sprite] = [:]

  /// An emoji run drawn once at `2 × scale` pixels per point, its logical box filling the image.
  private func emojiSprite(_ text: String, size: Double, scale: Double) throws -> Sprite {
    let emoji = FontSpec(size: size, family: "Noto Color Emoji")
    let key = TextKey(text: text, font: FontSpec(size: size, weight: Int(scale * 1000), family: emoji.family))
    if let cached = sprites[key] { return cached }
    let layout = try layout(TextKey(text: text, font: emoji))
    let w = max(layout.logical.width, 1), h = max(layout.logical.height, 1)
    // Two pixels per point at the frame's scale, within the largest sprite (a long run at a large size).
    let k = min(2 * scale, Double(Self.maximumSpriteSide) / w, Double(Self.maximumSpriteSide) / h)
    let image = try ImageSurface(width: max(1, Int((w * k).rounded(.up))), height: max(1, Int((h * k).rounded(.up))))
    let spriteContext = try DrawingContext(image)
    spriteContext.scale(k, k)
    spriteContext.translate(w / 2, h / 2)
    spriteContext.setColor(.black)
    layout.draw(in: spriteContext)
    let sprite = Sprite(image: image, width: w, height: h, supersampling: k)
    sprites[key] = sprite
    return sprite
  }

  private func image(_ path: String) throws -> ImageSurface {
    if let cached = images[path] { return cached }
    let image = try ImageSurface(imageAt: path)
    images[path] = image
    return image
  }

}

import Foundation
import SceneFormat

/// Draws display lists with Cairo and Pango. One rasterizer per worker: it reuses its surface and
/// caches shaped text runs and decoded images between frames (not thread-safe; not `Sendable`).
///
/// ```swift
/// let rasterizer = Rasterizer()
/// let frame = try rasterizer.render(list)
/// ```
public final class Rasterizer {
  private(set) var surface: ImageSurface?
  /// What the surface holds: the list drawn last and its items' reaches, to draw the next frame's changes only.
  private var drawn: (list: DisplayList, reaches: [PixelRegion?])?
  /// This rasterizer's number among those of the process.
  private let number = SurfaceUpdate.newRasterizer()
  /// What the latest ``paint(_:evenSize:)`` changed on the surface.
  private(set) var update: SurfaceUpdate?
  private var layouts: [TextKey: TextLayout] = [:]
  private var images: [String: ImageSurface] = [:]
  /// The flat layers of the latest 3-D effects, most recent last (``projectedSource(_:pixelsPerPoint:scale:)``).
  var projectedSources: [(item: DisplayItem, scale: Double, surface: ImageSurface)] = []
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
    var w = Int((list.size.width * list.scale).rounded())
    var h = Int((list.size.height * list.scale).rounded())
    if evenSize {
      w += w % 2
      h += h % 2
    }
    return (max(w, 1), max(h, 1))
  }

  /// Renders `list`; `evenSize` pads odd pixel sizes with the background (for yuv420p video).
  public func render(_ list: DisplayList, evenSize: Bool = false) throws -> RenderedFrame {
    try paint(list, evenSize: evenSize).frame()
  }

  /// Draws `list` and lends its pixels to `body`, with what changed since the frame this rasterizer drew
  /// before: what a worker converts or encodes without copying the frame out (the pixels are valid only
  /// inside `body`).
  public func withFrame<R>(_ list: DisplayList, evenSize: Bool = false, _ body: (FramePixels) throws -> R) throws -> R {
    let surface = try paint(list, evenSize: evenSize)
    return try surface.withPixels { data, stride in
      var pixels = FramePixels(base: data, bytesPerRow: stride, width: surface.width, height: surface.height)
      pixels.update = update
      return try body(pixels)
    }
  }

  /// The share of the canvas the latest frame drew again: 1 when drawn whole, less when only what
  /// changed since the frame before was drawn (docs/architecture.md, Drawing only what changed).
  public var redrawnShare: Double {
    guard let update, let surface else { return 1 }
    guard let redrawn = update.redrawn else { return 1 }
    return Double(redrawn.reduce(0) { $0 + $1.width * $1.height }) / Double(surface.width * surface.height)
  }

  /// Draws `list` into the rasterizer's own surface and returns it (valid until the next call): lets a
  /// worker convert pixels without copying them out first.
  func paint(_ list: DisplayList, evenSize: Bool) throws -> ImageSurface {
    let (w, h) = Self.pixelSize(of: list, evenSize: evenSize)
    if surface?.width != w || surface?.height != h {
      surface = try ImageSurface(width: w, height: h)
      drawn = nil
    }
    // Forgotten until the frame is complete: a frame that fails leaves nothing to build on.
    let previous = drawn
    drawn = nil
    // Each item's reach, once per frame: what changed, what the changes reach, and the next frame's past.
    let base = DisplayModel.AffineTransform.scale(x: list.scale, y: list.scale)
    let reaches = try list.items.map { try reach(of: $0, under: base, canvas: (w, h)) }
    let damage = damage(from: previous, to: (list, reaches), canvas: (w, h))
    update = SurfaceUpdate(rasterizer: number, serial: (update?.serial ?? 0) + 1, redrawn: damage)
    if let damage {
      try drawAgain(damage, of: (list, reaches), canvas: (w, h))
    } else {
      try draw(list, on: surface!, canvas: (w, h))
    }
    drawn = (list, reaches)
    return surface!
  }

  /// Draws the items of `list` on `target`: all of them, or, through `clip`, those whose reach (in `reaches`,
  /// one per item; `nil` when not known) meets it.
  func draw(
    _ list: DisplayList, on target: ImageSurface, canvas: (Int, Int),
    through clip: (regions: [PixelRegion], reaches: [PixelRegion?])? = nil
  ) throws {
    let context = try DrawingContext(target)
    if let clip { context.clip(toPixels: clip.regions.map { ($0.x0, $0.y0, $0.width, $0.height) }) }
    context.clear(to: list.background)
    context.scale(list.scale, list.scale)
    for (i, item) in list.items.enumerated() where clip.map({ $0.reaches[i]?.meets($0.regions) ?? true }) ?? true {
      try draw(item, in: context, scale: list.scale, canvas: canvas)
    }
    try context.checkStatus("cannot draw the frame")
  }

  /// Draws `item`: its content under its effects in the order they are written (``drawStack``).
  func draw(_ item: DisplayItem, in context: DrawingContext, scale: Double, canvas: (Int, Int)) throws {
    try drawStack(item, alpha: 1, in: context, scale: scale, canvas: canvas)
  }

  /// The content alone, composited with `alpha`: a group's children each with `alpha` (SwiftUI fades each
  /// view, docs/architecture.md, Leaves), any other content as one picture.
  func drawPlain(
    _ item: DisplayItem, alpha: Double, in context: DrawingContext, scale: Double, canvas: (Int, Int)
  ) throws {
    context.save()
    defer { context.restore() }
    context.transform(item.transform)
    // An emoji or an image is one paint of one image: its opacity is that paint's alpha, with no group.
    var direct = false
    switch item.content {
    case .emoji, .image, .group: direct = true
    default: break
    }
    let grouped = alpha < 1 && !direct
    if grouped {
      // Limit the group to the item's frame (padded for strokes and glyph overhang): a group the size of
      // the canvas costs a full-frame allocation and composite per item.
      var pad = 0.25 * max(item.frameSize.width, item.frameSize.height)
      if case .shape(let shape) = item.content { pad = shape.lineWidth + 2 }
      let b = item.contentBounds
      context.clip(x: b.x0 - pad, y: b.y0 - pad, width: b.x1 - b.x0 + 2 * pad, height: b.y1 - b.y0 + 2 * pad)
      context.pushGroup()
    }
    try drawContent(item, in: context, scale: scale, canvas: canvas, alpha: grouped ? 1 : alpha)
    if grouped { context.popGroup(alpha: alpha) }
  }

  /// Runs `body` on a transparent canvas-sized layer whose context has `context`'s transformation, then
  /// composites the layer onto `context` (through its clip) with `alpha`: what blur, shadows, colour
  /// effects and 3-D effects draw through.
  ///
  /// The layer covers only `region` (device pixels; the whole canvas when `nil`): the work of an effect
  /// is proportional to the layer's area, not the frame's.
  func throughLayer(
    over context: DrawingContext, canvas: (Int, Int), region: PixelRegion? = nil, alpha: Double,
    blendMode: BlendMode = .normal, _ body: (DrawingContext, ImageSurface) throws -> Void
  ) throws {
    let box = region ?? PixelRegion(x0: 0, y0: 0, x1: canvas.0, y1: canvas.1)
    guard box.width > 0, box.height > 0 else { return }
    let layer = try ImageSurface(width: box.width, height: box.height)
    let layerContext = try DrawingContext(layer)
    layerContext.translate(Double(-box.x0), Double(-box.y0))
    layerContext.transform(context.matrix)
    layerContext.backdrop = (context, box.x0, box.y0)
    try body(layerContext, layer)
    context.save()
    context.identity()
    context.setBlendMode(blendMode)
    context.paint(layer, x: Double(box.x0), y: Double(box.y0), alpha: alpha)
    context.restore()
  }

  /// The device pixels an item covers in `context`: its frame under its transform, grown by `pad` pixels,
  /// by what its content may draw outside its frame (glyph overhang, strokes, backgrounds larger than the
  /// frame) and by how far its effects spread it (blurs, shadows), clipped to the canvas; the whole canvas
  /// for a group, whose children may lie anywhere, and under a 3-D effect.
  func deviceRegion(
    _ item: DisplayItem, in context: DrawingContext, pad: Double, scale: Double,
    canvas: (Int, Int)
  ) -> PixelRegion {
    Self.deviceRegion(item, under: context.matrix, pad: pad, canvas: canvas)
  }

  /// ``deviceRegion(_:in:pad:scale:canvas:)`` under the context transformation `base`.
  /// `extent`, when given, replaces what the item's frame says of its content: the box it draws in
  /// (frame-centred points) and how far its edges may spread beyond it (points).
  static func deviceRegion(
    _ item: DisplayItem, under base: DisplayModel.AffineTransform, pad: Double, canvas: (Int, Int),
    extent: (box: (x0: Double, y0: Double, x1: Double, y1: Double), overhang: Double)? = nil
  ) -> PixelRegion {
    let whole = PixelRegion(x0: 0, y0: 0, x1: canvas.0, y1: canvas.1)
    if case .group = item.content { return whole }
    let m = base.concatenating(item.transform)
    var w = item.frameSize.width
    var h = item.frameSize.height
    let spread = pad + Self.spread(of: item.effects, under: m)
    for effect in item.effects {
      switch effect.kind {
      case .projection: return whole
      case .decoration(_, let size, _):
        w = max(w, size.width)
        h = max(h, size.height)
      default: break
      }
    }
    var overhang = 0.25 * max(w, h)
    if case .shape(let shape) = item.content { overhang = shape.lineWidth + 2 }
    let b = item.contentBounds
    var (x0, y0, x1, y1) = (min(-w / 2, b.x0), min(-h / 2, b.y0), max(w / 2, b.x1), max(h / 2, b.y1))
    if let extent {
      (x0, y0, x1, y1) = extent.box
      overhang = extent.overhang
    }
    let corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)].map { (x, y) in
      (m.xx * x + m.xy * y + m.x0, m.yx * x + m.yy * y + m.y0)
    }
    let grow = spread + overhang * abs(m.xx * m.yy - m.xy * m.yx).squareRoot() + 2
    let xs = corners.map(\.0)
    let ys = corners.map(\.1)
    guard xs.allSatisfy(\.isFinite), ys.allSatisfy(\.isFinite), grow.isFinite else { return whole }
    func clamp(_ v: Double, _ hi: Int) -> Int { Int(min(max(v, 0), Double(hi))) }
    return PixelRegion(
      x0: clamp((xs.min()! - grow).rounded(.down), canvas.0), y0: clamp((ys.min()! - grow).rounded(.down), canvas.1),
      x1: clamp((xs.max()! + grow).rounded(.up), canvas.0), y1: clamp((ys.max()! + grow).rounded(.up), canvas.1))
  }

  /// How far, in device pixels, `effects` (blurs and shadows) spread what an item draws under `m` (the
  /// context's transformation and the item's).
  static func spread(of effects: [DisplayEffect], under m: DisplayModel.AffineTransform) -> Double {
    var spread = 0.0
    for effect in effects {
      let placed = effect.inner.inverted.map { m.concatenating($0) } ?? m
      switch effect.kind {
      case .blur(let r): spread += BoxBlur.reach(sigma: r * Self.pixelsPerPoint(placed))
      case .shadow(_, let r, let x, let y):
        let k = Self.pixelsPerPoint(placed)
        spread += BoxBlur.reach(sigma: r * k) + (x * x + y * y).squareRoot() * k
      default: break
      }
    }
    return spread
  }

  /// Draws the item's content; `alpha` applies to emoji and images (the one paint they are) and to each of
  /// a group's children.
  func drawContent(
    _ item: DisplayItem, in context: DrawingContext, scale: Double, canvas: (Int, Int), alpha: Double = 1
  ) throws {
    let w = item.frameSize.width
    let h = item.frameSize.height
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
      let key = TextKey(text: text, font: font, paragraph: paragraph)
      let layout = try layout(key)
      try setPaint(gradient, or: color, width: w, height: h, in: context)
      if paragraph.redacted {
        drawPlaceholder(layout, in: context)
      } else if font.glyphOutset != 0 {
        drawOutset(layout, by: font.glyphOutset, in: context)
      } else {
        layout.draw(in: context)
        if paragraph.runs.contains(where: { $0.gradient != nil }) {
          try drawGradientRuns(key, width: w, height: h, in: context)
        }
      }
    case .shape(let shape):
      if shape.backdropBlur > 0 { try drawBackdrop(item, shape, in: context, scale: scale, canvas: canvas) }
      ShapePath.add(shape, width: w, height: h, to: context)
      context.trimPath(shape.trim)
      if try setPaint(shape.gradient, or: shape.fill, width: w, height: h, in: context) {
        if shape.evenOdd { context.setFillRule(evenOdd: true) }
        context.fillPreserve()
        if shape.evenOdd { context.setFillRule(evenOdd: false) }
      }
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
      let fw = w > 0 ? w : Double(image.width)
      let fh = h > 0 ? h : Double(image.height)
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
      for child in children { try drawStack(child, alpha: alpha, in: context, scale: scale, canvas: canvas) }
    }
  }

  /// Sets the context's source to `gradient` across a frame of `width` × `height` centred on the origin,
  /// else to `color`; false when there is neither (nothing to paint).
  @discardableResult
  func setPaint(
    _ gradient: GradientFill?, or color: RGBAColor?, width: Double, height: Double,
    in context: DrawingContext
  ) throws -> Bool {
    if let gradient {
      context.setSource(try GradientPattern(gradient, width: width, height: height))
    } else if let color {
      context.setColor(color)
    } else {
      return false
    }
    return true
  }

  /// Paints the runs of `key`'s text that have a gradient (``TextRun/gradient``), each gradient through the
  /// mask of its runs' glyphs, laid across the text's frame of `width` × `height` centred on the origin.
  private func drawGradientRuns(_ key: TextKey, width: Double, height: Double, in context: DrawingContext) throws {
    var gradients: [GradientFill] = []
    for run in key.paragraph.runs {
      if let g = run.gradient, !gradients.contains(g) { gradients.append(g) }
    }
    for gradient in gradients {
      var masked = key
      masked.gradientMask = gradient
      let mask = try layout(masked)
      context.pushGroup()
      mask.draw(in: context)
      context.popGroup(masking: try GradientPattern(gradient, width: width, height: height))
    }
  }

  func layout(_ key: TextKey) throws -> TextLayout {
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
    let w = max(layout.logical.width, 1)
    let h = max(layout.logical.height, 1)
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

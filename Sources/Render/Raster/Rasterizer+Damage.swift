import SceneFormat

typealias DisplayTransform = DisplayModel.AffineTransform

/// Drawing only what changed: between two frames drawn on the same surface, the items that differ name
/// the pixels to draw again; everything else keeps the previous frame's pixels (docs/architecture.md,
/// Drawing only what changed). The frame is the same bytes as one drawn whole: the redrawn rectangles are
/// cleared and every item that reaches them is drawn again through them, and nothing an item draws
/// depends on the clip it is drawn through.
extension Rasterizer {
  /// The device pixels that may differ between the frame drawn before and `now` (each a list and its
  /// items' reaches), as rectangles with even corners (clamped to the canvas); `nil` when the whole frame
  /// must be drawn: no frame before, another canvas or background, another number of items, a changed item
  /// whose reach is not known, more than half of the canvas changed, or a gradient, stroke or material
  /// reaches what changed.
  func damage(
    from previous: (list: DisplayList, reaches: [PixelRegion?])?,
    to now: (list: DisplayList, reaches: [PixelRegion?]), canvas: (Int, Int)
  ) -> [PixelRegion]? {
    let list = now.list
    guard let previous, previous.list.size == list.size, previous.list.scale == list.scale,
      previous.list.background == list.background, previous.list.items.count == list.items.count
    else { return nil }
    var regions: [PixelRegion] = []
    for i in list.items.indices where previous.list.items[i] != list.items[i] {
      guard let a = previous.reaches[i], let b = now.reaches[i] else { return nil }
      for r in [a, b] where r.width > 0 && r.height > 0 { regions.append(r.evenAligned(canvas: canvas)) }
    }
    // Rectangles whose margins would reach each other become one: a margin is put back after drawing.
    let merged = PixelRegion.merged(regions, within: 2 * Self.clipMargin)
    let area = merged.reduce(0) { $0 + $1.width * $1.height }
    guard area * 2 <= canvas.0 * canvas.1 else { return nil }
    // Drawn through a clip, a gradient starts its scanlines elsewhere (Pixman steps along them in floating
    // point), a stroke is cut by Cairo's stroker where the clip bounds it (clock.yaml's face differed in
    // 37 bytes), and a material reads pixels outside the clip: such an item where anything changed draws
    // the whole frame.
    let grown = merged.map { $0.grown(by: Self.clipMargin, canvas: canvas) }
    for (item, reach) in zip(list.items, now.reaches) where item.drawsDependingOnClip {
      if reach?.meets(grown) ?? true { return nil }
    }
    return merged
  }

  /// Draws the rectangles `damage` of `list` again on the surface, which holds the frame drawn before.
  ///
  /// They are drawn through a clip grown by ``clipMargin`` pixels, and the pixels of that margin are put
  /// back afterwards: Cairo cuts a path at a clip's vertical sides with intersections rounded to its fixed
  /// point, which moves the coverage of the pixels along the cut by a level now and then; pixels that far
  /// from the cut are drawn exactly as in a whole frame, and those of the margin did not change.
  func drawAgain(
    _ damage: [PixelRegion], of frame: (list: DisplayList, reaches: [PixelRegion?]), canvas: (Int, Int)
  ) throws {
    guard !damage.isEmpty, let surface else { return }
    let grown = damage.map { $0.grown(by: Self.clipMargin, canvas: canvas) }
    let margins = zip(damage, grown).flatMap { $1.subtracting($0) }
    let kept = surface.pixels(of: margins)
    try draw(frame.list, on: surface, canvas: canvas, through: (grown, frame.reaches))
    surface.restore(kept, of: margins)
  }

  /// How far beyond a changed rectangle its clip lies, in pixels.
  static let clipMargin = 4

  /// The device pixels `item` may draw on, under `base`; `nil` when that is not known from the item
  /// alone: a 3-D effect or a mask made of views, here or in a child. A group reaches its children's
  /// reaches spread by its own blurs and shadows. Text reaches its shaped run's ink and logical box,
  /// grown by a fifth of its size (a run shaped again for the frame's transformation places its glyphs a
  /// fraction of a pixel apart); a background or overlay reaches its own shape where its modifier stands.
  func reach(of item: DisplayItem, under base: DisplayTransform, canvas: (Int, Int)) throws -> PixelRegion? {
    var decorations: [DisplayItem] = []
    for effect in item.effects {
      switch effect.kind {
      case .projection, .maskItems: return nil
      case .decoration(let shape, let size, _):
        guard let undo = effect.inner.inverted else { return nil }
        var spread = item
        spread.content = .shape(shape)
        spread.frameSize = size
        spread.transform = item.transform.concatenating(undo)
        decorations.append(spread)
      case .opacity, .blur, .shadow, .clip, .mask, .color, .alphaThreshold, .blendMode, .compositingGroup: continue
      }
    }
    var region: PixelRegion
    switch item.content {
    case .group(let children):
      // The children's reaches in the group's coordinates, spread by the group's own blurs and shadows.
      let inner = base.concatenating(item.transform)
      var box = PixelRegion(x0: 0, y0: 0, x1: 0, y1: 0)
      for child in children {
        guard let r = try reach(of: child, under: inner, canvas: canvas) else { return nil }
        box = box.width > 0 && box.height > 0 ? box.union(r) : r
      }
      let spread = Self.spread(of: item.effects, under: inner)
      guard spread.isFinite, spread < Double(canvas.0 + canvas.1) else { return nil }
      region = box.width > 0 && box.height > 0 ? box.grown(by: Int(spread.rounded(.up)) + 2, canvas: canvas) : box
    case .text(let text, let font, _, let paragraph, _):
      let run = try layout(TextKey(text: text, font: font, paragraph: paragraph))
      region = Self.deviceRegion(item, under: base, pad: 2, canvas: canvas, extent: (run.drawnBounds, 0.2 * font.size))
    case .emoji(let text, let size):
      // The sprite is the run's logical box, centred, whatever the item's frame.
      let run = try layout(TextKey(text: text, font: FontSpec(size: size, family: "Noto Color Emoji")))
      let (w, h) = (max(run.logical.width, 1) / 2, max(run.logical.height, 1) / 2)
      region = Self.deviceRegion(item, under: base, pad: 2, canvas: canvas, extent: ((-w, -h, w, h), 1))
    case .image where item.frameSize.width <= 0 || item.frameSize.height <= 0:
      return nil  // drawn at the image's own size
    case .shape(let shape) where shape.strokeStyle.lineJoin == .miter:
      // A miter reaches up to Cairo's limit, 10 line widths along the corner's bisector: half of it out.
      let b = item.contentBounds
      region = Self.deviceRegion(
        item, under: base, pad: 2, canvas: canvas, extent: (b, 5 * shape.lineWidth + 2))
    default:
      region = Self.deviceRegion(item, under: base, pad: 2, canvas: canvas)
    }
    for decoration in decorations {
      let own = Self.deviceRegion(decoration, under: base, pad: 2, canvas: canvas)
      region = region.width > 0 && region.height > 0 ? region.union(own) : own
    }
    return region
  }

}

extension DisplayItem {
  /// Whether the item's pixels may depend on the clip it is drawn through: it, a child, a background, an
  /// overlay or a mask paints a gradient, a stroke or a material (which reads the pixels drawn behind it).
  var drawsDependingOnClip: Bool {
    switch content {
    case .shape(let shape) where shape.dependsOnClip: return true
    case .text(_, _, _, let paragraph, let gradient)
    where gradient != nil || paragraph.runs.contains { $0.gradient != nil }:
      return true
    case .group(let children) where children.contains(where: \.drawsDependingOnClip): return true
    default: break
    }
    return effects.contains { effect in
      switch effect.kind {
      case .decoration(let shape, _, _), .clip(let shape), .mask(let shape): shape.dependsOnClip
      case .maskItems(let items): items.contains(where: \.drawsDependingOnClip)
      default: false
      }
    }
  }
}

extension ShapeSpec {
  /// Whether the shape paints a gradient, a stroke or a material.
  fileprivate var dependsOnClip: Bool {
    backdropBlur > 0 || gradient != nil || strokeGradient != nil || (lineWidth > 0 && strokeColor != nil)
  }
}

extension PixelRegion {
  /// Grown to even corners, as 4:2:0 chroma blocks are; an odd canvas edge stays where it is.
  func evenAligned(canvas: (Int, Int)) -> PixelRegion {
    PixelRegion(
      x0: x0 & ~1, y0: y0 & ~1, x1: min(x1 + (x1 & 1), canvas.0), y1: min(y1 + (y1 & 1), canvas.1))
  }

  /// Grown by `margin` pixels on every side, within the canvas when one is given.
  func grown(by margin: Int, canvas: (Int, Int)? = nil) -> PixelRegion {
    let (w, h) = canvas ?? (Int.max, Int.max)
    return PixelRegion(
      x0: max(x0 - margin, 0), y0: max(y0 - margin, 0), x1: min(x1 + margin, w), y1: min(y1 + margin, h))
  }

  /// The rectangle around both.
  func union(_ other: PixelRegion) -> PixelRegion {
    PixelRegion(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
  }

  /// Whether the rectangle shares a pixel with one of `regions`.
  func meets(_ regions: [PixelRegion]) -> Bool { regions.contains { $0.intersects(self) } }

  /// Whether the two rectangles share a pixel.
  func intersects(_ other: PixelRegion) -> Bool {
    x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
  }

  /// The parts of this rectangle outside `inner`, which lies inside it: up to four bands around it.
  func subtracting(_ inner: PixelRegion) -> [PixelRegion] {
    [
      PixelRegion(x0: x0, y0: y0, x1: x1, y1: inner.y0), PixelRegion(x0: x0, y0: inner.y1, x1: x1, y1: y1),
      PixelRegion(x0: x0, y0: inner.y0, x1: inner.x0, y1: inner.y1),
      PixelRegion(x0: inner.x1, y0: inner.y0, x1: x1, y1: inner.y1),
    ].filter { $0.width > 0 && $0.height > 0 }
  }

  /// `regions` with every two that come within `gap` pixels of each other replaced by the rectangle
  /// around both, until none do.
  static func merged(_ regions: [PixelRegion], within gap: Int) -> [PixelRegion] {
    var out: [PixelRegion] = []
    for region in regions {
      var r = region
      while let i = out.firstIndex(where: { $0.intersects(r.grown(by: gap)) }) {
        r = r.union(out.remove(at: i))
      }
      out.append(r)
    }
    return out
  }
}

/// What one frame draws: the output of evaluating a scene at a time t, the input of the renderer.
///
/// All geometry is in points; the renderer multiplies by ``scale`` to get pixels.
/// A display list is a plain value: it can be computed on any thread, compared, and printed.
public struct DisplayList: Sendable, Equatable {
  /// Canvas size in points.
  public var size: Size
  /// Pixels per point (2 for @2x output).
  public var scale: Double
  /// Colour behind every item; `.clear` for a transparent background.
  public var background: RGBAColor
  /// Items drawn in order, later on top.
  public var items: [DisplayItem]

  /// Creates a display list.
  public init(size: Size, scale: Double = 1, background: RGBAColor = .clear, items: [DisplayItem] = []) {
    self.size = size
    self.scale = scale
    self.background = background
    self.items = items
  }
}

/// One layer as the renderer sees it: content, where it goes, how opaque it is.
public struct DisplayItem: Sendable, Equatable {
  /// The layer's `id` from the scene, if it has one.
  public var id: String?
  /// What to draw, centred on the local origin.
  public var content: DisplayContent
  /// The layer's frame (its content's size) in points; the content is drawn in
  /// `[-w/2, w/2] × [-h/2, h/2]` of local coordinates.
  public var frameSize: Size
  /// Maps frame-centred local coordinates to canvas points (Cairo order).
  public var transform: AffineTransform
  /// The layer's effects (opacity, blur, shadows, clips, masks, colour, 3-D, backgrounds, blend mode) in
  /// the order their modifiers are written, innermost first; each applies to what the ones before it drew.
  public var effects: [DisplayEffect] = []

  /// Creates an item with `effects`.
  public init(
    id: String? = nil, content: DisplayContent, frameSize: Size, transform: AffineTransform = .identity,
    effects: [DisplayEffect] = []
  ) {
    self.id = id
    self.content = content
    self.frameSize = frameSize
    self.transform = transform
    self.effects = effects
  }

  /// Creates an item blurred by `blurRadius`, then faded to `opacity`.
  public init(
    id: String? = nil, content: DisplayContent, frameSize: Size, transform: AffineTransform = .identity,
    opacity: Double, blurRadius: Double = 0
  ) {
    var effects: [DisplayEffect] = []
    if blurRadius != 0 { effects.append(DisplayEffect(.blur(radius: blurRadius))) }
    if opacity != 1 { effects.append(DisplayEffect(.opacity(opacity))) }
    self.init(id: id, content: content, frameSize: frameSize, transform: transform, effects: effects)
  }

  /// The product of the item's opacities; may lie outside 0…1 (a spring overshoots), the renderer clamps.
  public var opacity: Double { effects.opacity }
  /// The sum of the item's blur radii.
  public var blurRadius: Double { effects.blurRadius }
}

/// The content kinds of a layer (docs/scene-format.md, Layers).
public indirect enum DisplayContent: Sendable, Equatable {
  /// One or more emoji, shaped as one run from the colour emoji font.
  case emoji(String, fontSize: Double)
  /// Text in a font and colour, set in lines by `paragraph`; painted with `gradient` across its frame
  /// instead of the colour when one is given (`foregroundStyle(LinearGradient(…))`).
  case text(
    String, font: FontSpec, color: RGBAColor, paragraph: TextParagraph = TextParagraph(), gradient: GradientFill? = nil)
  /// A vector shape filling `frameSize`.
  case shape(ShapeSpec)
  /// A PNG or JPEG file (absolute path, already resolved against the scene file), scaled to `frameSize`;
  /// with a `template` colour (`renderingMode(.template)`), that colour painted through the image's alpha.
  case image(path: String, template: RGBAColor? = nil)
  /// Child items, drawn in order in the group's local coordinates (origin at the group frame's centre).
  case group([DisplayItem])
}

/// A font request for text: size in points, weight, optional family, upright or italic.
public struct FontSpec: Sendable, Equatable, Hashable {
  /// Size in points.
  public var size: Double
  /// CSS-style weight 100…900 (400 regular, 700 bold).
  public var weight: Int
  /// Family name; nil for the system font (``systemFamily``).
  public var family: String?
  /// SwiftUI's `italic()`: the family's italic face (Inter has one; Pango slants a family that has none).
  public var italic: Bool
  /// SwiftUI's `Font.Width` value: 0 the standard width, −0.3 compressed, −0.2 condensed, 0.2 expanded
  /// (docs/swift-views.md, Text and Dynamic Type).
  public var width: Double
  /// How far, in points, each glyph's outline is moved outward (inward when negative) as it is drawn: the
  /// weight of a symbol whose icon font has one weight (docs/swift-views.md, SF Symbols).
  /// Measuring ignores it, as SF Symbols' weights keep a symbol's box.
  public var glyphOutset: Double

  /// Creates a font request.
  public init(
    size: Double, weight: Int = 400, family: String? = nil, italic: Bool = false, width: Double = 0,
    glyphOutset: Double = 0
  ) {
    self.size = size
    self.weight = weight
    self.family = family
    self.italic = italic
    self.width = width
    self.glyphOutset = glyphOutset
  }
}

/// The shapes of docs/scene-format.md, Layers.
public enum ShapeKind: String, Sendable, Equatable, Hashable, CaseIterable {
  /// A circle centred in the frame, its diameter the frame's shorter side.
  case circle
  /// An ellipse filling the frame.
  case ellipse
  /// The frame's rectangle.
  case rectangle
  /// The frame's rectangle with corners rounded by ``ShapeSpec/cornerRadius`` (at most half a side).
  case roundedRectangle
  /// The frame's rectangle with fully rounded ends: a corner radius of half its shorter side.
  case capsule
  /// A five-pointed star, one point up, stretched to fill the frame.
  case star
  /// A heart of two lobes and a point at the bottom, stretched to fill the frame.
  case heart
}

/// A shape with its paint.
public struct ShapeSpec: Sendable, Equatable, Hashable {
  /// Which shape.
  public var kind: ShapeKind
  /// Corner radius for `roundedRectangle`, in points.
  public var cornerRadius: Double
  /// Fill colour; nil: not filled.
  public var fill: RGBAColor?
  /// A gradient fill, drawn instead of ``fill``.
  public var gradient: GradientFill? = nil
  /// `trim(from:to:)`: the part of the outline, as fractions of its length, that is filled and stroked.
  public var trim: ClosedRange<Double> = 0...1
  /// `StrokeStyle`: line cap, line join, dash lengths and phase.
  public var strokeStyle = StrokeStyle()
  /// Stroke colour; nil: not stroked.
  public var strokeColor: RGBAColor?
  /// A gradient the stroke is painted with instead of ``strokeColor`` (`stroke(LinearGradient(…))`).
  public var strokeGradient: GradientFill? = nil
  /// `strokeBorder`: the stroke lies inside the outline (the outline inset by half the line width).
  public var strokeInside = false
  /// A custom outline (`Shape.path(in:)`) drawn instead of ``kind``'s, in points from the frame's top-left.
  public var outline: [PathElement]? = nil
  /// Fills by the even-odd rule (SwiftUI's `FillStyle(eoFill: true)`): a region enclosed an even number of
  /// times is a hole; otherwise by the non-zero winding rule.
  public var evenOdd = false
  /// Stroke width in points.
  public var lineWidth: Double
  /// A material (`.ultraThinMaterial` …): what is drawn behind the shape, blurred by this radius in points,
  /// shows through it under its fill (0: none).
  public var backdropBlur = 0.0

  /// Creates a shape description.
  public init(
    kind: ShapeKind, cornerRadius: Double = 0, fill: RGBAColor? = nil,
    strokeColor: RGBAColor? = nil, lineWidth: Double = 1
  ) {
    self.kind = kind
    self.cornerRadius = cornerRadius
    self.fill = fill
    self.strokeColor = strokeColor
    self.lineWidth = lineWidth
  }
}

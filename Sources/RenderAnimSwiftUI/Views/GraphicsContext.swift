import DisplayModel

/// What a `Canvas` draws into (SwiftUI's `GraphicsContext`): paths filled and stroked with shadings,
/// text and images, under the context's transform, opacity, blend mode, filters and clips. Each drawing
/// operation becomes a layer of the canvas's display list, drawn in order (docs/swift-views.md, Canvas).
/// Copies share the canvas: a copy's changes of state (transform, opacity, filters) are its own.
nonisolated public struct GraphicsContext {
  /// The canvas's drawing, shared by the context and its copies.
  final class Recorder {
    var items: [DisplayItem] = []
    let size: Size
    let resolveView: (any View) -> (content: DisplayContent, size: Size)?
    let environment: ViewEnvironment
    /// The canvas's symbols by tag (`Canvas(renderer:symbols:)`), drawn as they were resolved.
    let symbols: [AnyHashable: (content: DisplayContent, size: Size)]
    init(
      size: Size, environment: ViewEnvironment,
      resolveView: @escaping (any View) -> (content: DisplayContent, size: Size)?,
      symbols: [AnyHashable: (content: DisplayContent, size: Size)] = [:]
    ) {
      self.size = size
      self.environment = environment
      self.resolveView = resolveView
      self.symbols = symbols
    }
  }

  let recorder: Recorder
  /// Effects for each drawing operation (filters, in the order added), and the clips around them.
  var filters: [DisplayEffect.Kind] = []
  var clips: [[PathElement]] = []

  /// The opacity of what is drawn next (0…1).
  public var opacity: Double = 1
  /// How what is drawn next combines with what is under it.
  public var blendMode: BlendMode = .normal
  /// The transform from the coordinates drawing uses to the canvas's (top-left origin, y down).
  public var transform: CGAffineTransform = .identity
  /// The canvas's rectangle: clips cut inside it.
  public var clipBoundingRect: CGRect { CGRect(x: 0, y: 0, width: recorder.size.width, height: recorder.size.height) }
  /// The environment of the canvas.
  public var environment: EnvironmentValues { recorder.environment.values }

  init(recorder: Recorder) { self.recorder = recorder }

  // MARK: State

  /// Moves the origin.
  public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
  /// Scales the axes.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
  /// Turns the axes (clockwise on screen for positive angles).
  public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: angle.radians) }
  /// Applies `matrix` before the current transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }
  /// Adds a filter to what is drawn next.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    filters.append(filter.kind)
  }
  /// Restricts what is drawn next to the inside of `path` (in the current coordinates).
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
    clips.append(path.applying(transform).elements)
  }

  /// Draws what `content` draws into a new context as one layer, with this context's opacity, blend mode,
  /// filters and clips applied to the layer.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    let layer = Recorder(
      size: recorder.size, environment: recorder.environment, resolveView: recorder.resolveView,
      symbols: recorder.symbols)
    var inner = GraphicsContext(recorder: layer)
    inner.transform = transform
    try content(&inner)
    let picture = DisplayItem.picture(of: layer.items, size: recorder.size)
    append(.group([picture]), frame: recorder.size, transform: .identity)
  }

  // MARK: Recording

  /// Records `content` of size `frame` whose frame-centred coordinates map to this context's by `placement`
  /// (before the context's transform).
  func record(_ content: DisplayContent, frame: Size, at placement: CGAffineTransform) {
    let centre = CGAffineTransform(translationX: recorder.size.width / 2, y: recorder.size.height / 2)
    append(
      content, frame: frame,
      transform: DisplayModel.AffineTransform(placement.concatenating(transform).concatenating(centre.inverted())))
  }

  /// Appends `content` at `transform` (frame-centred to the canvas's centred coordinates) with this
  /// context's filters, blend mode, opacity and clips.
  func append(_ content: DisplayContent, frame: Size, transform: DisplayModel.AffineTransform) {
    // The filter added last is applied first, nearest the drawing (a blur added after an alpha threshold
    // blurs what the threshold then cuts).
    var effects = filters.reversed().map { DisplayEffect($0) }
    if blendMode != .normal { effects.append(DisplayEffect(.blendMode(blendMode))) }
    if opacity != 1 { effects.append(DisplayEffect(.opacity(max(0, min(opacity, 1))))) }
    var item = DisplayItem(content: content, frameSize: frame, transform: transform, effects: effects)
    // Each clip, innermost last, is a layer the size of the canvas around the item.
    for clip in clips.reversed() {
      var spec = ShapeSpec(kind: .rectangle)
      spec.outline = clip
      item = DisplayItem(content: .group([item]), frameSize: recorder.size, effects: [DisplayEffect(.clip(spec))])
    }
    recorder.items.append(item)
  }

  /// A shape whose frame is the box of `path` (in the current coordinates), painted by `paint` given
  /// that box.
  func recordShape(_ path: Path, _ paint: (inout ShapeSpec, CGRect) -> Void) {
    guard let b = path.elements.controlBounds else { return }
    let box = CGRect(x: b.x0, y: b.y0, width: max(b.x1 - b.x0, 1e-6), height: max(b.y1 - b.y0, 1e-6))
    var spec = ShapeSpec(kind: .rectangle)
    spec.outline = path.applying(CGAffineTransform(translationX: -box.minX, y: -box.minY)).elements
    paint(&spec, box)
    record(
      .shape(spec), frame: Size(width: box.width, height: box.height),
      at: CGAffineTransform(translationX: box.midX, y: box.midY))
  }
}

extension DisplayModel.AffineTransform {
  /// Core Graphics' matrix as Cairo's.
  init(_ t: CGAffineTransform) {
    self.init(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
  }
}

nonisolated extension GraphicsContext {
  /// Options of `addFilter` (accepted; filters apply as given).
  public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
  }
  /// Options of `clip(to:)` (accepted; `inverse` is not drawn).
  public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Clips to the outside of the path (not supported: the inside is kept).
    public static let inverse = ClipOptions(rawValue: 1)
  }
  /// Options of gradients (accepted).
  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
  }
  /// Options of blurs (accepted).
  public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
  }

  /// How drawing combines with what is under it (SwiftUI's `GraphicsContext.BlendMode`).
  public typealias BlendMode = DisplayModel.BlendMode

  /// A filter for what is drawn next.
  public struct Filter: Sendable {
    let kind: DisplayEffect.Kind
    /// A Gaussian blur of `radius` points.
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(kind: .blur(radius: radius))
    }
    /// A shadow under what is drawn.
    public static func shadow(
      color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
      blendMode: BlendMode = .normal, options: FilterOptions = FilterOptions()
    ) -> Filter {
      Filter(kind: .shadow(color: color.rgba, radius: radius, x: x, y: y))
    }
    /// Multiplies by a colour.
    public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .color(.colorMultiply(color.rgba))) }
    /// Greys by `amount`.
    public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .color(.grayscale(amount))) }
    /// Saturation: 0 grey, 1 unchanged.
    public static func saturation(_ amount: Double) -> Filter { Filter(kind: .color(.saturation(amount))) }
    /// Adds `amount` to every channel.
    public static func brightness(_ amount: Double) -> Filter { Filter(kind: .color(.brightness(amount))) }
    /// Contrast about middle grey.
    public static func contrast(_ amount: Double) -> Filter { Filter(kind: .color(.contrast(amount))) }
    /// Rotates hues.
    public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .color(.hueRotation(angle.radians))) }
    /// Inverts colours.
    public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(kind: .color(.colorInvert)) }
    /// Each pixel whose alpha lies in `min…max` painted `color`, every other one transparent: drawn after a
    /// blur (added after it), the soft edges of shapes become hard ones that merge as they meet (metaballs).
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
      Filter(kind: .alphaThreshold(min: min, max: max, color: color.rgba))
    }
  }
}

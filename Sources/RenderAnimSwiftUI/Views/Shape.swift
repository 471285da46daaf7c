import DisplayModel
import Foundation

/// A 2-D shape that fills the space it is offered (SwiftUI's `Shape`). render-anim draws the built-in
/// shapes itself and a custom shape's `path(in:)` at its frame's size on every frame (its
/// `animatableData` animated, as SwiftUI animates an `Animatable` shape).
public protocol Shape: Animatable, View {
  /// The outline in `rect` (nonisolated, as in the iOS 18 SDK).
  nonisolated func path(in rect: CGRect) -> Path
  /// The shape's size for a proposal (iOS 16): by default the proposal, 10 points where it leaves a
  /// dimension open; a `Circle` takes the largest square that fits.
  nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

/// A shape render-anim draws.
protocol BuiltInShape {
  var spec: ShapeSpec { get }
}

nonisolated extension Shape where AnimatableData == EmptyAnimatableData {
  /// A shape with nothing to animate.
  nonisolated public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

nonisolated extension Shape {
  /// A shape is drawn by render-anim (filled with the foreground style), not through a body.
  public var body: Never { fatalError("\(Self.self) is drawn by render-anim") }

  /// The proposal, 10 points where it leaves a dimension open; a rotated or transformed shape, its
  /// shape's size.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    if let wrapper = self as? _ShapeWrapper, let shape = wrapper.wrappedShape as? any Shape {
      return shape.sizeThatFits(proposal)
    }
    return proposal.replacingUnspecifiedDimensions()
  }

  /// This shape filled with `style`.
  public func fill() -> _ShapeView<Self> { _ShapeView(shape: self, fill: nil, stroke: nil) }
  /// This shape filled with `style`.
  public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle = FillStyle()) -> _ShapeView<Self> {
    _ShapeView(shape: self, fill: style, stroke: nil, evenOdd: fillStyle.isEOFilled)
  }
  /// This shape filled with the foreground style by `fillStyle`'s rule.
  public func fill(style fillStyle: FillStyle) -> _ShapeView<Self> {
    _ShapeView(shape: self, fill: nil, stroke: nil, evenOdd: fillStyle.isEOFilled)
  }
  /// This shape's outline in `style`.
  public func stroke<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> _ShapeView<Self> {
    _ShapeView(shape: self, fill: nil, stroke: (style, StrokeStyle(lineWidth: lineWidth)))
  }
  /// This shape's outline in `style` with a stroke style.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
    _ShapeView(shape: self, fill: nil, stroke: (content, style))
  }
  /// This shape's outline in the foreground style, `lineWidth` points wide.
  public func stroke(lineWidth: Double = 1) -> _ShapeView<Self> { stroke(ForegroundStyle(), lineWidth: lineWidth) }
  /// This shape's outline in the foreground style with a stroke style.
  public func stroke(style: StrokeStyle) -> _ShapeView<Self> { stroke(ForegroundStyle(), style: style) }
  /// The outline inside the frame in the foreground style.
  public func strokeBorder(lineWidth: Double = 1) -> _ShapeView<Self> {
    strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
  }
  /// The outline inside the frame in the foreground style with a stroke style.
  public func strokeBorder(style: StrokeStyle) -> _ShapeView<Self> { strokeBorder(ForegroundStyle(), style: style) }
  /// The outline drawn inside the shape's frame: the shape inset by half the line width, stroked.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> _ShapeView<Self> {
    var view = stroke(content, lineWidth: lineWidth)
    view.inside = true
    return view
  }
  /// The outline drawn inside the shape's frame with a stroke style.
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
    var view = stroke(content, style: style)
    view.inside = true
    return view
  }
  /// Part of the outline, from `from` to `to` as fractions of its length.
  public func trim(from: Double = 0, to: Double = 1) -> _TrimmedShape<Self> {
    _TrimmedShape(shape: self, from: from, to: to)
  }
}

/// The foreground style of the view's environment (SwiftUI's `ForegroundStyle`): what `.foregroundStyle`
/// set around the view, else the primary colour.
nonisolated public struct ForegroundStyle: ShapeStyle {
  /// The foreground style.
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style of the view's environment.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension _ShapeView {
  /// iOS 17's `shape.fill(…).stroke(style, lineWidth:)`: the outline drawn over what the view paints.
  public func stroke<T: ShapeStyle>(_ content: T, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    stroke(content, style: StrokeStyle(lineWidth: Double(lineWidth)), antialiased: antialiased)
  }
  /// iOS 17's `shape.fill(…).stroke(style, style:)`: the outline drawn over what the view paints.
  public func stroke<T: ShapeStyle>(_ content: T, style: StrokeStyle, antialiased: Bool = true) -> some View {
    ZStack {
      self; shape.stroke(content, style: style)
    }
  }

  /// iOS 17's `shape.stroke(…).fill(style)`: the shape filled with `style` over what the view paints, as
  /// SwiftUI's `FillShapeView` draws its fill over its background, the view it was made from (a stroke's
  /// outer half stays visible around the fill).
  public func fill<T: ShapeStyle>(_ style: T, style fillStyle: FillStyle = FillStyle()) -> some View {
    ZStack {
      self; shape.fill(style, style: fillStyle)
    }
  }
}

extension _ShapeView {
  /// The shape with its outline stroked in `style` as well as filled, as one shape (a scene file's layer
  /// with both `fill` and `stroke`); `inside` strokes within the frame (`strokeBorder`).
  package func stroked(_ style: some ShapeStyle, _ stroke: StrokeStyle, inside: Bool) -> _ShapeView<S> {
    var view = self
    view.stroke = (style, stroke)
    view.inside = inside
    return view
  }
}

nonisolated extension StrokeStyle {
  /// SwiftUI's stroke style of `lineWidth` with the display model's caps, joins and dashes.
  package init(lineWidth: Double, _ style: DisplayModel.StrokeStyle) {
    let cap: LineCap =
      switch style.lineCap {
      case .butt: .butt
      case .round: .round
      case .square: .square
      }
    let join: LineJoin =
      switch style.lineJoin {
      case .miter: .miter
      case .round: .round
      case .bevel: .bevel
      }
    self.init(lineWidth: lineWidth, lineCap: cap, lineJoin: join, dash: style.dash, dashPhase: style.dashPhase)
  }
}

/// How a path is filled (SwiftUI's `FillStyle`): by the even-odd rule (a region enclosed an even number of
/// times is a hole) or the non-zero winding rule. Antialiasing is always on.
nonisolated public struct FillStyle: Sendable, Equatable {
  /// Whether the even-odd rule is used.
  public var isEOFilled: Bool
  /// Whether edges are antialiased (always drawn antialiased).
  public var isAntialiased: Bool
  /// A fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// Line width, caps, joins and dashes of a stroke. It is `Animatable` as SwiftUI's is: the line width, the
/// miter limit and the dash phase animate (a change of `dashPhase` under an animation marches the dashes).
nonisolated public struct StrokeStyle: Sendable, Equatable, Animatable {
  /// The width of the line, in points.
  public var lineWidth: Double
  /// How the ends of open lines are drawn.
  public var lineCap: LineCap
  /// How lines meet at corners.
  public var lineJoin: LineJoin
  /// The lengths, in points, of the dash pattern's painted and unpainted segments in turn (empty: solid).
  public var dash: [Double]
  /// How far, in points, into the dash pattern the line starts.
  public var dashPhase: Double
  /// The miter limit (kept and animated; joins are drawn with a limit of 10, its default).
  public var miterLimit: Double
  /// The line width, the miter limit and the dash phase.
  public var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
    get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
    set {
      lineWidth = newValue.first
      miterLimit = newValue.second.first
      dashPhase = newValue.second.second
    }
  }
  /// A stroke style.
  public init(
    lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
    dash: [Double] = [], dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.dash = dash
    self.dashPhase = dashPhase
    self.miterLimit = miterLimit
  }
  /// Line caps.
  public enum LineCap: Sendable {
    /// The line stops square at its end point (the default).
    case butt
    /// The line ends in a half circle about its end point.
    case round
    /// The line stops square, half its width past its end point.
    case square
  }
  /// Line joins.
  public enum LineJoin: Sendable {
    /// A sharp corner: the outer edges extended until they meet (the default).
    case miter
    /// A rounded corner.
    case round
    /// A corner cut off flat.
    case bevel
  }

  /// Sets the shape's stroke to this style.
  func apply(to spec: inout ShapeSpec) {
    spec.lineWidth = lineWidth
    spec.strokeStyle.lineCap =
      switch lineCap {
      case .butt: .butt
      case .round: .round
      case .square: .square
      }
    spec.strokeStyle.lineJoin =
      switch lineJoin {
      case .miter: .miter
      case .round: .round
      case .bevel: .bevel
      }
    spec.strokeStyle.dash = dash
    spec.strokeStyle.dashPhase = dashPhase
  }
}

/// A shape with its paint.
nonisolated public struct _ShapeView<S: Shape>: View, PrimitiveView {
  public typealias Body = Never
  let shape: S
  var fill: (any ShapeStyle)?
  var stroke: (style: any ShapeStyle, stroke: StrokeStyle)?
  var trim: ClosedRange<Double> = 0...1
  /// `strokeBorder`: the stroke inside the frame.
  var inside = false
  /// `fill(style: FillStyle(eoFill: true))`.
  var evenOdd = false

  init(
    shape: S, fill: (any ShapeStyle)?, stroke: (style: any ShapeStyle, stroke: StrokeStyle)?, evenOdd: Bool = false
  ) {
    self.shape = shape
    self.fill = fill
    self.stroke = stroke
    self.evenOdd = evenOdd
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    if let shadowed = fill?.unwrappedShadow {
      return try shadowed.resolve(self, path: path, environment: environment, in: context)
    }
    let builtIn = (shape as? any BuiltInShape)?.spec ?? (shape as? _TrimmedShapeBase)?.trimmedSpec
    var spec = builtIn ?? ShapeSpec(kind: .rectangle)
    if let fill {
      spec = ShapeSpec.filled(spec.kind, cornerRadius: spec.cornerRadius, style: fill, scheme: environment.colorScheme)
    } else if stroke == nil {
      spec.fill = environment.foregroundColor
      spec.gradient = environment.foregroundGradient
    }
    if let stroke {
      // `ForegroundStyle`: the foreground of the environment (`stroke(lineWidth:)`).
      let foreground = stroke.style.unwrapped is ForegroundStyle
      spec.strokeColor = foreground ? environment.foregroundColor : stroke.style.flatColor(environment.colorScheme)
      spec.strokeGradient =
        foreground ? environment.foregroundGradient : stroke.style.gradientFill(environment.colorScheme)
      spec.strokeInside = inside
      stroke.stroke.apply(to: &spec)
    }
    if builtIn != nil, let t = Self.trimRange(of: shape) { spec.trim = t }
    spec.evenOdd = evenOdd
    var node = ViewNode(path: path, kind: .shape(spec))
    // A circle (the largest square) and a shape of the code's own size themselves; every other built-in
    // shape takes the proposal, as ViewLayout sizes a shape with no closure.
    if builtIn.map({ if case .circle = $0.kind { true } else { false } }) ?? true {
      node.shapeSize = { shape.sizeThatFits($0) }
    }
    if builtIn == nil || Self.trimRange(of: shape) != nil {
      // The shape as animated at that instant: a custom shape's outline at the frame's size (cut by the
      // trims its `path(in:)` makes), and a trim's range (`trim(from:to:)` animates on every shape), which
      // the renderer cuts a built-in shape's outline to.
      let animated = try context.animate(shape, key: path.description + "#shapeData", environment: environment)
      if builtIn == nil { node.outline = CustomOutline.of(animated) }
      if let t = Self.trimRange(of: animated), case .shape(var s) = node.kind {
        if builtIn != nil { s.trim = t }
        node.kind = .shape(s)
        node.values += [("trim.from", t.lowerBound), ("trim.to", t.upperBound)]
      }
    }
    return [node]
  }
}

extension _ShapeView {
  /// The range a trim cuts the outline to, found through the shapes that turn, move or scale it
  /// (`circle.trim(from: 0, to: 0.2).rotation(.degrees(-90))`).
  static func trimRange(of shape: Any) -> ClosedRange<Double>? {
    if let trimmed = shape as? _TrimmedShapeBase { return trimmed.range }
    if let wrapper = shape as? _ShapeWrapper { return trimRange(of: wrapper.wrappedShape) }
    return nil
  }
}

/// A shape made of another (rotated, transformed): where a trim inside it is found.
protocol _ShapeWrapper {
  var wrappedShape: Any { get }
}

protocol _TrimmedShapeBase {
  var trimmedSpec: ShapeSpec? { get }
  var range: ClosedRange<Double> { get }
}

/// `shape.trim(from:to:)`.
nonisolated public struct _TrimmedShape<S: Shape>: Shape, _TrimmedShapeBase {
  var shape: S
  var from: Double, to: Double
  /// The outline cut to the range (`trimmedPath(from:to:)`), as SwiftUI's: a custom shape that returns
  /// `Circle().trim(to: 0.5).path(in: rect)` draws the half. (A trimmed built-in shape is drawn from its
  /// kind and the range.)
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: range.lowerBound, to: range.upperBound)
  }
  public var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<Double, Double>> {
    get { AnimatablePair(shape.animatableData, AnimatablePair(from, to)) }
    set {
      shape.animatableData = newValue.first
      from = newValue.second.first
      to = newValue.second.second
    }
  }
  var trimmedSpec: ShapeSpec? { (shape as? any BuiltInShape)?.spec }
  var range: ClosedRange<Double> {
    let a = min(max(from, 0), 1)
    let b = min(max(to, 0), 1)
    return min(a, b)...max(a, b)
  }
}

/// A rectangle.
nonisolated public struct Rectangle: Shape, BuiltInShape {
  /// A rectangle that fills its frame.
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect) }
  var spec: ShapeSpec { ShapeSpec(kind: .rectangle) }
}

/// A rectangle with rounded corners.
nonisolated public struct RoundedRectangle: Shape, BuiltInShape {
  /// The radius of the corners, in points (drawn at most half the shorter side); it animates.
  public var cornerRadius: Double
  /// A rounded rectangle with corners of `cornerRadius` (`style` is accepted: corners are drawn circular).
  public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
  /// A rounded rectangle whose corner radius is `cornerSize.width` (the height is ignored, and `style` is
  /// accepted: corners are drawn circular).
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { cornerRadius = Double(cornerSize.width) }
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius) }
  public var animatableData: Double {
    get { cornerRadius }
    set { cornerRadius = newValue }
  }
  var spec: ShapeSpec { ShapeSpec(kind: .roundedRectangle, cornerRadius: cornerRadius) }
}

/// Corner styles.
nonisolated public enum RoundedCornerStyle: Sendable {
  /// Quarter-circle corners.
  case circular
  /// Corners whose curve eases into the straight sides, as iOS draws them (render-anim draws them circular).
  case continuous
}

/// A circle centred in its frame.
nonisolated public struct Circle: Shape, BuiltInShape {
  /// A circle as wide as the shorter side of its frame, centred in it.
  public init() {}
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }
  /// The largest square that fits the proposal (a dimension it leaves open takes the other's length; 10
  /// points when both are open), as iOS 17 sizes a circle: `Circle()` offered 100 × 20 is 20 × 20.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let side = [proposal.width, proposal.height].compactMap { $0 }.min() ?? 10
    return CGSize(width: side, height: side)
  }
  var spec: ShapeSpec { ShapeSpec(kind: .circle) }
}

/// An ellipse filling its frame.
nonisolated public struct Ellipse: Shape, BuiltInShape {
  /// An ellipse that fills its frame.
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  var spec: ShapeSpec { ShapeSpec(kind: .ellipse) }
}

/// A capsule filling its frame.
nonisolated public struct Capsule: Shape, BuiltInShape {
  /// A capsule whose ends are half circles across the shorter side (`style` is accepted and ignored).
  public init(style: RoundedCornerStyle = .continuous) {}
  public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
  var spec: ShapeSpec { ShapeSpec(kind: .capsule) }
}

nonisolated extension Shape where Self == Rectangle {
  /// A rectangle (`.rect`).
  public static var rect: Rectangle { Rectangle() }
}
nonisolated extension Shape where Self == Circle {
  /// A circle (`.circle`).
  public static var circle: Circle { Circle() }
}
nonisolated extension Shape where Self == Capsule {
  /// A capsule (`.capsule`).
  public static var capsule: Capsule { Capsule() }
}
nonisolated extension Shape where Self == Ellipse {
  /// An ellipse (`.ellipse`).
  public static var ellipse: Ellipse { Ellipse() }
}
nonisolated extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle with corners of `cornerRadius` (`.rect(cornerRadius:)`; `style` is accepted: corners
  /// are drawn circular).
  public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius)
  }
}

/// The background of the view's environment (SwiftUI's `BackgroundStyle`): the system background, white in
/// light mode and black in dark mode.
nonisolated public struct BackgroundStyle: ShapeStyle {
  /// The background style.
  public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background of the view's environment.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

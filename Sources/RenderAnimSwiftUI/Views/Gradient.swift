import DisplayModel
import Keyframes

/// A list of colour stops (SwiftUI's `Gradient`).
nonisolated public struct Gradient: Hashable, Sendable {
  /// One stop.
  public struct Stop: Hashable, Sendable {
    /// The colour at the stop.
    public var color: Color
    /// Where the stop lies along the gradient, from 0 (its start) to 1 (its end).
    public var location: Double
    /// A stop of `color` at `location` (0 … 1).
    public init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }
  /// The stops, in order of location.
  public var stops: [Stop]
  /// Evenly spaced colours.
  public init(colors: [Color]) {
    stops = zip(colors, GradientFill.evenStops(colors.map(\.rgba))).map { Stop(color: $0, location: $1.location) }
  }
  /// Stops at locations.
  public init(stops: [Stop]) { self.stops = stops }
  /// The stops' colours in `scheme`.
  func fillStops(_ scheme: ColorScheme) -> [GradientFill.Stop] {
    stops.map { GradientFill.Stop(color: $0.color.resolved(scheme), location: $0.location) }
  }
}

/// A gradient used as a shape style: its geometry and its colours, resolved in the scheme where it is drawn.
protocol GradientStyle: ShapeStyle, PrimitiveView {
  var kind: GradientFill.Kind { get }
  var gradient: Gradient { get }
}

extension GradientStyle {
  /// The gradient as drawn in `scheme`.
  func fill(_ scheme: ColorScheme) -> GradientFill { GradientFill(kind: kind, stops: gradient.fillStops(scheme)) }
}

extension GradientStyle {
  /// A gradient used as a view fills the space offered, as a rectangle painted with it.
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    [ViewNode(path: path, kind: .shape(ShapeSpec.filled(.rectangle, style: self, scheme: environment.colorScheme)))]
  }
}

/// SwiftUI's `LinearGradient`.
nonisolated public struct LinearGradient: ShapeStyle, GradientStyle, View, PrimitiveView {
  public typealias Body = Never
  let kind: GradientFill.Kind
  let gradient: Gradient
  /// A gradient along the line from `startPoint` to `endPoint`, in unit points of the shape it fills.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    kind = .linear(start: startPoint, end: endPoint)
    self.gradient = gradient
  }
  /// Evenly spaced `colors` along the line from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  /// `stops` along the line from `startPoint` to `endPoint`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }
}

/// SwiftUI's `RadialGradient`.
nonisolated public struct RadialGradient: ShapeStyle, GradientStyle, View, PrimitiveView {
  public typealias Body = Never
  let kind: GradientFill.Kind
  let gradient: Gradient
  /// A gradient in circles around `center`, from `startRadius` to `endRadius` points out.
  public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
    kind = .radial(center: center, startRadius: startRadius, endRadius: endRadius)
    self.gradient = gradient
  }
  /// Evenly spaced `colors` in circles around `center`, from `startRadius` to `endRadius` points out.
  public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

/// SwiftUI's `AngularGradient`.
nonisolated public struct AngularGradient: ShapeStyle, GradientStyle, View, PrimitiveView {
  public typealias Body = Never
  let kind: GradientFill.Kind
  let gradient: Gradient
  /// A gradient swept around `center` from `startAngle` to `endAngle` (a full turn by default).
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
    kind = .angular(center: center, startAngle: startAngle.radians, endAngle: endAngle.radians)
    self.gradient = gradient
  }
  /// Evenly spaced `colors` swept around `center` from `startAngle` to `endAngle` (a full turn by default).
  public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// A full turn starting at `angle` (SwiftUI's `init(gradient:center:angle:)`).
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }
  /// A full turn of `colors` starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }
  /// A full turn of `stops` starting at `angle`.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }
}

/// SwiftUI's `EllipticalGradient`: a radial gradient stretched to the frame's ellipse, its radii fractions of
/// the frame (0 at the centre, 1 at the edge).
nonisolated public struct EllipticalGradient: ShapeStyle, GradientStyle, View, PrimitiveView {
  public typealias Body = Never
  let kind: GradientFill.Kind
  let gradient: Gradient
  /// A gradient from `startRadiusFraction` to `endRadiusFraction` of the frame around `center`.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5
  ) {
    kind = .elliptical(center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    self.gradient = gradient
  }
  /// A gradient of `colors`.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  /// A gradient of `stops`.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: Double = 0,
    endRadiusFraction: Double = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}

extension ShapeSpec {
  /// A shape filled with a colour or gradient.
  static func filled(
    _ kind: ShapeKind, cornerRadius: Double = 0, style: any ShapeStyle, scheme: ColorScheme
  ) -> ShapeSpec {
    var spec = ShapeSpec(kind: kind, cornerRadius: cornerRadius, fill: style.flatColor(scheme))
    if let g = style.gradientFill(scheme) { spec.gradient = g }
    if let m = style.unwrapped as? Material { spec.backdropBlur = m.blur }
    return spec
  }
}

/// `Color.gradient`: the colour as a subtle top-to-bottom gradient, as iOS draws it.
nonisolated public struct AnyGradient: ShapeStyle, GradientStyle, View, PrimitiveView {
  public typealias Body = Never
  let kind: GradientFill.Kind
  let gradient: Gradient
}

extension Color {
  /// The colour as a gradient: lighter at the top, the colour itself at the bottom.
  public var gradient: AnyGradient {
    func lighter(_ c: RGBAColor) -> RGBAColor {
      RGBAColor(
        red: c.red + (1 - c.red) * 0.12, green: c.green + (1 - c.green) * 0.12, blue: c.blue + (1 - c.blue) * 0.12,
        alpha: c.alpha)
    }
    let top = Color(lighter(rgba), dark: dark.map(lighter))
    return AnyGradient(kind: .linear(start: .top, end: .bottom), gradient: Gradient(colors: [top, self]))
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient (SwiftUI's `ShapeStyle.linearGradient`).
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient of `colors`.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient of `stops`.
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient (SwiftUI's `ShapeStyle.radialGradient`).
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double
  ) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial gradient of `colors`.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient (SwiftUI's `ShapeStyle.angularGradient`).
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An angular gradient of `colors`.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// A full turn of `colors` from `angle` (SwiftUI's `conicGradient`).
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient (SwiftUI's `ShapeStyle.ellipticalGradient`).
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0,
    endRadiusFraction: Double = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction
    )
  }
  /// An elliptical gradient of `colors`.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0,
    endRadiusFraction: Double = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
}

/// A `Gradient` used as a shape style paints as a linear gradient from top to bottom, as SwiftUI's does.
nonisolated extension Gradient: ShapeStyle {}

import DisplayModel

/// Something that can fill a shape or colour text: a colour or a gradient.
public protocol ShapeStyle {}

/// A colour; as a view it fills the space it is offered. The named colours are iOS's light-mode values.
nonisolated public struct Color: View, ShapeStyle, Hashable, Sendable, PrimitiveView {
  public typealias Body = Never
  var rgba: RGBAColor

  init(_ rgba: RGBAColor) { self.rgba = rgba }
  init(named name: String) { rgba = RGBAColor.named(name)! }

  /// A colour from sRGB components 0…1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    rgba = RGBAColor(red: red, green: green, blue: blue, alpha: opacity)
  }
  /// A colour space's components (only sRGB exists here).
  public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }
  /// A grey.
  public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
  /// Hue, saturation and brightness 0…1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    rgba = PlaceholderArt.color(hue: hue, saturation: saturation, brightness: brightness, opacity: opacity)
  }
  /// An asset-catalogue colour: render-anim has no asset catalogue, so a named system colour, else grey.
  public init(_ name: String) { rgba = RGBAColor.named(name) ?? RGBAColor.named("gray")! }

  /// This colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    var c = rgba
    c.alpha *= opacity
    return Color(c)
  }

  /// The sRGB colour space.
  public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

  public static let red = Color(named: "red")
  public static let orange = Color(named: "orange")
  public static let yellow = Color(named: "yellow")
  public static let green = Color(named: "green")
  public static let mint = Color(named: "mint")
  public static let teal = Color(named: "teal")
  public static let cyan = Color(named: "cyan")
  public static let blue = Color(named: "blue")
  public static let indigo = Color(named: "indigo")
  public static let purple = Color(named: "purple")
  public static let pink = Color(named: "pink")
  public static let brown = Color(named: "brown")
  public static let gray = Color(named: "gray")
  public static let black = Color(named: "black")
  public static let white = Color(named: "white")
  public static let clear = Color(named: "clear")
  public static let primary = Color(named: "primary")
  public static let secondary = Color(named: "secondary")
  /// The accent colour: iOS's default blue.
  public static let accentColor = Color(named: "blue")

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode] {
    [ViewNode(path: path, kind: .shape(ShapeSpec(kind: .rectangle, fill: rgba)))]
  }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  public static var mint: Color { .mint }
  public static var teal: Color { .teal }
  public static var cyan: Color { .cyan }
  public static var blue: Color { .blue }
  public static var indigo: Color { .indigo }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  public static var brown: Color { .brown }
  public static var gray: Color { .gray }
  public static var black: Color { .black }
  public static var white: Color { .white }
  public static var clear: Color { .clear }
  public static var primary: Color { .primary }
  public static var secondary: Color { .secondary }
  public static var tint: Color { .accentColor }
}

extension ShapeStyle {
  /// The style itself, out of an ``AnyShapeStyle``.
  var unwrapped: any ShapeStyle { (self as? AnyShapeStyle)?.base.unwrapped ?? self }
  /// The colour a flat style paints with (a gradient: its first stop).
  var flatColor: RGBAColor? {
    let style = unwrapped
    if let c = style as? Color { return c.rgba }
    if let g = style as? any GradientStyle { return g.fill.stops.first?.color }
    return nil
  }
  /// The gradient a gradient style paints with.
  var gradientFill: GradientFill? { (unwrapped as? any GradientStyle)?.fill }
}

/// A shape style of any type (SwiftUI's `AnyShapeStyle`): paints as the style it wraps.
nonisolated public struct AnyShapeStyle: ShapeStyle {
  let base: any ShapeStyle
  /// Wraps `style`.
  public init<S: ShapeStyle>(_ style: S) { base = style }
}

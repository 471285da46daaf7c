import DisplayModel
import Foundation

/// Something that can fill a shape or colour text: a colour or a gradient.
public protocol ShapeStyle {}

/// A colour; as a view it fills the space it is offered. The system colours (`.red`, `.primary`, …) have
/// iOS's light and dark values and follow the colour scheme where they are drawn (docs/swift-views.md,
/// Dark mode); a colour made from components is the same in both.
nonisolated public struct Color: View, ShapeStyle, Hashable, Sendable, PrimitiveView {
  public typealias Body = Never
  /// The colour in light mode (and in dark mode when ``dark`` is nil).
  var rgba: RGBAColor
  /// The colour in dark mode, when it differs.
  var dark: RGBAColor?
  /// A system colour's name (`green`), which its description gives, as iOS's does; not part of its
  /// equality.
  var name: String? = nil

  init(_ rgba: RGBAColor, dark: RGBAColor? = nil) {
    self.rgba = rgba
    self.dark = dark
  }

  public static func == (a: Color, b: Color) -> Bool { a.rgba == b.rgba && a.dark == b.dark }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rgba)
    hasher.combine(dark)
  }
  /// A colour that is `rgba` in both schemes (a scene file's colour).
  package init(rgba: RGBAColor) { self.init(rgba) }
  init(named name: String) {
    if let pair = SystemColors.swiftUI(name) { self.init(pair) } else { self.init(RGBAColor.named(name)!) }
    self.name = name
  }
  init(_ pair: SystemColors.Pair) { self.init(pair.light, dark: pair.dark == pair.light ? nil : pair.dark) }

  /// The colour drawn in `scheme`.
  func resolved(_ scheme: ColorScheme) -> RGBAColor { scheme == .dark ? dark ?? rgba : rgba }

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
  /// The colour set `name` of the view's asset catalog, with its dark appearance (docs/swift-views.md,
  /// Asset catalogs); without one, a system colour of that name, else grey.
  public init(_ name: String, bundle: Bundle? = nil) {
    if let set = AssetCatalogs.current.color(named: name) {
      self.init(set.light, dark: set.dark)
    } else {
      self.init(named: SystemColors.swiftUI(name) != nil || RGBAColor.named(name) != nil ? name : "gray")
    }
  }
  /// The colour a style that is a colour paints (iOS 17's initialiser, which public code calls with a
  /// colour: `Color(isOn ? tint : .red)`); generic as SwiftUI's, so `Color(.brand)` still takes the asset
  /// catalog's `ColorResource`. Another style paints its flat colour, or clear.
  public init<T: Hashable & ShapeStyle>(_ color: T) {
    if let color = color as? Color {
      self = color
    } else {
      let light = color.flatColor(.light) ?? .clear
      let dark = color.flatColor(.dark) ?? light
      self.init(light, dark: dark == light ? nil : dark)
    }
  }
  /// A colour set of the view's asset catalog by its generated symbol (`Color(.brand)`); clear, as on
  /// iOS, when there is no such set.
  public init(_ resource: ColorResource) {
    let set = AssetCatalogs.current.color(named: resource.name)
    self.init(set?.light ?? .clear, dark: set?.dark)
  }

  /// This colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    var c = self
    c.rgba.alpha *= opacity
    c.dark?.alpha *= opacity
    return c
  }

  /// The sRGB colour space.
  public enum RGBColorSpace: Sendable {
    /// Standard sRGB, linear sRGB and Display P3; render-anim reads components in any of them as sRGB.
    case sRGB, sRGBLinear, displayP3
  }

  // The system colours (`Color.red`, `.red`) are declared once, on `ShapeStyle where Self == Color`
  // below, not also on `Color`: two declarations of `red` make every `Color.red` in a modifier chain a
  // choice the type checker carries down the chain, and its time doubles with each (scripts/bench.sh,
  // the type-check measure).
  /// The accent colour: the asset catalog's `AccentColor` set, as Xcode makes it the app's accent colour,
  /// else iOS's default blue.
  public static var accentColor: Color {
    AssetCatalogs.current.color(named: "AccentColor").map { Color($0.light, dark: $0.dark) } ?? Color(named: "blue")
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    [ViewNode(path: path, kind: .shape(ShapeSpec(kind: .rectangle, fill: resolved(environment.colorScheme))))]
  }
}

nonisolated extension Color: CustomStringConvertible {
  /// A system colour's name (`green`, `primary`), as iOS gives it; any other colour's light appearance as
  /// `#RRGGBBAA` in sRGB.
  public var description: String {
    if let name { return name }
    func byte(_ x: Double) -> String {
      let v = Int((min(max(x, 0), 1) * 255).rounded())
      return String(v, radix: 16, uppercase: true).count == 1
        ? "0" + String(v, radix: 16, uppercase: true) : String(v, radix: 16, uppercase: true)
    }
    return "#" + byte(rgba.red) + byte(rgba.green) + byte(rgba.blue) + byte(rgba.alpha)
  }
}

extension ShapeStyle where Self == Color {
  /// Red, with iOS's light and dark values.
  public static var red: Color { Color(named: "red") }
  /// Orange, with iOS's light and dark values.
  public static var orange: Color { Color(named: "orange") }
  /// Yellow, with iOS's light and dark values.
  public static var yellow: Color { Color(named: "yellow") }
  /// Green, with iOS's light and dark values.
  public static var green: Color { Color(named: "green") }
  /// Mint, with iOS's light and dark values.
  public static var mint: Color { Color(named: "mint") }
  /// Teal, with iOS's light and dark values.
  public static var teal: Color { Color(named: "teal") }
  /// Cyan, with iOS's light and dark values.
  public static var cyan: Color { Color(named: "cyan") }
  /// Blue, with iOS's light and dark values.
  public static var blue: Color { Color(named: "blue") }
  /// Indigo, with iOS's light and dark values.
  public static var indigo: Color { Color(named: "indigo") }
  /// Purple, with iOS's light and dark values.
  public static var purple: Color { Color(named: "purple") }
  /// Pink, with iOS's light and dark values.
  public static var pink: Color { Color(named: "pink") }
  /// Brown, with iOS's light and dark values.
  public static var brown: Color { Color(named: "brown") }
  /// Grey, with iOS's light and dark values.
  public static var gray: Color { Color(named: "gray") }
  /// Black, with iOS's light and dark values.
  public static var black: Color { Color(named: "black") }
  /// White, with iOS's light and dark values.
  public static var white: Color { Color(named: "white") }
  /// Transparent, with iOS's light and dark values.
  public static var clear: Color { Color(named: "clear") }
  /// The primary label colour, with iOS's light and dark values.
  public static var primary: Color { Color(named: "primary") }
  /// The secondary label colour, with iOS's light and dark values.
  public static var secondary: Color { Color(named: "secondary") }
  /// The tint colour (SwiftUI's `TintShapeStyle`); here always the accent colour, iOS's default blue:
  /// a `.tint(_:)` around the view does not change it.
  public static var tint: Color { .accentColor }
}

extension ShapeStyle {
  /// The style itself, out of an ``AnyShapeStyle``.
  var unwrapped: any ShapeStyle {
    if let gradient = self as? Gradient {
      return AnyGradient(kind: .linear(start: .top, end: .bottom), gradient: gradient)
    }
    if let shadowed = self as? _ShadowShapeStyle { return shadowed.base.unwrapped }
    if self is BackgroundStyle { return Color(named: "systemBackground") }
    if let leveled = self as? _LeveledShapeStyle { return leveled.resolvedStyle }
    return (self as? AnyShapeStyle)?.base.unwrapped ?? self
  }
  /// The style with its shadows, when it casts any (``ShapeStyle/shadow(_:)``).
  var unwrappedShadow: _ShadowShapeStyle? {
    (self as? _ShadowShapeStyle) ?? (self as? AnyShapeStyle)?.base.unwrappedShadow
  }
  /// The colour a flat style paints with in `scheme` (a gradient: its first stop).
  func flatColor(_ scheme: ColorScheme) -> RGBAColor? {
    let style = unwrapped
    if let c = style as? Color { return c.resolved(scheme) }
    if let g = style as? any GradientStyle { return g.fill(scheme).stops.first?.color }
    if let m = style as? Material { return m.tint(scheme) }
    return nil
  }
  /// The gradient a gradient style paints with in `scheme`.
  package func gradientFill(_ scheme: ColorScheme) -> GradientFill? { (unwrapped as? any GradientStyle)?.fill(scheme) }
}

/// A shape style of any type (SwiftUI's `AnyShapeStyle`): paints as the style it wraps.
nonisolated public struct AnyShapeStyle: ShapeStyle {
  let base: any ShapeStyle
  /// Wraps `style`.
  public init<S: ShapeStyle>(_ style: S) { base = style }
}

/// A value in each colour scheme, chosen where it is drawn (a style given to a `Text` before the scheme
/// around it is known).
nonisolated struct Appearances<Value: Equatable & Sendable>: Equatable, Sendable {
  var light: Value
  var dark: Value
  /// Resolves `make` in both schemes.
  init(_ make: (ColorScheme) -> Value) {
    light = make(.light)
    dark = make(.dark)
  }
  /// The value in `scheme`.
  func callAsFunction(_ scheme: ColorScheme) -> Value { scheme == .dark ? dark : light }
}

extension Appearances: Hashable where Value: Hashable {}

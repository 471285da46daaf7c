import DisplayModel
import Foundation

/// UIKit's colour: a fixed colour, or a system colour with iOS's light and dark values (`systemRed`,
/// `label`, `systemBackground` …), which a SwiftUI view resolves in its colour scheme
/// (`Color(uiColor:)`).
nonisolated public final class UIColor: Sendable, Equatable {
  /// The colour in light mode (and in dark mode when `dark` is nil).
  package let light: RGBAColor
  /// The colour in dark mode, when it differs.
  package let dark: RGBAColor?

  package init(_ light: RGBAColor, dark: RGBAColor? = nil) {
    self.light = light
    self.dark = dark == light ? nil : dark
  }

  /// A colour from sRGB components 0…1 (values outside are clamped when drawn).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
  }
  /// A grey.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }
  /// Hue, saturation and brightness 0…1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (r, g, b) = UIColor.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
    self.init(RGBAColor(red: r, green: g, blue: b, alpha: Double(alpha)))
  }
  /// The colour set `name` of the view's asset catalog, with its dark appearance; nil, as on iOS, when
  /// there is none.
  public convenience init?(named name: String) {
    guard let set = AssetCatalogs.current.color(named: name) else { return nil }
    self.init(set.light, dark: set.dark)
  }
  /// The colour set `name` (there are no bundles or trait collections here).
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    self.init(named: name)
  }
  /// A colour set of the view's asset catalog by its generated symbol; clear, with no such set.
  public convenience init(resource: ColorResource) {
    let set = AssetCatalogs.current.color(named: resource.name)
    self.init(set?.light ?? .clear, dark: set?.dark)
  }
  /// A colour that depends on the appearance: `provider` is asked for light and for dark.
  public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
    let light = provider(UITraitCollection(userInterfaceStyle: .light)).light
    let dark = provider(UITraitCollection(userInterfaceStyle: .dark))
    self.init(light, dark: dark.dark ?? dark.light)
  }

  /// This colour with its alpha replaced.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    func with(_ c: RGBAColor) -> RGBAColor { RGBAColor(red: c.red, green: c.green, blue: c.blue, alpha: Double(alpha)) }
    return UIColor(with(light), dark: dark.map(with))
  }
  /// The colour in `traitCollection`'s appearance.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    UIColor(traitCollection.userInterfaceStyle == .dark ? dark ?? light : light)
  }

  public static func == (a: UIColor, b: UIColor) -> Bool { a.light == b.light && a.dark == b.dark }

  static func rgb(hue: Double, saturation s: Double, brightness v: Double) -> (Double, Double, Double) {
    let h = (hue - hue.rounded(.down)) * 6
    let i = Int(h) % 6
    let f = h - h.rounded(.down)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    switch i {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
  }
}

/// The appearance a dynamic colour is resolved in (UIKit's `UITraitCollection`, its interface style).
nonisolated public struct UITraitCollection: Sendable {
  /// Light or dark.
  public var userInterfaceStyle: UIUserInterfaceStyle
  /// The preferred text size (`unspecified` where the collection does not say).
  public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
  /// A trait collection of one interface style.
  public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
  /// A trait collection of one preferred text size.
  public init(preferredContentSizeCategory: UIContentSizeCategory) {
    userInterfaceStyle = .unspecified
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }
  /// The traits of `traitCollections` together, a later one's specified traits over an earlier one's.
  public init(traitsFrom traitCollections: [UITraitCollection]) {
    userInterfaceStyle = .unspecified
    for t in traitCollections {
      if t.userInterfaceStyle != .unspecified { userInterfaceStyle = t.userInterfaceStyle }
      if t.preferredContentSizeCategory != .unspecified {
        preferredContentSizeCategory = t.preferredContentSizeCategory
      }
    }
  }
  /// The appearance views are drawn in by default: light, at the render's text size (`--dynamic-type`).
  public static var current: UITraitCollection {
    var traits = UITraitCollection(userInterfaceStyle: .light)
    traits.preferredContentSizeCategory = UIContentSizeCategory.render
    return traits
  }
  /// The text size the collection says, else the render's.
  var category: UIContentSizeCategory {
    preferredContentSizeCategory == .unspecified ? UIContentSizeCategory.render : preferredContentSizeCategory
  }
}

/// UIKit's interface styles.
nonisolated public enum UIUserInterfaceStyle: Int, Sendable {
  /// No style given: a dynamic colour resolves to its light value, as in light mode.
  case unspecified
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}

/// `#colorLiteral(red:green:blue:alpha:)`, which Xcode's colour picker writes: a `UIColor` where nothing
/// else gives the literal a type, as UIKit declares.
public typealias _ColorLiteralType = UIColor

nonisolated extension UIColor: _ExpressibleByColorLiteral {
  /// The colour of a `#colorLiteral`: sRGB components 0…1.
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
  }
}

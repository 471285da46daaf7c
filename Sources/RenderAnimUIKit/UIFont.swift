import Foundation

/// UIKit's font, as SwiftUI code hands one to `Font(_:)`: a size, a weight, and a text style or family.
nonisolated public final class UIFont: Sendable {
  /// The size in points.
  public let pointSize: CGFloat
  /// The weight.
  package let weight: Weight
  /// A family by name (`UIFont(name:size:)`), nil for the system font.
  public let familyName: String?
  /// The system font's width (`systemFont(ofSize:weight:width:)`).
  package let width: Width
  /// The text style of `preferredFont(forTextStyle:)`.
  package let textStyle: TextStyle?

  package init(
    size: CGFloat, weight: Weight = .regular, width: Width = .standard, family: String? = nil,
    textStyle: TextStyle? = nil
  ) {
    pointSize = size
    self.weight = weight
    self.width = width
    familyName = family
    self.textStyle = textStyle
  }

  /// A font by family name (drawn with that family when fontconfig has it, else the system font).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty, fontSize > 0 else { return nil }
    self.init(size: fontSize, family: fontName)
  }
  /// The system font at `fontSize` points and `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(size: fontSize, weight: weight)
  }
  /// The system font at `fontSize` points, `weight` and `width` (SF Pro's widths).
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
    UIFont(size: fontSize, weight: weight, width: width)
  }
  /// The bold system font.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .bold) }
  /// The italic system font (drawn upright: render-anim's `Font(_:)` keeps size and weight).
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
  /// The font of a text style at the default Dynamic Type size (iOS's sizes: body 17, title 28 …).
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(size: style.defaultSize, weight: style == .headline ? .semibold : .regular, textStyle: style)
  }
  /// This font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(size: fontSize, weight: weight, width: width, family: familyName)
  }

  /// UIKit's font weights, with their CSS weights (100…900).
  public struct Weight: Hashable, Sendable {
    /// The CSS weight.
    package let value: Int
    /// The lightest weights: ultra light (CSS 100), thin (200) and light (300).
    public static let ultraLight = Weight(value: 100), thin = Weight(value: 200), light = Weight(value: 300)
    /// Regular (CSS 400, the default), medium (500) and semibold (600).
    public static let regular = Weight(value: 400), medium = Weight(value: 500), semibold = Weight(value: 600)
    /// The heaviest weights: bold (CSS 700), heavy (800) and black (900).
    public static let bold = Weight(value: 700), heavy = Weight(value: 800), black = Weight(value: 900)
  }

  /// UIKit's widths of the system font, with SwiftUI's `Font.Width` values.
  public struct Width: Hashable, Sendable {
    /// The value: 0 standard, negative narrower, positive wider.
    public let rawValue: CGFloat
    /// A width of value `rawValue`.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// A width of value `rawValue`.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// The narrowest width (−0.3) and a narrow one (−0.2).
    public static let compressed = Width(-0.3), condensed = Width(-0.2)
    /// The standard width (0) and a wide one (0.2).
    public static let standard = Width(0), expanded = Width(0.2)
  }

  /// UIKit's text styles.
  public struct TextStyle: Hashable, Sendable {
    package let name: String
    /// The size at the default Dynamic Type size (Apple's Human Interface Guidelines, iOS).
    package let defaultSize: CGFloat
    /// The large title style: 34 points at the default Dynamic Type size.
    public static let largeTitle = TextStyle(name: "largeTitle", defaultSize: 34)
    /// The first-level title style (SwiftUI's `.title`): 28 points at the default Dynamic Type size.
    public static let title1 = TextStyle(name: "title", defaultSize: 28)
    /// The second-level title style: 22 points at the default Dynamic Type size.
    public static let title2 = TextStyle(name: "title2", defaultSize: 22)
    /// The third-level title style: 20 points at the default Dynamic Type size.
    public static let title3 = TextStyle(name: "title3", defaultSize: 20)
    /// The headline style: 17 points at the default Dynamic Type size, semibold.
    public static let headline = TextStyle(name: "headline", defaultSize: 17)
    /// The body text style: 17 points at the default Dynamic Type size.
    public static let body = TextStyle(name: "body", defaultSize: 17)
    /// The callout style: 16 points at the default Dynamic Type size.
    public static let callout = TextStyle(name: "callout", defaultSize: 16)
    /// The subheadline style: 15 points at the default Dynamic Type size.
    public static let subheadline = TextStyle(name: "subheadline", defaultSize: 15)
    /// The footnote style: 13 points at the default Dynamic Type size.
    public static let footnote = TextStyle(name: "footnote", defaultSize: 13)
    /// The first caption style (SwiftUI's `.caption`): 12 points at the default Dynamic Type size.
    public static let caption1 = TextStyle(name: "caption", defaultSize: 12)
    /// The second caption style: 11 points at the default Dynamic Type size.
    public static let caption2 = TextStyle(name: "caption2", defaultSize: 11)
  }
}

import DisplayModel
import Foundation

/// Fonts: the system font is Inter; text styles and custom fonts follow the Dynamic Type size.
nonisolated public struct Font: Hashable, Sendable {
  /// The font at the default Dynamic Type size.
  var spec: FontSpec
  /// The text style whose Dynamic Type sizes this font follows: its own (`.body`), or the one a custom
  /// font is relative to; nil for a fixed size (`.system(size:)`).
  var scalesWith: TextStyle?
  /// `monospacedDigit()`: digits from the font's tabular figures.
  var monospacedDigits = false
  /// A text style's own font (`.body`, `.system(.title, weight: .bold)`): its lines stand the style's
  /// leading apart, as iOS sets them; nil for a fixed size or a custom font.
  var leadingStyle: TextStyle? = nil

  /// SwiftUI's text styles (`Font.TextStyle`).
  public typealias TextStyle = DisplayModel.TextStyle

  init(_ spec: FontSpec, scalesWith: TextStyle? = nil) {
    self.spec = spec
    self.scalesWith = scalesWith
  }
  init(_ style: TextStyle) {
    self.init(FontSpec(size: style.font.size, weight: style.font.weight), scalesWith: style)
    leadingStyle = style
  }

  /// The font request at Dynamic Type size `size`: a text style's size from Apple's table, a custom font
  /// scaled as its style is.
  func spec(at size: DynamicTypeSize) -> FontSpec {
    guard let style = scalesWith, size != .large else { return spec }
    var s = spec
    s.size = spec.size == style.font.size ? style.dynamicSizes[size.rawValue].size : spec.size * size.scale(for: style)
    return s
  }

  /// The text style for large titles: 34 points, regular, at the default Dynamic Type size.
  public static let largeTitle = Font(TextStyle.largeTitle)
  /// The text style for titles: 28 points, regular, at the default Dynamic Type size.
  public static let title = Font(TextStyle.title)
  /// The text style for second-level headings: 22 points, regular, at the default Dynamic Type size.
  public static let title2 = Font(TextStyle.title2)
  /// The text style for third-level headings: 20 points, regular, at the default Dynamic Type size.
  public static let title3 = Font(TextStyle.title3)
  /// The text style for headings: 17 points, semibold, at the default Dynamic Type size.
  public static let headline = Font(TextStyle.headline)
  /// The text style for subheadings: 15 points, regular, at the default Dynamic Type size.
  public static let subheadline = Font(TextStyle.subheadline)
  /// The text style for body text: 17 points, regular, at the default Dynamic Type size.
  public static let body = Font(TextStyle.body)
  /// The text style for callouts: 16 points, regular, at the default Dynamic Type size.
  public static let callout = Font(TextStyle.callout)
  /// The text style for footnotes: 13 points, regular, at the default Dynamic Type size.
  public static let footnote = Font(TextStyle.footnote)
  /// The text style for captions: 12 points, regular, at the default Dynamic Type size.
  public static let caption = Font(TextStyle.caption)
  /// The text style for secondary captions: 11 points, regular, at the default Dynamic Type size.
  public static let caption2 = Font(TextStyle.caption2)

  /// The system font at `size` points.
  public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
    // A size below zero (a computed size that overshoots) draws nothing, as on iOS, rather than erring.
    var spec = FontSpec(size: size.isFinite ? max(size, 0) : 0, weight: weight?.value ?? 400)
    if let design { spec.family = FontSpec.family(design: design.name) }
    return Font(spec)
  }

  /// A text style of the system font.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    var font = Font(style)
    if let weight { font.spec.weight = weight.value }
    if let design { font.spec.family = FontSpec.family(design: design.name) }
    return font
  }

  /// A font by family name at `size` points, scaled with Dynamic Type as body text is.
  public static func custom(_ name: String, size: Double) -> Font {
    Font(FontSpec(size: size, family: name), scalesWith: .body)
  }
  /// A font by family name at `size` points, scaled with Dynamic Type as text of `textStyle` is.
  public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font {
    Font(FontSpec(size: size, family: name), scalesWith: textStyle)
  }
  /// A font by family name at `fixedSize` points whatever the Dynamic Type size.
  public static func custom(_ name: String, fixedSize: Double) -> Font { Font(FontSpec(size: fixedSize, family: name)) }

  /// This font, bold.
  public func bold() -> Font { weight(.bold) }
  /// This font at `weight`.
  public func weight(_ weight: Weight) -> Font {
    var f = self
    f.spec.weight = weight.value
    return f
  }
  /// This font at `width` (SF Pro's widths; the open system font drawn scaled to their widths).
  public func width(_ width: Width) -> Font {
    var f = self
    f.spec.width = Double(width.value)
    return f
  }
  /// This font, italic.
  public func italic() -> Font {
    var f = self
    f.spec.italic = true
    return f
  }
  /// This font with digits all as wide (the font's tabular figures, OpenType `tnum`).
  public func monospacedDigit() -> Font {
    var f = self
    f.monospacedDigits = true
    return f
  }

  /// A font weight.
  public struct Weight: Hashable, Sendable {
    let value: Int
    /// Ultra-light (weight 100).
    public static let ultraLight = Weight(value: 100)
    /// Thin (weight 200).
    public static let thin = Weight(value: 200)
    /// Light (weight 300).
    public static let light = Weight(value: 300)
    /// Regular (weight 400).
    public static let regular = Weight(value: 400)
    /// Medium (weight 500).
    public static let medium = Weight(value: 500)
    /// Semibold (weight 600).
    public static let semibold = Weight(value: 600)
    /// Bold (weight 700).
    public static let bold = Weight(value: 700)
    /// Heavy (weight 800).
    public static let heavy = Weight(value: 800)
    /// Black, the heaviest (weight 900).
    public static let black = Weight(value: 900)
  }

  /// A width of the system font: SF Pro is drawn compressed, condensed, standard or expanded; the designs
  /// (rounded, serif, monospaced) have one width.
  public struct Width: Hashable, Sendable {
    /// SwiftUI's value: 0 the standard width, negative narrower, positive wider.
    public var value: CGFloat
    /// A width of value `value` (drawn at the nearest of the system font's widths).
    public init(_ value: CGFloat) { self.value = value }
    /// The narrowest width (−0.3).
    public static let compressed = Width(-0.3)
    /// A narrow width (−0.2).
    public static let condensed = Width(-0.2)
    /// The standard width (0).
    public static let standard = Width(0)
    /// A wide width (0.2).
    public static let expanded = Width(0.2)
  }

  /// A font design.
  public struct Design: Hashable, Sendable {
    let name: String
    /// The system font's own design (Inter here).
    public static let `default` = Design(name: "default")
    /// A design with serifs (DejaVu Serif here).
    public static let serif = Design(name: "serif")
    /// A design with rounded terminals (Quicksand here).
    public static let rounded = Design(name: "rounded")
    /// A design whose characters are all as wide (DejaVu Sans Mono here).
    public static let monospaced = Design(name: "monospaced")
  }

}

nonisolated extension Font.Weight {
  /// The weight of a CSS-style number 100…900 (a scene file's `weight`).
  package init(cssWeight: Int) { self.init(value: cssWeight) }
}

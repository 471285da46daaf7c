import Foundation
import DisplayModel

/// A string for `Text`, with SwiftUI's interpolations (`\(value, specifier: "%.1f")`, `\(date, format: …)`).
nonisolated public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
  var text: String
  public init(_ value: String) { text = value }
  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// Builds the string of an interpolated literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation<T>(_ value: T) { text += "\(value)" }
    /// A number with a `printf` format (precisions and widths up to 64).
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      text += TextFormatting.format(specifier, value)
    }
    /// Another `Text`'s string.
    public mutating func appendInterpolation(_ value: Text) { text += value.string }
  }
}

nonisolated enum TextFormatting {
  /// `String(format:)` with widths and precisions bounded (a huge width would allocate without end).
  static func format(_ specifier: String, _ value: CVarArg) -> String {
    let digits = specifier.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    guard digits.allSatisfy({ $0 <= 64 }) else { return "\(value)" }
    return String(format: specifier, value)
  }
}

/// A line of text in the environment's font and foreground colour (emoji-only strings draw from the
/// colour emoji font, as on iOS).
nonisolated public struct Text: View, PrimitiveView, Equatable {
  public typealias Body = Never
  var string: String
  var font: Font? = nil
  var weight: Font.Weight? = nil
  var color: Color? = nil
  var gradient: Appearances<GradientFill?>? = nil
  var italic = false

  /// Text from a literal, with SwiftUI's interpolations.
  public init(_ key: LocalizedStringKey) { string = key.text }
  /// Text from a string.
  public init<S: StringProtocol>(_ content: S) { string = String(content) }
  /// Text shown as written.
  public init(verbatim content: String) { string = content }

  /// This text in `font`.
  public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
  /// This text in bold.
  public func bold(_ isActive: Bool = true) -> Text { var t = self; if isActive { t.weight = .bold }; return t }
  /// This text at `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
  /// This text in `color`.
  public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; t.gradient = nil; return t }
  /// This text in `style`: a colour, or a gradient across the text's frame.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    var t = self
    let light = style.flatColor(.light), dark = style.flatColor(.dark)
    t.color = light.map { Color($0, dark: dark == light ? nil : dark) }
    t.gradient = Appearances { style.gradientFill($0) }
    return t
  }
  /// This text in italic.
  public func italic(_ isActive: Bool = true) -> Text { var t = self; t.italic = isActive; return t }

  /// Two texts run together (drawn in the first one's font).
  public static func + (lhs: Text, rhs: Text) -> Text { var t = lhs; t.string += rhs.string; return t }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode] {
    var env = environment
    if let font { env.font = font }
    if let weight { env.fontWeight = weight }
    if italic { env.italic = true }
    let color = color?.resolved(env.colorScheme) ?? env.foregroundColor
    let gradient = self.color == nil ? env.foregroundGradient : self.gradient?(env.colorScheme) ?? nil
    let spec = env.resolvedFont
    if Text.isEmoji(string) {
      let size = context.measurer.size(ofEmoji: string, fontSize: spec.size)
      return [ViewNode(path: path, kind: .fixed(.emoji(string, fontSize: spec.size), size: size))]
    }
    // The ideal size: the lines it has unwrapped (ViewLayout wraps it at a narrower width offered).
    let paragraph = env.paragraph
    let size = context.measurer.size(ofText: string, font: spec, paragraph: paragraph)
    var node = ViewNode(path: path, kind: .fixed(.text(string, font: spec, color: color, paragraph: paragraph, gradient: gradient), size: size))
    if let t = env.contentTransition, t != .identity { node.textTransition = t }
    node.minimumScaleFactor = env.minimumScaleFactor
    return [node]
  }

  /// Whether every character is an emoji (drawn from the emoji font).
  static func isEmoji(_ s: String) -> Bool {
    !s.isEmpty && s.allSatisfy { c in
      c.unicodeScalars.contains { $0.properties.isEmojiPresentation } ||
        (c.unicodeScalars.count > 1 && c.unicodeScalars.contains { $0.properties.isEmoji && $0.value > 0x2000 })
    }
  }
}

import DisplayModel
import Foundation

/// A line of text in the environment's font and foreground colour (emoji-only strings draw from the
/// colour emoji font, as on iOS). A literal is read as SwiftUI reads a `LocalizedStringKey` (its numbers
/// formatted for the locale, its Markdown styled); texts joined with `+` keep their own styles.
nonisolated public struct Text: View, PrimitiveView, Equatable {
  public typealias Body = Never
  /// The pieces in order, each with the styles written on it before it was joined.
  var segments: [TextSegment]
  /// Styles written on the whole text (inside a piece's own, which win).
  var style = TextSegment.Style()
  /// `monospacedDigit()` on the text.
  var tabularDigits = false

  /// Text from a literal, with SwiftUI's interpolations and Markdown. The key is the text: a view file
  /// is rendered in its development language, so `tableName`, `bundle` and the translator's `comment` are
  /// accepted and change nothing.
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)
  {
    segments = [TextSegment(content: .localized(key))]
  }
  /// Text from a string, as written (disfavoured, as in SwiftUI: a literal is a `LocalizedStringKey`).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { segments = [TextSegment(content: .verbatim(String(content)))] }
  /// Text shown as written.
  public init(verbatim content: String) { segments = [TextSegment(content: .verbatim(content))] }
  /// An SF Symbol as text, set at the text's size (an image from a file draws nothing).
  public init(_ image: Image) { self.init("\(image)" as LocalizedStringKey) }

  /// The string in `en_US` (names a tap target; a frame draws it for the locale where it is).
  var string: String { segments.map { $0.plain(Locale(identifier: "en_US"), now: RenderClock.epoch) }.joined() }

  /// The pieces with the whole text's styles pushed into each (for `+` and interpolation).
  var flattened: [TextSegment] {
    segments.map {
      var s = $0
      s.style = s.style.filling(from: style)
      return s
    }
  }

  private func with(_ change: (inout Text) -> Void) -> Text {
    var t = self
    change(&t)
    return t
  }

  /// This text with the styles `change` writes where no modifier written before it set them: SwiftUI
  /// applies a text's modifiers from the last written to the first, so of two that set the same style
  /// the one written first (nearer the text) wins, as with a view's environment modifiers:
  /// `Text("a").font(.title).font(.body)` is a title, `.foregroundColor(.red).foregroundColor(.blue)` red.
  private func written(_ change: (inout TextSegment.Style) -> Void) -> Text {
    var added = TextSegment.Style()
    change(&added)
    var t = self
    t.style = style.filling(from: added)
    return t
  }

  /// This text in `font`.
  public func font(_ font: Font?) -> Text { written { $0.font = font } }
  /// This text in bold.
  public func bold(_ isActive: Bool = true) -> Text { written { if isActive { $0.weight = .bold } } }
  /// This text at `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> Text { written { $0.weight = weight } }
  /// This text in `color`.
  public func foregroundColor(_ color: Color?) -> Text {
    written {
      $0.color = color
      $0.gradient = nil
    }
  }
  /// This text in `style`: a colour, or a gradient across the text's frame (also when this text is a part
  /// of a text joined with `+`: the part's characters show the gradient laid across the whole text).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    written {
      let light = style.flatColor(.light)
      let dark = style.flatColor(.dark)
      $0.color = light.map { Color($0, dark: dark == light ? nil : dark) }
      let gradient = Appearances { style.gradientFill($0) }
      $0.gradient = gradient.light == nil && gradient.dark == nil ? nil : gradient
    }
  }
  /// This text in italic.
  public func italic(_ isActive: Bool = true) -> Text { written { $0.italic = isActive } }
  /// This text in the system font's `design` (a font asked for by name keeps its own).
  public func fontDesign(_ design: Font.Design?) -> Text { written { $0.design = design } }
  /// This text at `width` of the system font (nil: the width around it).
  public func fontWidth(_ width: Font.Width?) -> Text { written { $0.width = width } }
  /// This text in the system font's fixed-width design (DejaVu Sans Mono here), when `isActive` and no
  /// design was written before it.
  public func monospaced(_ isActive: Bool = true) -> Text {
    written { if isActive { $0.design = .monospaced } }
  }
  /// This text struck through.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    written {
      $0.strikethrough = isActive
      $0.strikethroughColor = color
    }
  }
  /// This text underlined.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    written {
      $0.underline = isActive
      $0.underlineColor = color
    }
  }
  /// This text raised `offset` points above the baseline (lowered when negative).
  public func baselineOffset(_ offset: CGFloat) -> Text { written { $0.baselineOffset = Double(offset) } }

  /// This text with `tracking` points after each character.
  public func tracking(_ tracking: CGFloat) -> Text { written { $0.tracking = Double(tracking) } }
  /// This text with `kerning` points after each character (as `tracking`).
  public func kerning(_ kerning: CGFloat) -> Text { tracking(kerning) }
  /// This text with digits all as wide.
  public func monospacedDigit() -> Text { with { $0.tabularDigits = true } }

  /// Where a text cut at its line limit loses its characters (SwiftUI's `Text.TruncationMode`).
  public enum TruncationMode: Hashable, Sendable {
    /// The start is cut: the text begins with "…".
    case head
    /// The middle is cut: "…" stands in the middle.
    case middle
    /// The end is cut: the text ends in "…" (the default).
    case tail
    var paragraph: TextParagraph.Truncation {
      switch self {
      case .head: .head
      case .middle: .middle
      case .tail: .tail
      }
    }
  }

  /// Two texts run together, each keeping its styles.
  public static func + (lhs: Text, rhs: Text) -> Text { Text(segments: lhs.flattened + rhs.flattened) }

  init(segments: [TextSegment]) { self.segments = segments }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    var env = environment
    if let font = style.font { env.font = font }
    if let weight = style.weight { env.fontWeight = weight }
    if style.italic == true { env.italic = true }
    if let d = style.design { env.fontDesign = d }
    if let w = style.width { env.fontWidth = w }
    if tabularDigits { env.monospacedDigit = true }
    if let t = style.tracking { env.tracking = t }
    let color = style.color?.resolved(env.colorScheme) ?? env.foregroundColor
    let gradient = style.color == nil ? env.foregroundGradient : style.gradient?(env.colorScheme) ?? nil
    let spec = env.resolvedFont
    // A date's style counts on the render clock: the instant of the update or frame being drawn.
    var (string, runs) = TextSegment.runs(segments, base: style, in: env, now: RenderClock.date(context.time))
    if let textCase = env.textCase {
      let cased = textCase == .uppercase ? string.uppercased() : string.lowercased()
      // Styled runs keep their ranges: a string whose length the case changes (ß → SS) is kept as written.
      if runs.isEmpty || cased.utf16.count == string.utf16.count && cased.utf8.count == string.utf8.count {
        string = cased
      }
    }
    if runs.isEmpty, Text.isEmoji(string) {
      let size = context.measurer.size(ofEmoji: string, fontSize: spec.size)
      var node = ViewNode(path: path, kind: .fixed(.emoji(string, fontSize: spec.size), size: size))
      // An emoji is a text: a change under an animation crossfades (below).
      if env.contentTransition != .identity { node.textTransition = .opacity }
      return [node]
    }
    // The ideal size: the lines it has unwrapped (ViewLayout wraps it at a narrower width offered).
    var paragraph = env.paragraph
    paragraph.runs = runs
    let size = context.measurer.size(ofText: string, font: spec, paragraph: paragraph)
    var node = ViewNode(
      path: path,
      kind: .fixed(.text(string, font: spec, color: color, paragraph: paragraph, gradient: gradient), size: size))
    // Without `.contentTransition`, a change of the string under an animation crossfades, as SwiftUI's does.
    let transition = env.contentTransition ?? .opacity
    if transition != .identity { node.textTransition = transition }
    node.listsTextTransition = env.contentTransition != nil
    node.minimumScaleFactor = env.minimumScaleFactor
    node.allowsTightening = env.allowsTightening
    return [node]
  }

  /// Whether every character is an emoji (drawn from the emoji font).
  static func isEmoji(_ s: String) -> Bool {
    !s.isEmpty
      && s.allSatisfy { c in
        c.unicodeScalars.contains { $0.properties.isEmojiPresentation }
          || (c.unicodeScalars.count > 1 && c.unicodeScalars.contains { $0.properties.isEmoji && $0.value > 0x2000 })
      }
  }
}

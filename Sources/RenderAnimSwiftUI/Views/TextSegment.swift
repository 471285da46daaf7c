import DisplayModel
import Foundation

/// A piece of a `Text`: a string as written or a literal read as a `LocalizedStringKey`, with the styles
/// written on it. A text is one piece until texts are joined with `+` or interpolated into a literal.
nonisolated struct TextSegment: Hashable, Sendable {
  enum Content: Hashable, Sendable {
    case verbatim(String)
    case localized(LocalizedStringKey)
    /// `Text(_:style:)`: shown at the instant the text is drawn.
    case date(Date, Text.DateStyle)
    /// `Text(_:format:)`.
    case formatted(TextFormatted)
    /// A run of an `AttributedString`: its characters, and its link and inline intents as Markdown styles.
    case attributed(String, TextMarkdown.Style)
  }

  /// What `Text`'s modifiers set; nil (or false) leaves it to what is around.
  struct Style: Hashable, Sendable {
    var font: Font?
    var weight: Font.Weight?
    var italic: Bool?
    var color: Color?
    var strikethrough = false
    var underline = false
    var strikethroughColor: Color?
    var underlineColor: Color?
    var background: Color?
    var baselineOffset: Double?
    var tracking: Double?
    /// An SF Symbol's glyph: the icon font it is set in.
    var symbolFamily: String?
    /// `Text.fontDesign(_:)` and `Text.monospaced()`: the system font's design.
    var design: Font.Design? = nil
    /// `Text.fontWidth(_:)`: the system font's width.
    var width: Font.Width? = nil
    /// `Text.foregroundStyle(_:)` with a gradient (``color`` is then its first colour): set and cleared
    /// with the colour, so the inner of the two wins as a colour does.
    var gradient: Appearances<GradientFill?>? = nil

    /// This style, with what it leaves unset taken from `outer` (the inner style wins, as in SwiftUI).
    func filling(from outer: Style) -> Style {
      Style(
        font: font ?? outer.font, weight: weight ?? outer.weight, italic: italic ?? outer.italic,
        color: color ?? outer.color,
        strikethrough: strikethrough || outer.strikethrough, underline: underline || outer.underline,
        strikethroughColor: strikethroughColor ?? outer.strikethroughColor,
        underlineColor: underlineColor ?? outer.underlineColor, background: background ?? outer.background,
        baselineOffset: baselineOffset ?? outer.baselineOffset, tracking: tracking ?? outer.tracking,
        symbolFamily: symbolFamily, design: design ?? outer.design, width: width ?? outer.width,
        gradient: color != nil ? gradient : outer.gradient)
    }
  }

  var content: Content
  var style = Style()

  /// The string for `locale` at `now`, without styles.
  func plain(_ locale: Locale, now: Date) -> String { pieces(locale, now: now).map(\.text).joined() }

  /// The string for `locale` in pieces of one style: the Markdown of a literal, its arguments in their
  /// places (a `Text` argument with its own styles).
  func pieces(_ locale: Locale, now: Date) -> [(text: String, markdown: TextMarkdown.Style, style: Style)] {
    switch content {
    case .verbatim(let s): return [(s, TextMarkdown.Style(), style)]
    case .date(let date, let dateStyle):
      return [(dateStyle.string(date, now: now, locale: locale), TextMarkdown.Style(), style)]
    case .formatted(let f): return [(f.string(locale), TextMarkdown.Style(), style)]
    case .attributed(let s, let markdown): return [(s, markdown, style)]
    case .localized(let key):
      let parsed =
        key.key.contains(where: { "*_`~[\\".contains($0) })
        ? TextMarkdown.parse(key.key)
        : [TextMarkdown.Piece(text: key.key, style: TextMarkdown.Style())]
      var arguments = key.arguments.makeIterator()
      var result: [(text: String, markdown: TextMarkdown.Style, style: Style)] = []
      for piece in parsed {
        var literal = ""
        for ch in piece.text {
          guard ch == LocalizedStringKey.placeholder else {
            literal.append(ch)
            continue
          }
          guard let argument = arguments.next() else { continue }
          if case .text(let inner) = argument {
            if !literal.isEmpty {
              result.append((literal, piece.markdown, style))
              literal = ""
            }
            for segment in inner {
              for p in segment.pieces(locale, now: now) {
                result.append((p.text, p.markdown, p.style.filling(from: style)))
              }
            }
          } else if case .symbol(let name) = argument, let glyph = SFSymbols.glyph(name) {
            if !literal.isEmpty {
              result.append((literal, piece.markdown, style))
              literal = ""
            }
            var symbol = style
            symbol.symbolFamily = glyph.family
            result.append((String(glyph.character), TextMarkdown.Style(), symbol))
          } else {
            literal += argument.formatted(locale, now: now)
          }
        }
        if !literal.isEmpty { result.append((literal, piece.markdown, style)) }
      }
      return result
    }
  }
}

extension TextMarkdown.Piece {
  fileprivate var markdown: TextMarkdown.Style { style }
}

extension TextSegment {
  /// The string of `segments` for the environment's locale and the runs styled unlike `base` (the text's
  /// own style, which the node's font and colour already carry).
  static func runs(_ segments: [TextSegment], base: Style, in env: ViewEnvironment, now: Date) -> (String, [TextRun]) {
    var string = ""
    var runs: [TextRun] = []
    for segment in segments {
      for piece in segment.pieces(env.values.locale, now: now) {
        let start = string.utf8.count
        string += piece.text
        let end = string.utf8.count
        let style = piece.style.filling(from: base)
        guard start < end, style != base || !piece.markdown.isPlain else { continue }
        runs.append(run(style, piece.markdown, start: start, end: end, in: env))
      }
    }
    return (string, runs)
  }

  private static func run(
    _ style: Style, _ markdown: TextMarkdown.Style, start: Int, end: Int, in env: ViewEnvironment
  ) -> TextRun {
    var run = TextRun(start: start, end: end)
    if let font = style.font {
      let spec = font.spec(at: env.values.dynamicTypeSize)
      run.size = spec.size
      run.family = spec.resolvedFamily
      run.weight = spec.weight
      if spec.width != 0 { run.width = spec.width }
    }
    if let w = style.width { run.width = Double(w.value) }
    if let w = style.weight { run.weight = w.value }
    if let d = style.design, style.font?.spec.family == nil {
      run.family = FontSpec.family(design: d.name)
    }
    if let i = style.italic { run.italic = i }
    if let c = style.color { run.color = c.resolved(env.colorScheme) }
    run.gradient = style.gradient?(env.colorScheme) ?? nil
    run.strikethrough = style.strikethrough || markdown.strikethrough
    run.underline = style.underline
    run.strikethroughColor = style.strikethroughColor?.resolved(env.colorScheme)
    run.underlineColor = style.underlineColor?.resolved(env.colorScheme)
    run.background = style.background?.resolved(env.colorScheme)
    run.baselineOffset = style.baselineOffset
    run.tracking = style.tracking
    if let family = style.symbolFamily {
      // A symbol in a line is as large as a standalone one at the text's font (Image's medium scale).
      run.family = family
      run.size = (run.size ?? env.resolvedFont.size) * SFSymbols.sizeFactor
      run.weight = 400
    }
    if markdown.bold { run.weight = max(run.weight ?? env.resolvedFont.weight, 700) }
    if markdown.italic { run.italic = true }
    if markdown.code { run.family = FontSpec.family(design: "monospaced") }
    if markdown.link != nil { run.color = env.tint ?? Color.accentColor.resolved(env.colorScheme) }
    return run
  }
}

/// How a text sets its lines: SwiftUI's `multilineTextAlignment(_:)` and `lineLimit(_:)`, wrapped at a
/// width (the width a `frame` or a stack offers the text).
///
/// A text with no ``width`` breaks lines only at its newlines. With a width, words that do not fit move to
/// the next line (a word longer than the width breaks between characters), as SwiftUI wraps. With a
/// ``lineLimit``, the last line that is shown ends in "…" when text is cut.
public struct TextParagraph: Sendable, Equatable, Hashable {
  /// SwiftUI's `TextAlignment`: where each line stands in the text's frame.
  public enum Alignment: String, Sendable, Equatable, Hashable, CaseIterable {
    /// Each line against the frame's leading edge.
    case leading
    /// Each line centred in the frame.
    case center
    /// Each line against the frame's trailing edge.
    case trailing
  }

  /// The width in points at which lines wrap; nil: no wrapping.
  public var width: Double?
  /// The most lines shown; nil: no limit.
  public var lineLimit: Int?
  /// SwiftUI's `lineLimit(_:reservesSpace:)` and `lineLimit(3...)`: the text is at least this many lines
  /// tall, its lines at the top of that height; nil: as tall as its lines.
  public var reservedLines: Int? = nil
  /// Where lines stand (SwiftUI's default is `.leading`).
  public var alignment: Alignment
  /// Stretches styled unlike the rest (Markdown's `**bold**`, a text joined with `+`), in order.
  public var runs: [TextRun]
  /// SwiftUI's `lineSpacing`: points added between lines.
  public var lineSpacing: Double
  /// A text style's leading (Apple's distance between baselines for the style, ``TextStyle/dynamicSizes``):
  /// lines after the first stand this far apart (plus ``lineSpacing``), as iOS sets a text style's lines; nil
  /// (a font of a fixed size): the font's own line height.
  public var styleLeading: Double? = nil
  /// SwiftUI's `tracking` and `kerning`: points added between characters (none at a line's ends).
  public var tracking: Double
  /// SwiftUI's `monospacedDigit()`: digits all as wide (the font's tabular figures).
  public var tabularDigits: Bool
  /// SwiftUI's `truncationMode`: where a text cut at its line limit loses its characters.
  public var truncation: Truncation

  /// SwiftUI's `redacted(reason: .placeholder)`: each line is drawn as a rounded bar in the text's paint,
  /// faded, instead of its glyphs (the lines are set as they would be).
  public var redacted = false
  /// The opacity of a placeholder's paint (redacted text's bars, redacted images): SwiftUI's for a redacted
  /// image, the foreground colour's opacity times 0.16 (docs/swift-views.md, Redaction).
  public static let placeholderOpacity = 0.16

  /// SwiftUI's `Text.TruncationMode`.
  public enum Truncation: String, Sendable, Hashable, CaseIterable {
    /// Characters are left out at the start, where "…" stands (Pango's start ellipsis).
    case head
    /// Characters are left out in the middle, where "…" stands (Pango's middle ellipsis).
    case middle
    /// Characters are left out at the end, where "…" stands (Pango's end ellipsis).
    case tail
  }

  /// A paragraph: no wrapping, no limit, leading lines, one style, unless given.
  public init(
    width: Double? = nil, lineLimit: Int? = nil, alignment: Alignment = .leading, runs: [TextRun] = [],
    lineSpacing: Double = 0, tracking: Double = 0, tabularDigits: Bool = false, truncation: Truncation = .tail
  ) {
    self.width = width
    self.lineLimit = lineLimit
    self.alignment = alignment
    self.runs = runs
    self.lineSpacing = lineSpacing
    self.tracking = tracking
    self.tabularDigits = tabularDigits
    self.truncation = truncation
  }

  /// The height of a text whose `lines` lines measure `height` in all, grown to ``reservedLines`` lines of
  /// the same height and ``lineSpacing`` when it has fewer (a text style's lines ``styleLeading`` apart).
  public func reservedHeight(lines: Int, height: Double) -> Double {
    guard let reserved = reservedLines, lines > 0, reserved > lines else { return height }
    if let styleLeading {
      let pitch = styleLeading + lineSpacing
      return height + pitch * Double(reserved - lines)
    }
    let line = (height - lineSpacing * Double(lines - 1)) / Double(lines)
    return line * Double(reserved) + lineSpacing * Double(reserved - 1)
  }

  /// The string as it is shaped: with a line limit, paragraphs after the limit's last line are left out
  /// (their first kept line ends in "…"); Pango limits the lines of each paragraph itself.
  public func shapedText(_ text: String) -> String {
    guard let lineLimit, lineLimit > 0 else { return text }
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard paragraphs.count > lineLimit else { return text }
    return paragraphs.prefix(lineLimit).joined(separator: "\n") + "…"
  }
}

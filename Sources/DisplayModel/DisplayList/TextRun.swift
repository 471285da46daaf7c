/// A stretch of a text styled unlike the rest of it: what SwiftUI's Markdown in a string literal
/// (`**bold**`, `*italic*`, code in backticks, `~~strike~~`, links) and `Text` joined with `+` give. What a run
/// leaves nil is the text's own.
public struct TextRun: Sendable, Equatable, Hashable {
  /// The stretch, in UTF-8 bytes of the text: `start ..< end`.
  public var start: Int
  /// The UTF-8 byte offset just past the stretch's last character.
  public var end: Int
  /// CSS-style weight (400 regular, 700 bold).
  public var weight: Int?
  /// Italic (true) or upright (false); nil: the text's own style.
  public var italic: Bool?
  /// A family other than the text's (`code` is monospaced).
  public var family: String?
  /// A size in points other than the text's.
  public var size: Double?
  /// A colour other than the text's for the run's characters.
  public var color: RGBAColor?
  /// Whether the run is struck through (`~~strike~~`, `Text.strikethrough()`).
  public var strikethrough: Bool
  /// Whether the run is underlined (`Text.underline()`).
  public var underline: Bool
  /// Points added after each character of the run (`Text.tracking`, `.kerning`).
  public var tracking: Double?
  /// The colours of the strikethrough and underline lines (nil: the text's colour).
  public var strikethroughColor: RGBAColor? = nil
  /// The colour of the underline (nil: the text's colour).
  public var underlineColor: RGBAColor? = nil
  /// A colour behind the run's characters (an `AttributedString`'s `backgroundColor`).
  public var background: RGBAColor? = nil
  /// Points the run is raised above the baseline (`Text.baselineOffset`; negative lowers it).
  public var baselineOffset: Double? = nil
  /// A width other than the text's (``FontSpec/width``: `Text.fontWidth(_:)` on a part of a text).
  public var width: Double? = nil
  /// A gradient the run's characters are painted with (`Text.foregroundStyle(_:)` on a part of a text
  /// joined with `+`), laid across the whole text's frame as a gradient on the whole text is; it takes the
  /// place of ``color``.
  public var gradient: GradientFill? = nil

  /// A run over `start ..< end` (UTF-8 bytes) with the styles given.
  public init(
    start: Int, end: Int, weight: Int? = nil, italic: Bool? = nil, family: String? = nil, size: Double? = nil,
    color: RGBAColor? = nil, strikethrough: Bool = false, underline: Bool = false, tracking: Double? = nil
  ) {
    self.tracking = tracking
    self.start = start
    self.end = end
    self.weight = weight
    self.italic = italic
    self.family = family
    self.size = size
    self.color = color
    self.strikethrough = strikethrough
    self.underline = underline
  }
}

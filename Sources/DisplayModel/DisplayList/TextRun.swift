/// A stretch of a text styled unlike the rest of it: what SwiftUI's Markdown in a string literal
/// (`**bold**`, `*italic*`, `` `code` ``, `~~strike~~`, links) and `Text` joined with `+` give. What a run
/// leaves nil is the text's own.
public struct TextRun: Sendable, Equatable, Hashable {
  /// The stretch, in UTF-8 bytes of the text: `start ..< end`.
  public var start: Int
  public var end: Int
  /// CSS-style weight (400 regular, 700 bold).
  public var weight: Int?
  public var italic: Bool?
  /// A family other than the text's (`code` is monospaced).
  public var family: String?
  /// A size in points other than the text's.
  public var size: Double?
  public var color: RGBAColor?
  public var strikethrough: Bool
  public var underline: Bool
  /// Points added after each character of the run (`Text.tracking`, `.kerning`).
  public var tracking: Double?
  /// The colours of the strikethrough and underline lines (nil: the text's colour).
  public var strikethroughColor: RGBAColor? = nil
  public var underlineColor: RGBAColor? = nil
  /// A colour behind the run's characters (an `AttributedString`'s `backgroundColor`).
  public var background: RGBAColor? = nil
  /// Points the run is raised above the baseline (`Text.baselineOffset`; negative lowers it).
  public var baselineOffset: Double? = nil

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

import Foundation

/// A deterministic estimate of text extents for when no font engine is at hand (tests, `sample`
/// without the renderer): emoji are 1.17 × the font size square per grapheme (Noto Color Emoji's
/// advance), text 0.55 × size per character (scaled by the font's width, ``FontWidth/lineScale``) with the
/// paragraph's tracking between characters, and 1.2 × size high.
public struct EstimatedTextMeasurer: TextMeasuring {
  /// A measurer; it has no settings.
  public init() {}
  public func size(ofEmoji string: String, fontSize: Double) -> Size {
    Size(width: Double(max(string.count, 1)) * fontSize * 1.17, height: fontSize * 1.17)
  }
  public func size(ofText string: String, font: FontSpec, paragraph: TextParagraph) -> Size {
    let advance = font.size * 0.55 * font.drawnWidth.lineScale
    let tracking = paragraph.tracking
    var lines = paragraph.shapedText(string).split(separator: "\n", omittingEmptySubsequences: false).map(\.count)
    if let width = paragraph.width {
      let perLine = max(1, Int(max(width + tracking, 0) / max(advance + tracking, 1e-9) + 1e-9))
      lines = lines.flatMap { n in
        n <= perLine ? [n] : Array(repeating: perLine, count: n / perLine) + (n % perLine > 0 ? [n % perLine] : [])
      }
    }
    if let limit = paragraph.lineLimit, limit > 0 { lines = Array(lines.prefix(limit)) }
    let height = Double(max(lines.count, 1)) * font.size * 1.2
    let longest = Double(lines.max() ?? 0)
    return Size(
      width: longest * advance + max(longest - 1, 0) * tracking,
      height: paragraph.reservedHeight(lines: max(lines.count, 1), height: height))
  }
}

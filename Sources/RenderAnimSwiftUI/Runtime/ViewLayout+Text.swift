import DisplayModel

/// How a text is set in the size it is offered: wrapped at the width, and shrunk as `minimumScaleFactor`
/// allows when it still does not fit its lines.
nonisolated extension ViewLayout {
  /// A text's font, paragraph and size when it is offered `p` (narrower than its `ideal` width).
  ///
  /// Wrapped at the width offered, a text that needs more lines than its `lineLimit` (or, with no limit,
  /// more height than is offered) is shrunk, as SwiftUI shrinks it, to the largest size down to
  /// `minimumScaleFactor` of its own at which it fits (found to 1/256 of the range by bisection); if even
  /// the smallest does not fit, it is set at the smallest and cut as its paragraph cuts it.
  func setText(
    _ string: String, font: FontSpec, paragraph: TextParagraph, ideal: Size, _ p: ProposedSize,
    minimumScaleFactor: Double
  ) -> (font: FontSpec, paragraph: TextParagraph, size: Size) {
    var wrapped = paragraph
    wrapped.width = max(p.width ?? ideal.width, 0)
    let size = measurer.size(ofText: string, font: font, paragraph: wrapped)
    guard minimumScaleFactor < 1, !fits(string, font, wrapped, p) else { return (font, wrapped, size) }
    var lo = minimumScaleFactor
    var hi = 1.0
    for _ in 0..<8 {
      let mid = (lo + hi) / 2
      if fits(string, scaled(font, mid), wrapped, p) { lo = mid } else { hi = mid }
    }
    let shrunk = scaled(font, lo)
    return (shrunk, wrapped, measurer.size(ofText: string, font: shrunk, paragraph: wrapped))
  }

  private func scaled(_ font: FontSpec, _ factor: Double) -> FontSpec {
    var f = font
    f.size = font.size * factor
    return f
  }

  /// Whether the whole text fits: no line cut by the limit, no taller than offered, no word wider.
  private func fits(_ string: String, _ font: FontSpec, _ paragraph: TextParagraph, _ p: ProposedSize) -> Bool {
    var unlimited = paragraph
    unlimited.lineLimit = nil
    let all = measurer.size(ofText: string, font: font, paragraph: unlimited)
    let width = paragraph.width ?? .infinity
    if all.width > width + 1e-3 { return false }
    if paragraph.lineLimit != nil {
      let shown = measurer.size(ofText: string, font: font, paragraph: paragraph)
      return all.height <= shown.height + 1e-3
    }
    guard let h = p.height, h.isFinite else { return true }
    return all.height <= h + 1e-3
  }
}

import DisplayModel

/// How a text is set in the size it is offered: wrapped at the width, and tightened or shrunk as
/// `allowsTightening` and `minimumScaleFactor` allow when it still does not fit its lines.
nonisolated extension ViewLayout {
  /// A text's font, paragraph and size when it is offered `p` (narrower than its `ideal` width).
  ///
  /// Wrapped at the width offered, a text that needs more lines than its `lineLimit` (or, with no limit,
  /// more height than is offered) would be cut. With `allowsTightening`, a text shown on one line is first
  /// set with its characters closer, when that makes it fit (``tightened(_:_:_:_:)``). Otherwise it is
  /// shrunk, as SwiftUI shrinks it, to the largest size down to `minimumScaleFactor` of its own at which it
  /// fits (found to 1/256 of the range by bisection); if even the smallest does not fit, it is set at the
  /// smallest and cut as its paragraph cuts it.
  func setText(
    _ string: String, font: FontSpec, paragraph: TextParagraph, ideal: Size, _ p: ProposedSize,
    fitting node: ViewNode
  ) -> (font: FontSpec, paragraph: TextParagraph, size: Size) {
    var wrapped = paragraph
    wrapped.width = max(p.width ?? ideal.width, 0)
    let size = measurer.size(ofText: string, font: font, paragraph: wrapped)
    let minimumScaleFactor = node.minimumScaleFactor
    guard minimumScaleFactor < 1 || node.allowsTightening, !fits(string, font, wrapped, p) else {
      return (font, wrapped, size)
    }
    if node.allowsTightening, let tight = tightened(string, font, wrapped, p) {
      return (font, tight, measurer.size(ofText: string, font: font, paragraph: tight))
    }
    guard minimumScaleFactor < 1 else { return (font, wrapped, size) }
    var lo = minimumScaleFactor
    var hi = 1.0
    for _ in 0..<8 {
      let mid = (lo + hi) / 2
      if fits(string, scaled(font, mid), wrapped, p) { lo = mid } else { hi = mid }
    }
    let shrunk = scaled(font, lo)
    return (shrunk, wrapped, measurer.size(ofText: string, font: shrunk, paragraph: wrapped))
  }

  /// The paragraph of a one-line text set tighter to fit its width, or nil when it cannot be.
  ///
  /// TextKit's rule (`NSParagraphStyle.tighteningFactorForTruncation`, 0.05 by default): a line about to
  /// be cut is tightened instead when its width is at most 1.05 × the width it has. The tracking taken off
  /// is what closes the gap, found from the width one point of tracking takes (the text's width is linear
  /// in its tracking), then stepped by Pango's unit, 1/1024 pt, until the line fits. Only a text shown on
  /// one line is tightened (its `lineLimit` is 1, or the height offered holds one line), as UIKit
  /// tightens single-line labels; a text with a newline is cut at it whatever its spacing.
  private func tightened(
    _ string: String, _ font: FontSpec, _ paragraph: TextParagraph, _ p: ProposedSize
  ) -> TextParagraph? {
    guard let width = paragraph.width, width > 0, !string.contains("\n") else { return nil }
    var line = paragraph
    line.width = nil
    line.lineLimit = nil
    let natural = measurer.size(ofText: string, font: font, paragraph: line)
    let oneLine = paragraph.lineLimit == 1 || (p.height.map { $0 < 2 * natural.height } ?? false)
    guard oneLine, natural.width > width, natural.width <= width * 1.05 else { return nil }
    line.tracking -= 1
    let perPoint = natural.width - measurer.size(ofText: string, font: font, paragraph: line).width
    guard perPoint > 0 else { return nil }
    var tight = paragraph
    tight.tracking -= (natural.width - width) / perPoint
    for _ in 0..<8 where !fits(string, font, tight, p) { tight.tracking -= 1.0 / 1024 }
    return fits(string, font, tight, p) ? tight : nil
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

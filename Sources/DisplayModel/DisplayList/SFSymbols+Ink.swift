extension SFSymbols {
  /// Where a symbol's glyph draws in its box of `size` (as `content(_:fill:side:…)` makes it): the ink's
  /// size and its centre's offset from the box's centre. A `resizable()` symbol is stretched by its ink, as
  /// iOS stretches a symbol image whose bounds hug the glyph (docs/swift-views.md, SF Symbols). `nil` when
  /// the content is not one glyph (a composed or layered symbol) or the measurer cannot tell.
  public static func inkBox(
    of content: DisplayContent, size: Size, measurer: any TextMeasuring
  ) -> (size: Size, centre: (x: Double, y: Double))? {
    switch content {
    case .text(let string, let font, _, _, _):
      guard let ink = measurer.inkExtents(ofText: string, font: font), ink.width > 0, ink.height > 0 else {
        return nil
      }
      // A weight other than regular moves the outline out (or in) by the font's outset on every side.
      let grow = font.glyphOutset
      return (
        Size(width: ink.width + 2 * grow, height: ink.height + 2 * grow),
        (ink.x + ink.width / 2 - size.width / 2, ink.y + ink.height / 2 - size.height / 2)
      )
    case .group(let items) where items.count == 1:
      // A turned glyph: its ink box turned with it (corners mapped, then bounded).
      let item = items[0]
      guard let (inner, centre) = inkBox(of: item.content, size: item.frameSize, measurer: measurer) else { return nil }
      let corners = [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { sx, sy in
        item.transform.apply(x: centre.x + sx * inner.width / 2, y: centre.y + sy * inner.height / 2)
      }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      return (
        Size(width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!),
        ((xs.max()! + xs.min()!) / 2, (ys.max()! + ys.min()!) / 2)
      )
    default:
      return nil
    }
  }
}

import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// A `resizable()` symbol fills its frame with its ink, as iOS stretches a symbol image whose bounds hug
/// the glyph (docs/swift-views.md, SF Symbols; on iOS 18 a resizable `checkmark` in a 16 × 12 frame inks
/// 16 × 11.7 points). Material's `plus` inks 14 of its 24 units both ways, its bars 2 units thick: stretched
/// to 100 × 60 points (centred in a 200 × 200 canvas: x 50…150, y 70…130), its vertical bar is 2/14 of
/// 100 = 14.3 pixels wide and its horizontal bar 2/14 of 60 = 8.6 pixels tall.
@Suite struct ResizableSymbolInkTests {
  /// The ink (darkness summed, in pixels) along a row or a column, and where it starts and ends.
  func ink(_ f: RenderedFrame, row: Int? = nil, column: Int? = nil) -> (sum: Double, first: Int, last: Int) {
    var sum = 0.0
    var first = Int.max
    var last = -1
    for i in 0..<200 {
      let p = row.map { f.rgb(i, $0) } ?? f.rgb(column!, i)
      let dark = Double(255 - Int(p.r)) / 255
      sum += dark
      if dark > 0.5 {
        first = min(first, i)
        last = i
      }
    }
    return (sum, first, last)
  }

  @Test func aStretchedSymbolFillsItsFrame() throws {
    let f = try viewFrame { Image(systemName: "plus").resizable().frame(width: 100, height: 60) }
    let across = ink(f, row: 100)
    #expect(across.first == 50 && across.last == 149, "\(across)")
    let down = ink(f, column: 100)
    #expect(down.first == 70 && down.last == 129, "\(down)")
    let bar = ink(f, row: 75)
    #expect(abs(bar.sum - 14.3) < 0.5, "\(bar)")
    let beam = ink(f, column: 60)
    #expect(abs(beam.sum - 8.6) < 0.5, "\(beam)")
  }

  /// Fitted, the ink keeps its aspect: a square glyph in 120 × 80 is 80 points each way.
  @Test func aFittedSymbolKeepsItsInksAspect() throws {
    let f = try viewFrame { Image(systemName: "plus").resizable().scaledToFit().frame(width: 120, height: 80) }
    let across = ink(f, row: 100)
    #expect(across.first == 60 && across.last == 139, "\(across)")
    let down = ink(f, column: 100)
    #expect(down.first == 60 && down.last == 139, "\(down)")
  }
}

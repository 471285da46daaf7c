import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// A symbol drawn at its font's weight (docs/swift-views.md, SF Symbols): the icon fonts have one weight,
/// and a glyph's outline is moved out or in by half the difference between the weight's strokes and
/// regular's, the weight's share of regular being that of the bars of Inter's `+` (thin 0.286, light 0.764,
/// bold 1.6, black 2). Material's `plus` has bars 2 of its 24 units wide; a 100-point symbol's glyph is drawn
/// at 120 points, so its vertical bar is 10 pixels wide on the row 30 points above the middle, and at each
/// weight 10 pixels times the weight's share.
@Suite struct SymbolWeightTests {
  func barInk(_ weight: Font.Weight) throws -> Double {
    let f = try viewFrame { Image(systemName: "plus").font(.system(size: 100, weight: weight)) }
    return (60..<140).reduce(0.0) { $0 + Double(255 - f.pixel(x: $1, y: 70).r) / 255 }
  }

  @Test func eachWeightHasItsOwnStroke() throws {
    let expected: [(Font.Weight, Double)] = [
      (.ultraLight, 2.86), (.thin, 5.22), (.light, 7.64), (.regular, 10), (.medium, 12), (.semibold, 14),
      (.bold, 16), (.heavy, 18), (.black, 20),
    ]
    for (weight, width) in expected {
      let ink = try barInk(weight)
      #expect(abs(ink - width) < 0.3, "\(weight): \(ink)")
    }
  }

  /// A composed symbol's outlined circle is a thirteenth of its side at regular, and as much thinner at
  /// light: 100 / 13 = 7.69 and 7.69 × 0.764 = 5.88 pixels on the row through the middle, left of the digit.
  @Test func composedEnclosureTakesTheWeight() throws {
    func ring(_ weight: Font.Weight) throws -> Double {
      let f = try viewFrame { Image(systemName: "1.circle").font(.system(size: 100, weight: weight)) }
      return (0..<80).reduce(0.0) { $0 + Double(255 - f.pixel(x: $1, y: 100).r) / 255 }
    }
    #expect(abs(try ring(.regular) - 7.69) < 0.3)
    #expect(abs(try ring(.light) - 5.88) < 0.3)
  }

  /// A heavier symbol in a translucent colour is one even paint: black at half opacity over white is 127 or
  /// 128 across the bold bar, never darker where the glyph's fill and its added stroke overlap.
  @Test func aTranslucentHeavierSymbolIsEven() throws {
    let f = try viewFrame {
      Image(systemName: "plus").font(.system(size: 100, weight: .black)).foregroundStyle(.black.opacity(0.5))
    }
    let row = (60..<140).map { f.pixel(x: $0, y: 70).r }
    #expect(row.min()! >= 127, "\(row)")
    #expect(row.filter { $0 <= 128 }.count >= 18, "\(row)")
  }
}

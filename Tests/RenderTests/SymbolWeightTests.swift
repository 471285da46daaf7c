import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// A symbol drawn at its font's weight (docs/swift-views.md, SF Symbols): the icon fonts have one weight,
/// and a glyph asked for bold or heavier is emboldened by fontconfig and FreeType. Material's `plus` has
/// bars 2 of its 24 units wide; a 100-point symbol's glyph is drawn at 120 points, so its vertical bar
/// is 10 pixels wide on the row 30 points above the middle. FreeType emboldens by a 24th of the em (5
/// pixels here): a bold bar is 15 pixels wide.
@Suite struct SymbolWeightTests {
  func barInk(_ weight: Font.Weight) throws -> Double {
    let f = try viewFrame { Image(systemName: "plus").font(.system(size: 100, weight: weight)) }
    return (60..<140).reduce(0.0) { $0 + Double(255 - f.pixel(x: $1, y: 70).r) / 255 }
  }

  @Test func boldAndHeavierSymbolsAreBolder() throws {
    let regular = try barInk(.regular)
    #expect(abs(regular - 10) < 0.5, "\(regular)")
    let bold = try barInk(.bold)
    #expect(abs(bold - 15) < 0.5, "\(bold)")
    #expect(try barInk(.black) == bold)
    // Lighter than bold: the font's regular weight.
    #expect(try barInk(.semibold) == regular)
    #expect(try barInk(.light) == regular)
  }
}

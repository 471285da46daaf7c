import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// `redacted(reason: .placeholder)` drawn (docs/swift-views.md, Redaction): each line of a text is a bar
/// in the text's colour at 0.16 opacity, its glyphs not drawn; an image is its frame filled with the
/// foreground colour at 0.16. Black at 0.16 over white is 255 × 0.84 = 214; white at 0.16 over black is
/// 255 × 0.16 = 41.
@Suite struct RedactionTests {
  func near(_ v: UInt8, _ expected: Int, _ tolerance: Int = 1) -> Bool { abs(Int(v) - expected) <= tolerance }

  /// A redacted text draws one flat bar: its middle pixel is 214 and nothing is darker (no glyph).
  @Test func aRedactedTextIsABarInItsFadedColour() throws {
    let f = try viewFrame(size: Size(width: 200, height: 60)) {
      Text("Placeholder").font(.system(size: 20)).redacted(reason: .placeholder)
    }
    #expect(near(f.rgb(100, 30).r, 214), "\(f.rgb(100, 30))")
    #expect(near(f.darkest.r, 214), "\(f.darkest)")
  }

  /// In dark mode the text is white: its bar is 41 over the black canvas.
  @Test func inDarkModeTheBarIsWhiteFaded() throws {
    let f = try viewFrame(size: Size(width: 200, height: 60), scheme: .dark) {
      Text("Placeholder").font(.system(size: 20)).redacted(reason: .placeholder)
    }
    #expect(near(f.rgb(100, 30).r, 41), "\(f.rgb(100, 30))")
  }

  /// A text set in two lines is two bars, with the canvas between them: down the middle column the
  /// pixels go white, 214, white, 214, white.
  @Test func eachLineIsABarOfItsOwn() throws {
    let f = try viewFrame(size: Size(width: 100, height: 100)) {
      Text("Alpha beta gamma delta").font(.system(size: 20)).frame(width: 90).redacted(reason: .placeholder)
    }
    var runs: [Bool] = []
    for y in 0..<100 {
      let bar = near(f.rgb(30, y).r, 214, 2)
      let white = f.rgb(30, y).r == 255
      guard bar || white else { continue }
      if runs.last != bar { runs.append(bar) }
    }
    #expect(runs.filter { $0 }.count >= 2, "\(runs)")
  }

  /// Views marked `unredacted()` inside keep their glyphs: the darkest pixel is the black of a stem.
  @Test func unredactedViewsKeepTheirGlyphs() throws {
    let f = try viewFrame(size: Size(width: 200, height: 100)) {
      VStack {
        Text("Hidden").font(.system(size: 30))
        Text("IIII").font(.system(size: 30)).unredacted()
      }
      .redacted(reason: .placeholder)
    }
    #expect(f.darkest.r < 40, "\(f.darkest)")
  }

  /// A redacted symbol fills its frame (x and y 20…80): a point between the star's arms, 2 points in from
  /// the frame's corner, is 214 as the centre is; outside the frame the canvas is white.
  @Test func aRedactedImageFillsItsFrame() throws {
    let f = try viewFrame(size: Size(width: 100, height: 100)) {
      Image(systemName: "star.fill").resizable().frame(width: 60, height: 60).redacted(reason: .placeholder)
    }
    #expect(near(f.rgb(50, 50).r, 214), "\(f.rgb(50, 50))")
    #expect(near(f.rgb(22, 22).r, 214), "\(f.rgb(22, 22))")
    #expect(f.rgb(18, 50).r == 255, "\(f.rgb(18, 50))")
  }
}

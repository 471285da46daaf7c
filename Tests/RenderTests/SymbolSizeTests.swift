import Foundation
import Render
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// SF Symbols sized as SwiftUI sizes them (docs/swift-views.md, SF Symbols): a symbol's box is its font's
/// size (times the image scale), and `.resizable()` scales the box to the frame, square with
/// `scaledToFit`, stretched without. `circle.fill` fills its box exactly, so its ink is the box: each
/// expectation is the box derived by hand, to a pixel of antialiasing.
@Suite struct SymbolSizeTests {
  func frame(_ root: @escaping () -> any View) throws -> RenderedFrame { try viewFrame(root) }

  /// The box of pixels darker than mid-grey: (x0, y0, x1, y1), x1 and y1 past the last.
  func ink(_ f: RenderedFrame) -> (Int, Int, Int, Int)? {
    var box: (Int, Int, Int, Int)?
    for y in 0..<f.height {
      for x in 0..<f.width where f.pixel(x: x, y: y).r < 128 {
        box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x + 1), max($0.3, y + 1)) } ?? (x, y, x + 1, y + 1)
      }
    }
    return box
  }

  func near(_ a: (Int, Int, Int, Int)?, _ b: (Int, Int, Int, Int)) -> Bool {
    guard let a else { return false }
    return abs(a.0 - b.0) <= 1 && abs(a.1 - b.1) <= 1 && abs(a.2 - b.2) <= 1 && abs(a.3 - b.3) <= 1
  }

  @Test func aSymbolIsItsFontsSize() throws {
    // 40 points: the box 80…120 at the centre.
    #expect(near(ink(try frame { Image(systemName: "circle.fill").font(.system(size: 40)) }), (80, 80, 120, 120)))
    // `.imageScale(.large)`: 1.3 × 40 = 52, 74…126.
    #expect(
      near(
        ink(try frame { Image(systemName: "circle.fill").font(.system(size: 40)).imageScale(.large) }),
        (74, 74, 126, 126)))
  }

  @Test func aResizableSymbolFillsItsFrame() throws {
    // scaledToFit in 120 × 80: an 80-point circle, 60…140 both ways.
    let fit = try frame { Image(systemName: "circle.fill").resizable().scaledToFit().frame(width: 120, height: 80) }
    #expect(near(ink(fit), (60, 60, 140, 140)))
    // Stretched: an ellipse of 120 × 60, 40…160 by 70…130.
    let stretched = try frame { Image(systemName: "circle.fill").resizable().frame(width: 120, height: 60) }
    #expect(near(ink(stretched), (40, 70, 160, 130)))
  }

  /// A name the table lacks draws a grey placeholder the size of the frame it is given when resizable.
  @Test func aMissingSymbolIsAsLargeAsItsFrame() throws {
    let f = try frame { Image(systemName: "no.such.symbol").resizable().frame(width: 100, height: 100) }
    // The 100-point square at 50…150 is grey inside (5 points in from its top edge) and white outside it.
    let inside = f.pixel(x: 100, y: 55)
    let outside = f.pixel(x: 100, y: 45)
    #expect(inside.r < 240 && inside.r == inside.g && outside.r == 255, "\(inside) \(outside)")
  }
}

import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// `Text(_: AttributedString)` (docs/swift-views.md, Text and Dynamic Type): each run drawn with its
/// SwiftUI attributes, as Pango attribute runs over the one text.
@Suite struct AttributedTextTests {
  func columns(_ f: RenderedFrame, where test: (UInt8, UInt8, UInt8) -> Bool) -> [Int] {
    (0..<f.width).filter { x in
      (0..<f.height).contains { y in
        let p = f.pixel(x: x, y: y)
        return test(p.r, p.g, p.b)
      }
    }
  }

  /// "Red" in red, then "Blue" in blue on a yellow background: the red ink is all left of the blue ink,
  /// the yellow lies behind the second word only, and the run's font makes it as wide as Pango sets it.
  @Test func runsKeepTheirColoursAndFonts() throws {
    var string = AttributedString("Red")
    string.foregroundColor = .red
    var second = AttributedString("Blue")
    second.foregroundColor = .blue
    second.backgroundColor = .yellow
    second.font = .system(size: 30, weight: .bold)
    string.append(second)
    let f = try viewFrame(size: Size(width: 240, height: 80)) { Text(string).font(.system(size: 20)) }
    let red = columns(f) { r, g, b in r > 200 && g < 90 && b < 90 }
    let blue = columns(f) { r, g, b in r < 60 && g < 160 && b > 200 }
    let yellow = columns(f) { r, g, b in r > 240 && g > 190 && b < 40 }
    #expect(!red.isEmpty && !blue.isEmpty && !yellow.isEmpty)
    #expect(red.max()! < blue.min()!, "\(red) \(blue)")
    #expect(yellow.min()! > red.max()! && yellow.min()! <= blue.min()!, "\(yellow)")
    // The whole is as wide as Pango sets "Red" at 20 and "Blue" at 30 bold (± a pixel of antialiasing).
    let m = PangoTextMeasurer()
    let width =
      m.size(ofText: "Red", font: FontSpec(size: 20)).width
      + m.size(ofText: "Blue", font: FontSpec(size: 30, weight: 700)).width
    #expect(abs(Double(yellow.max()! - red.min()!) - width) <= 3, "\(yellow.max()! - red.min()!) vs \(width)")
  }

  /// A baseline offset raises its run: the raised word's ink ends 8 points above the other's.
  @Test func aBaselineOffsetRaisesTheRun() throws {
    var string = AttributedString("aa")
    var raised = AttributedString("aa")
    raised.baselineOffset = 8
    raised.foregroundColor = .red
    string.append(raised)
    let f = try viewFrame(size: Size(width: 200, height: 100)) { Text(string).font(.system(size: 20)) }
    func bottom(_ test: (UInt8, UInt8, UInt8) -> Bool) -> Int? {
      (0..<f.height).last { y in
        (0..<f.width).contains { x in
          let p = f.pixel(x: x, y: y)
          return test(p.r, p.g, p.b)
        }
      }
    }
    let black = try #require(bottom { r, g, b in r < 80 && g < 80 && b < 80 })
    let red = try #require(bottom { r, g, b in r > 200 && g < 90 && b < 90 })
    #expect(abs((black - red) - 8) <= 1, "\(black) \(red)")
  }

  /// A link is drawn in the tint colour, as in a Markdown literal.
  @Test func aLinkIsInTheTint() throws {
    var string = AttributedString("Open")
    string.link = URL(string: "https://example.com")
    let f = try viewFrame(size: Size(width: 120, height: 60)) { Text(string).font(.system(size: 20)).tint(.green) }
    #expect(!columns(f) { r, g, b in r < 90 && g > 150 && b < 120 }.isEmpty)
    #expect(columns(f) { r, g, b in r < 60 && g < 60 && b < 60 }.isEmpty)
  }
}

import Render
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// `.allowsTightening(true)` drawn by Pango: ten capital I's, each a plain stem, in a frame 3 % narrower than
/// their line. Tightened, all ten stems are drawn within the frame; without the modifier the line is cut and
/// fewer stems stand before the "…" (whose dots sit on the baseline, below the row counted).
@Suite struct TighteningTests {
  /// The runs of dark columns along the row at half the canvas's height (the middle of the stems).
  func stems(_ f: RenderedFrame) -> [ClosedRange<Int>] {
    var runs: [ClosedRange<Int>] = []
    var start: Int?
    for x in 0...f.width {
      let dark = x < f.width && Int(f.rgb(x, f.height / 2).r) < 128
      if dark, start == nil { start = x }
      if !dark, let s = start {
        runs.append(s...(x - 1))
        start = nil
      }
    }
    return runs
  }

  @Test func aLineThreePercentTooWideKeepsEveryLetter() throws {
    let string = "IIIIIIIIII"
    let natural = PangoTextMeasurer().size(ofText: string, font: FontSpec(size: 30), paragraph: TextParagraph())
    let width = (natural.width * 0.97).rounded()
    let size = Size(width: 300, height: 80)
    let tight = try viewFrame(size: size) {
      Text(string).font(.system(size: 30)).lineLimit(1).allowsTightening(true).frame(width: width)
    }
    let cut = try viewFrame(size: size) { Text(string).font(.system(size: 30)).lineLimit(1).frame(width: width) }
    let drawn = stems(tight)
    #expect(drawn.count == 10, "\(drawn)")
    #expect(stems(cut).count < 10, "\(stems(cut))")
    // Within the frame (centred on the 300-point canvas), to a pixel of antialiasing.
    let left = (300 - width) / 2
    #expect(Double(drawn.first!.lowerBound) >= left - 1 && Double(drawn.last!.upperBound) <= left + width + 1)
  }
}

import Foundation
import Render
import SceneFormat
import Testing

/// Runs of a text styled unlike the rest (docs/swift-views.md, Text: Markdown and `+`), shaped and
/// drawn by Pango.
@Suite struct TextRunTests {
  let measurer = PangoTextMeasurer()
  let font = FontSpec(size: 20)

  func width(_ text: String, _ runs: [TextRun]) -> Double {
    measurer.size(ofText: text, font: font, paragraph: TextParagraph(runs: runs)).width
  }

  /// A bold run is wider than the regular text (by 5 points over this line at 20 points: Pango places
  /// glyphs on whole points), a run over half of it widens it about half as much, a monospaced run of
  /// narrow letters is wider still, and a larger size grows its stretch.
  @Test func runsShapeTheirStretch() {
    let line = "Hello wonderful world of mine"
    let n = line.utf8.count
    let plain = width(line, [])
    let bold = width(line, [TextRun(start: 0, end: n, weight: 700)])
    let half = width(line, [TextRun(start: 0, end: 15, weight: 700)])
    #expect(bold - plain >= 4 && half > plain && half < bold, "\(plain) \(half) \(bold)")
    #expect(
      bold == measurer.size(ofText: line, font: FontSpec(size: 20, weight: 700), paragraph: TextParagraph()).width)
    #expect(width("iiii", [TextRun(start: 0, end: 4, family: "DejaVu Sans Mono")]) > width("iiii", []) * 1.5)
    #expect(width("ab", [TextRun(start: 1, end: 2, size: 40)]) > width("ab", []) * 1.4)
  }

  /// "Hello" struck through in black on white: one row is dark across the whole word (the strike, as
  /// wide as Pango sets the word, less a pixel of antialiasing at each end), which no row is without the run.
  @Test func aStrikethroughIsDrawn() throws {
    let word = measurer.size(ofText: "Hello", font: font)
    func frame(_ runs: [TextRun]) throws -> RenderedFrame {
      let item = DisplayItem(
        content: .text("Hello", font: font, color: .black, paragraph: TextParagraph(runs: runs)),
        frameSize: word, transform: .translation(x: 50, y: 25))
      return try Rasterizer().render(DisplayList(size: Size(width: 100, height: 50), background: .white, items: [item]))
    }
    /// The most dark pixels in one row.
    func longestDarkRow(_ f: RenderedFrame) -> Int {
      (0..<50).map { y in (0..<100).filter { f.pixel(x: $0, y: y).r < 128 }.count }.max() ?? 0
    }
    #expect(longestDarkRow(try frame([])) < 30)
    #expect(longestDarkRow(try frame([TextRun(start: 0, end: 5, strikethrough: true)])) >= Int(word.width) - 2)
  }

  func size(_ text: String, _ paragraph: TextParagraph) -> Size {
    measurer.size(ofText: text, font: font, paragraph: paragraph)
  }

  /// Tracking adds its points between each two of the five characters (Pango adds none at a line's ends);
  /// line spacing adds its points between
  /// two lines; tabular figures make a 1 as wide as a 0 (Inter's default figures are proportional).
  @Test func trackingLineSpacingAndTabularDigits() {
    let plain = size("Hello", TextParagraph())
    #expect(size("Hello", TextParagraph(tracking: 2)).width == plain.width + 8)
    #expect(size("a\nb", TextParagraph(lineSpacing: 10)).height == size("a\nb", TextParagraph()).height + 10)
    #expect(size("1111", TextParagraph()).width < size("0000", TextParagraph()).width)
    #expect(
      size("1111", TextParagraph(tabularDigits: true)).width == size("0000", TextParagraph(tabularDigits: true)).width)
  }

  /// A line cut at its limit loses its start with `.head`: the ellipsis (light) stands at the left where
  /// `.tail` keeps the first heavy W's.
  @Test func truncationModes() throws {
    func ink(_ truncation: TextParagraph.Truncation) throws -> Int {
      let paragraph = TextParagraph(width: 80, lineLimit: 1, truncation: truncation)
      let item = DisplayItem(
        content: .text(
          String(repeating: "W", count: 10) + String(repeating: ".", count: 30), font: font,
          color: .black, paragraph: paragraph),
        frameSize: Size(width: 80, height: 24), transform: .translation(x: 50, y: 25))
      let f = try Rasterizer().render(
        DisplayList(size: Size(width: 100, height: 50), background: .white, items: [item]))
      var dark = 0
      for x in 10..<30 { for y in 0..<50 where f.pixel(x: x, y: y).r < 128 { dark += 1 } }
      return dark
    }
    #expect(try ink(.tail) > 3 * ink(.head))
  }
}

/// Baselines measured by Pango, for `.firstTextBaseline` and `.lastTextBaseline`.
@Suite struct TextBaselineMeasureTests {
  /// Inter's ascent is 0.96875 em: a 20-point line's baseline is 19.4 points below its top (Pango places
  /// it on a whole point: 19 or 20); a second line's is one line height lower.
  @Test func baselinesOfOneAndTwoLines() {
    let measurer = PangoTextMeasurer()
    let font = FontSpec(size: 20)
    let one = measurer.baselines(ofText: "Hg", font: font, paragraph: TextParagraph())
    #expect(one.first >= 19 && one.first <= 20 && one.last == one.first)
    let line = measurer.size(ofText: "Hg", font: font).height
    let two = measurer.baselines(ofText: "Hg\nHg", font: font, paragraph: TextParagraph())
    #expect(two.first == one.first && two.last.isApproximatelyEqual(to: one.first + line, absoluteTolerance: 1))
  }
}

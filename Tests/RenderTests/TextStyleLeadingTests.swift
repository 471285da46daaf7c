import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// A text style's lines stand its leading apart, as iOS sets them (Apple's typography table: body 17 pt,
/// leading 22 at the default size, 21 at Medium; measured on iOS 18 snapshots: baselines 22.0 and 21.0 pt
/// apart), the first line as tall as the font's own; a font of a fixed size keeps its own line height.
@Suite struct TextStyleLeadingTests {
  let measurer = PangoTextMeasurer()

  func pitch(_ font: FontSpec, leading: Double?, spacing: Double = 0) -> Double {
    var paragraph = TextParagraph(lineSpacing: spacing)
    paragraph.styleLeading = leading
    let b = measurer.baselines(ofText: "Ag\nAg\nAg", font: font, paragraph: paragraph)
    return (b.last - b.first) / 2
  }

  @Test func bodyLinesAreTheStylesLeadingApart() {
    let body = FontSpec(size: 17)
    #expect(abs(pitch(body, leading: 22) - 22) < 0.01)
    #expect(abs(pitch(FontSpec(size: 16), leading: 21) - 21) < 0.01)
    #expect(abs(pitch(body, leading: 22, spacing: 4) - 26) < 0.01)
    // The first line keeps the font's height: three lines are one line and two leadings tall.
    var paragraph = TextParagraph()
    paragraph.styleLeading = 22
    let one = measurer.size(ofText: "Ag", font: body).height
    let three = measurer.size(ofText: "Ag\nAg\nAg", font: body, paragraph: paragraph).height
    #expect(abs(three - (one + 44)) < 0.01, "\(one) \(three)")
  }

  /// In a view: `.body` (and the default font) take the leading; `.system(size: 17)` does not.
  @Test func viewsOfATextStyleTakeItsLeading() throws {
    func height(_ font: Font?) throws -> Double? {
      let scene = try ViewScene.scene(
        file: "/tmp/View.swift", text: "view", options: ViewSceneOptions(size: Size(width: 200, height: 200)),
        measurer: measurer, root: { Text("Ag\nAg").font(font) })
      func text(in items: [DisplayItem]) -> Double? {
        for item in items {
          if case .text = item.content { return item.frameSize.height }
          if case .group(let inner) = item.content, let h = text(in: inner) { return h }
        }
        return nil
      }
      return text(in: try scene.displayList(at: 0, measurer: measurer).items)
    }
    let one = measurer.size(ofText: "Ag", font: FontSpec(size: 17)).height
    #expect(abs((try height(nil) ?? 0) - (one + 22)) < 0.01)
    #expect(abs((try height(.body) ?? 0) - (one + 22)) < 0.01)
    #expect(abs((try height(.system(size: 17)) ?? 0) - 2 * one) < 0.01)
  }
}

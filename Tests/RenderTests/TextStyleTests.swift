import Foundation
import Render
import SceneFormat
import Testing

/// The system font is Inter; `font: .title` and `font: { style:, design: }` take SwiftUI's text styles
/// (iOS's default Dynamic Type sizes) and designs.
@Suite struct TextStyleTests {
  func text(_ font: String) throws -> DisplayItem {
    let scene = try runtimeScene(
      text: "size: [200, 100]\nfps: 1\nlayers: [{ text: \"Hello\", font: \(font) }]", file: "text.yaml")
    return try scene.displayList(at: 0, measurer: PangoTextMeasurer()).items[0]
  }

  func font(_ item: DisplayItem) -> FontSpec? {
    if case .text(_, let font, _, _, _) = item.content { return font }
    return nil
  }

  @Test func textStylesHaveIOSSizes() throws {
    #expect(font(try text(".title"))?.size == 28)
    #expect(font(try text("largeTitle"))?.size == 34)
    let headline = font(try text("{ style: .headline }"))
    #expect(headline?.size == 17 && headline?.weight == 600)
    #expect(font(try text("{ style: .caption2 }"))?.size == 11)
    #expect(font(try text("{ style: .body, weight: bold }"))?.weight == 700)
    #expect(font(try text("{ style: .body, design: .serif }"))?.family == "DejaVu Serif")
    #expect(throws: SceneError.self) { try text(".titel") }
  }

  /// Text without a family is shaped in Inter: it measures as Inter does, not as DejaVu Sans.
  @Test func systemFontIsInter() throws {
    let m = PangoTextMeasurer()
    let plain = m.size(ofText: "Hello, SwiftUI", font: FontSpec(size: 17))
    let inter = m.size(ofText: "Hello, SwiftUI", font: FontSpec(size: 17, family: "Inter"))
    let dejavu = m.size(ofText: "Hello, SwiftUI", font: FontSpec(size: 17, family: "DejaVu Sans"))
    #expect(plain == inter)
    #expect(plain.width != dejavu.width)
  }
}

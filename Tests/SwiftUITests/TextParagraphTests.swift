import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// The paragraph modifiers reach the text they apply to (docs/swift-views.md, Text); how Pango sets them
/// is checked in `TextRunTests`.
@Suite struct TextParagraphTests {
  let measurer = EstimatedTextMeasurer()

  func paragraph(_ root: @escaping () -> any View) throws -> TextParagraph? {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: Size(width: 300, height: 100)),
      measurer: measurer, root: root)
    guard case .text(_, _, _, let p, _)? = try scene.displayList(at: 0, measurer: measurer).items.first?.content else {
      return nil
    }
    return p
  }

  @Test func modifiersOnTheViewAndOnTheText() throws {
    let p = try #require(
      try paragraph { Text("a\nb").lineSpacing(6).tracking(1.5).truncationMode(.middle).lineLimit(1) })
    #expect(p.lineSpacing == 6 && p.tracking == 1.5 && p.truncation == .middle && p.lineLimit == 1)
    #expect(try paragraph { Text("12").monospacedDigit() }?.tabularDigits == true)
    #expect(try paragraph { Text("12").font(.body.monospacedDigit()) }?.tabularDigits == true)
    #expect(try paragraph { VStack { Text("12") }.monospacedDigit() }?.tabularDigits == true)
    #expect(try paragraph { Text("12") }?.tabularDigits == false)
    // Text's own kerning applies to the whole text; on part of a joined text, to that part only.
    #expect(try paragraph { Text("ab").kerning(2) }?.tracking == 2)
    let joined = try #require(try paragraph { Text("a").kerning(2) + Text("b") })
    #expect(joined.tracking == 0 && joined.runs == [TextRun(start: 0, end: 1, tracking: 2)])
  }
}

import DisplayModel
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// A text's own modifiers are applied from the last written to the first, so of two that set the same
/// style the first written wins (docs/swift-views.md, Text and Dynamic Type), as OpenSwiftUI's
/// `Text.resolve` applies them and as a view's environment modifiers nest.
@Suite struct TextModifierOrderTests {
  let measurer = EstimatedTextMeasurer()

  func text(_ root: @escaping () -> any View) throws -> (font: FontSpec, color: RGBAColor) {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: Size(width: 300, height: 100)),
      measurer: measurer, root: root)
    let item = try #require(scene.displayList(at: 0, measurer: measurer).items.first)
    guard case .text(_, let font, let color, _, _) = item.content else {
      Issue.record("\(item.content)")
      return (FontSpec(size: 0), .black)
    }
    return (font, color)
  }

  /// `.title` is 28 points and `.body` 17; red is (1, 59/255, 48/255), blue (0, 122/255, 1).
  @Test func theFirstWrittenWins() throws {
    let title = try text { Text("Step").font(.title).font(.body) }
    #expect(title.font.size == 28)
    let red = try text { Text("Step").foregroundColor(.red).foregroundColor(.blue) }
    #expect(red.color.red == 1 && red.color.blue < 0.2)
    let heavy = try text { Text("Step").fontWeight(.heavy).fontWeight(.light).bold() }
    #expect(heavy.font.weight == 800)
    // A text made elsewhere with its own colour keeps it under the caller's.
    func label() -> Text { Text("Step").foregroundStyle(.red) }
    #expect(try text { label().foregroundColor(.blue).font(.title) }.color.red == 1)
    // What the first did not set, a later one still sets.
    let both = try text { Text("Step").foregroundColor(.red).font(.title) }
    #expect(both.font.size == 28 && both.color.red == 1)
  }
}

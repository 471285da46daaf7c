import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// `.searchable`'s field in a navigation stack's drawer, `Menu`, and the row actions iOS shows only after
/// a gesture (docs/swift-views.md, Navigation, Controls, Lists and forms): the field 36 points tall, 16
/// points in, 1 point under the large title's row, the prompt beside a magnifying glass 8 points in, and
/// the list 52 points lower; a menu drawn as its label in the tint; `.contextMenu`, `.swipeActions` and
/// `.refreshable` drawing nothing of their own at rest.
@Suite struct SearchAndMenuTests {
  let measurer = EstimatedTextMeasurer()

  func items(_ size: Size = Size(width: 390, height: 500), _ root: @escaping () -> any View) throws -> [DisplayItem] {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: size), measurer: measurer, root: root)
    return try scene.displayList(at: 0, measurer: measurer).items
  }

  func text(_ items: [DisplayItem], _ s: String) -> DisplayItem? {
    items.first { if case .text(s, _, _, _, _) = $0.content { true } else { false } }
  }

  nonisolated struct Searching: View {
    @State private var query = ""
    var body: some View {
      NavigationStack {
        Text("Body").frame(maxHeight: .infinity, alignment: .top)
          .navigationTitle("Items")
          .searchable(text: $query, prompt: "Find")
      }
    }
  }

  @Test func theSearchFieldUnderTheLargeTitle() throws {
    let list = try items { Searching() }
    // The field: a 10-point rounded rectangle of the tertiary fill, from x 16 to 374, its top 1 point under
    // the 44-point bar and the 52-point title row.
    let field = try #require(
      list.first {
        if case .shape(let s) = $0.content, s.kind == .roundedRectangle, s.cornerRadius == 10 { true } else { false }
      })
    guard case .shape(let shape) = field.content else { return }
    #expect(shape.fill == RGBAColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12))
    #expect(field.frameSize == Size(width: 358, height: 36), "\(field.frameSize)")
    #expect(field.transform.x0.isApproximatelyEqual(to: 195, absoluteTolerance: 1e-9))
    #expect(field.transform.y0.isApproximatelyEqual(to: 44 + 52 + 1 + 18, absoluteTolerance: 1e-9))
    // The prompt, in the secondary label colour, after the glass: 8 points in, the glass's box, 6 points.
    let prompt = try #require(text(list, "Find"))
    let left = prompt.transform.x0 - prompt.frameSize.width / 2
    #expect(left > 16 + 8 + 12 && left < 16 + 8 + 24, "\(left)")
    #expect(prompt.transform.y0.isApproximatelyEqual(to: 44 + 52 + 1 + 18, absoluteTolerance: 1e-9))
    // The content starts under the 52-point drawer.
    let body = try #require(text(list, "Body"))
    #expect(
      (body.transform.y0 - body.frameSize.height / 2).isApproximatelyEqual(to: 44 + 52 + 52, absoluteTolerance: 1e-9))
  }

  @Test func withoutAStackTheFieldIsNotDrawn() throws {
    let plain = try items { Text("Body").searchable(text: .constant("")) }
    #expect(plain.count == 1 && text(plain, "Body") != nil)
  }

  @Test func aMenuIsItsLabelInTheTint() throws {
    let menu = try items(Size(width: 200, height: 100)) {
      Menu("Options") {
        Button("Copy") {}
        Button("Paste") {}
      }
    }
    let button = try items(Size(width: 200, height: 100)) { Button("Options") {} }
    // The same drawing; only the items' identities (their views' paths) differ.
    func drawn(_ items: [DisplayItem]) -> String { "\(items.map { ($0.content, $0.frameSize, $0.transform) })" }
    #expect(drawn(menu) == drawn(button))
    #expect(text(menu, "Copy") == nil)
  }

  @Test func rowActionsDrawNothingAtRest() throws {
    let bare = try items { List { Text("Row") } }
    let decorated = try items {
      List {
        Text("Row")
          .swipeActions(edge: .leading) { Button("Pin") {} }
          .contextMenu { Button("Copy") {} }
      }
      .refreshable {}
    }
    #expect("\(bare)" == "\(decorated)")
  }
}

import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// `EditMode`, `\.editMode` and `EditButton` (docs/swift-views.md, Controls): the button reads "Edit",
/// and a tap sets the edit mode it finds in the environment to `.active`, so it reads "Done" and the
/// view that owns the mode sees it.
@Suite struct EditModeTests {
  nonisolated struct Editing: View {
    @State private var mode: EditMode = .inactive
    var body: some View {
      VStack {
        EditButton()
        Text(mode.isEditing ? "editing" : "idle")
      }
      .environment(\.editMode, $mode)
    }
  }

  @Test func anEditButtonTurnsTheEditModeOn() throws {
    let measurer = EstimatedTextMeasurer()
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "t",
      options: ViewSceneOptions(size: Size(width: 200, height: 200), taps: [ViewTap(target: "Edit", time: 0.5)]),
      measurer: measurer
    ) { Editing() }
    // The texts drawn (a button's label is in a group), in order.
    func texts(_ items: [DisplayItem]) -> [String] {
      items.flatMap { item -> [String] in
        switch item.content {
        case .text(let s, _, _, _, _) where item.opacity > 0: return [s]
        case .group(let inner): return texts(inner)
        default: return []
        }
      }
    }
    func texts(at t: Double) throws -> [String] { texts(try scene.displayList(at: t, measurer: measurer).items) }
    #expect(try texts(at: 0) == ["Edit", "idle"])
    let after = try texts(at: 2.5)
    #expect(after == ["Done", "editing"], "\(after)")
  }
}

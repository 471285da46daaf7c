import DisplayModel
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

/// A list in edit mode as iOS draws it (docs/swift-views.md, Lists and forms): a navigation stack keeps
/// an edit mode its toolbar's `EditButton` turns on; then each row of a `ForEach` with `.onDelete` moves
/// its content 40 points in beside a red disc 22 points across centred 28 points from the card's edge,
/// each row with `.onMove` shows three reorder bars 18 points from the card's trailing edge, a tap on a
/// disc uncovers a Delete button and a tap on that deletes the row.
@Suite struct ListEditModeTests {
  let measurer = EstimatedTextMeasurer()

  nonisolated struct Rows: View {
    @State private var items = ["One", "Two", "Three"]
    var body: some View {
      NavigationStack {
        List {
          ForEach(items, id: \.self) { item in
            Text(item).deleteDisabled(item == "Three")
          }
          .onDelete { items.remove(atOffsets: $0) }
          .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        }
        .toolbar { EditButton() }
      }
    }
  }

  func scene(_ taps: [ViewTap]) throws -> Scene {
    try ViewScene.scene(
      file: "/tmp/Test.swift", text: "t",
      options: ViewSceneOptions(size: Size(width: 300, height: 400), taps: taps), measurer: measurer
    ) { Rows() }
  }

  /// Every item drawn, flattened with its transform composed (groups' contents in the canvas's points).
  func flat(
    _ items: [DisplayItem], _ outer: DisplayModel.AffineTransform = .identity
  ) -> [(DisplayItem, DisplayModel.AffineTransform)] {
    items.flatMap { item -> [(DisplayItem, DisplayModel.AffineTransform)] in
      let t = outer.concatenating(item.transform)
      if case .group(let inner) = item.content { return flat(inner, t) }
      return [(item, t)]
    }
  }

  func texts(_ s: Scene, at t: Double) throws -> [String: Double] {
    var found: [String: Double] = [:]
    for (item, t) in flat(try s.displayList(at: t, measurer: measurer).items) {
      if case .text(let str, _, _, _, _) = item.content, item.opacity > 0 {
        found[str] = t.x0 - item.frameSize.width / 2
      }
    }
    return found
  }

  /// The red discs' centres and the reorder bars' right edges.
  func controls(_ s: Scene, at t: Double) throws -> (discs: [(Double, Double)], bars: [Double]) {
    var discs: [(Double, Double)] = []
    var bars: [Double] = []
    for (item, t) in flat(try s.displayList(at: t, measurer: measurer).items) {
      guard case .shape(let shape) = item.content, item.opacity > 0.99 else { continue }
      if shape.kind == .circle, let fill = shape.fill, fill.red == 1, fill.green < 0.3,
        item.frameSize.width.isApproximatelyEqual(to: 22, absoluteTolerance: 1e-9)
      {
        discs.append((t.x0, t.y0))
      }
      if item.frameSize.width.isApproximatelyEqual(to: 21.3, absoluteTolerance: 1e-9),
        item.frameSize.height.isApproximatelyEqual(to: 1.4, absoluteTolerance: 1e-9)
      {
        bars.append(t.x0 + 21.3 / 2)
      }
    }
    return (discs, bars)
  }

  @Test func editButtonShowsTheControls() throws {
    let s = try scene([ViewTap(target: "Edit", time: 0.5)])
    // At rest: the rows' texts 20 points into the card, which is 20 points in; no controls.
    let before = try texts(s, at: 0)
    #expect(before["One"]?.isApproximatelyEqual(to: 40, absoluteTolerance: 1e-6) == true, "\(before)")
    #expect(try controls(s, at: 0).discs.isEmpty)
    // Editing: deletable rows 40 points further in, the row with delete disabled not.
    let after = try texts(s, at: 3)
    #expect(after["Done"] != nil && after["Edit"] == nil)
    #expect(after["One"]?.isApproximatelyEqual(to: 80, absoluteTolerance: 1e-6) == true, "\(after)")
    #expect(after["Three"]?.isApproximatelyEqual(to: 40, absoluteTolerance: 1e-6) == true, "\(after)")
    let (discs, bars) = try controls(s, at: 3)
    #expect(discs.count == 2 && discs.allSatisfy { $0.0.isApproximatelyEqual(to: 20 + 28, absoluteTolerance: 1e-6) })
    // Three bars a row, each row's right edge 18 points from the card's, which is 20 from the canvas's.
    #expect(bars.count == 9 && bars.allSatisfy { $0.isApproximatelyEqual(to: 300 - 20 - 18, absoluteTolerance: 1e-6) })
  }

  @Test func aTapOnTheDiscThenDeleteRemovesTheRow() throws {
    let s = try scene([ViewTap(target: "Edit", time: 0.5)])
    let disc = try #require(try controls(s, at: 3).discs.first)
    let tapped = try scene([
      ViewTap(target: "Edit", time: 0.5), ViewTap(location: CGPoint(x: disc.0, y: disc.1), time: 3),
      ViewTap(target: "Delete", time: 5),
    ])
    #expect(try texts(tapped, at: 4.9)["Delete"] != nil)
    let gone = try texts(tapped, at: 8)
    #expect(gone["One"] == nil && gone["Two"] != nil && gone["Delete"] == nil, "\(gone)")
  }
}

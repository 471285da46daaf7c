import DisplayModel
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// A spacer or divider knows the axis of the stack it is in through the modifiers around it, as SwiftUI's
/// stack orientation passes through them (docs/swift-views.md, The runtime's rules): `Spacer().frame(width:
/// 24)` in an `HStack` is a 24-point gap with no height, so the row is as tall as its text; in a `VStack`
/// a framed spacer has no width; a `Divider` in an `HStack` stands upright.
@Suite struct StackOrientationTests {
  let measurer = EstimatedTextMeasurer()

  func items(_ root: @escaping () -> any View) throws -> [DisplayItem] {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: Size(width: 200, height: 200)),
      measurer: measurer, root: root)
    return try scene.displayList(at: 0, measurer: measurer).items
  }

  func text(_ items: [DisplayItem], _ s: String) -> DisplayItem? {
    items.first { if case .text(s, _, _, _, _) = $0.content { true } else { false } }
  }

  /// The row is the text's height, so "B" stands right under it: the canvas's top plus the row, plus half
  /// of B. The yellow background is the row: 24 + the text's width wide, the text's height tall.
  @Test func aFramedSpacerInARowHasNoHeight() throws {
    let list = try items {
      VStack(spacing: 0) {
        HStack(spacing: 0) {
          Spacer().frame(width: 24)
          Text("A")
        }
        .background(Color.yellow)
        Text("B")
        Spacer()
      }
    }
    let a = try #require(text(list, "A"))
    let b = try #require(text(list, "B"))
    let row = try #require(list.first { if case .shape = $0.content { true } else { false } })
    #expect(row.frameSize.height.isApproximatelyEqual(to: a.frameSize.height, absoluteTolerance: 1e-9))
    #expect(row.frameSize.width.isApproximatelyEqual(to: 24 + a.frameSize.width, absoluteTolerance: 1e-9))
    #expect(
      b.transform.y0.isApproximatelyEqual(to: a.frameSize.height + b.frameSize.height / 2, absoluteTolerance: 1e-9))
  }

  @Test func aFramedSpacerInAColumnHasNoWidth() throws {
    let list = try items {
      VStack(spacing: 0) {
        Spacer().frame(height: 20)
        Text("A")
      }
      .background(Color.yellow)
    }
    let a = try #require(text(list, "A"))
    let column = try #require(list.first { if case .shape = $0.content { true } else { false } })
    #expect(column.frameSize.width.isApproximatelyEqual(to: a.frameSize.width, absoluteTolerance: 1e-9))
    #expect(column.frameSize.height.isApproximatelyEqual(to: 20 + a.frameSize.height, absoluteTolerance: 1e-9))
  }

  /// A divider between two texts in a row: 1 point wide and as tall as the row's texts.
  @Test func aDividerInARowStandsUpright() throws {
    let list = try items {
      HStack {
        Text("A")
        Divider()
        Text("B")
      }
      .fixedSize()
    }
    let a = try #require(text(list, "A"))
    let line = try #require(list.first { if case .shape = $0.content { true } else { false } })
    #expect(line.frameSize.width == 1)
    #expect(line.frameSize.height.isApproximatelyEqual(to: a.frameSize.height, absoluteTolerance: 1e-9))
  }
}

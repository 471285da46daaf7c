import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// `.firstTextBaseline` and `.lastTextBaseline` line texts up on their baselines (docs/swift-views.md,
/// Text). With the estimating measurer a line is 1.2 × the size high and its baseline 0.8 of the way down:
/// 38.4 points in a 40-point text, 9.6 in a 10-point one.
@Suite struct TextBaselineTests {
  let measurer = EstimatedTextMeasurer()

  func items(_ root: @escaping () -> any View) throws -> [DisplayItem] {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: Size(width: 300, height: 200)),
      measurer: measurer, root: root)
    return try scene.displayList(at: 0, measurer: measurer).items
  }

  func top(_ item: DisplayItem) -> Double { item.transform.y0 - item.frameSize.height / 2 }
  func close(_ a: Double, _ b: Double) -> Bool { a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-9) }

  /// The small text's top is 38.4 − 9.6 = 28.8 below the big one's (centred it would be 18); a 20-point
  /// square, which has no text, stands on the baseline: its top 38.4 − 20 = 18.4 below.
  @Test func firstBaselinesMeet() throws {
    let list = try items {
      HStack(alignment: .firstTextBaseline) {
        Text("Big").font(.system(size: 40))
        Text("small").font(.system(size: 10))
        Rectangle().frame(width: 20, height: 20)
      }
    }
    try #require(list.count == 3)
    #expect(close(top(list[1]) - top(list[0]), 28.8) && close(top(list[2]) - top(list[0]), 18.4))
  }

  /// A two-line 10-point text (24 high, its last baseline at 24 − 2.4 = 21.6) beside a 40-point one:
  /// on the last baselines its top is 38.4 − 21.6 = 16.8 below; on the first, 28.8.
  @Test func lastBaselinesMeet() throws {
    func gap(_ alignment: VerticalAlignment) throws -> Double {
      let list = try items {
        HStack(alignment: alignment) {
          Text("Big").font(.system(size: 40))
          Text("a\nb").font(.system(size: 10))
        }
      }
      return top(list[1]) - top(list[0])
    }
    let last = try gap(.lastTextBaseline)
    let first = try gap(.firstTextBaseline)
    #expect(close(last, 16.8) && close(first, 28.8), "\(last) \(first)")
  }

  /// A stack's first baseline is its first text's, through padding: a VStack of a 10-point text (with
  /// 5 points of padding) over a 40-point one puts its first baseline at 5 + 9.6.
  @Test func aStacksBaselineIsItsTopmostText() throws {
    let list = try items {
      HStack(alignment: .firstTextBaseline) {
        Text("x").font(.system(size: 20))
        VStack {
          Text("small").font(.system(size: 10)).padding(5)
          Text("Big").font(.system(size: 40))
        }
      }
    }
    try #require(list.count == 3)
    // The 20-point text's baseline (19.2 from its top) meets the stack's (5 + 9.6 from the small text's
    // padding's top): the small text's top is 19.2 − 9.6 = 9.6 below the 20-point text's.
    #expect(close(top(list[1]) - top(list[0]), 9.6))
  }
}

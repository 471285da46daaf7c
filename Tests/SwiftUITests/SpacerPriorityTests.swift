import DisplayModel
import Foundation
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A `Spacer`'s layout priority is the lowest there is (docs/swift-views.md, Stacks): a text beside a spacer
/// is offered the stack's width less the spacer's minimum, not an equal share. With the estimating
/// measurer a character is 0.55 × 17 = 9.35 points and a line 1.2 × 17 = 20.4 high.
@Suite struct SpacerPriorityTests {
  let measurer = EstimatedTextMeasurer()

  func textItem(width: Double, _ root: @escaping () -> any View) throws -> DisplayItem? {
    let scene = try tappedScene(size: Size(width: width, height: 100), measurer: measurer, root)
    return try scene.displayList(at: 0, measurer: measurer).items.first {
      if case .text = $0.content { return true }
      return false
    }
  }

  /// Fifteen characters (140.25 points) in a 200-point stack beside a spacer: one line, at its ideal width
  /// (an equal share, 96, would wrap it); beside a colour, which keeps priority 0, the equal share still
  /// holds (two lines), as SwiftUI lays it out.
  @Test func aTextBesideASpacerTakesAllButTheSpacersMinimum() throws {
    let line = String(repeating: "a", count: 15)
    let spaced = try #require(
      try textItem(width: 200) {
        HStack {
          Text(line); Spacer()
        }
      })
    #expect(spaced.frameSize.width.isApproximatelyEqual(to: 15 * 9.35, absoluteTolerance: 1e-9), "\(spaced.frameSize)")
    #expect(spaced.frameSize.height.isApproximatelyEqual(to: 20.4, absoluteTolerance: 1e-9), "\(spaced.frameSize)")
    let shared = try #require(
      try textItem(width: 200) {
        HStack {
          Text(line); Color.red
        }
      })
    #expect(shared.frameSize.height > 40, "\(shared.frameSize)")
  }
}

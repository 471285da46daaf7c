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

  /// A spacer keeps no spacing from its neighbours (OpenSwiftUI's `Spacer` reports zero): twenty characters
  /// (187 points), a spacer's 8 and two characters (18.7) fit a 214-point stack on one line, where 8 more
  /// points on each side of the spacer would wrap the long text.
  @Test func aSpacerHasNoSpacingFromItsNeighbours() throws {
    let line = String(repeating: "a", count: 20)
    let first = try #require(
      try textItem(width: 214) {
        HStack {
          Text(line); Spacer(); Text("ab")
        }
      })
    #expect(first.frameSize.width.isApproximatelyEqual(to: 20 * 9.35, absoluteTolerance: 1e-9), "\(first.frameSize)")
    #expect(first.frameSize.height.isApproximatelyEqual(to: 20.4, absoluteTolerance: 1e-9), "\(first.frameSize)")
    // With a stack's own spacing, the spacer keeps it too: 187 + 4 + 8 + 4 + 18.7 = 221.7 wraps in 214.
    let spaced = try #require(
      try textItem(width: 214) {
        HStack(spacing: 4) {
          Text(line); Spacer(); Text("ab")
        }
      })
    #expect(spaced.frameSize.height > 40, "\(spaced.frameSize)")
  }
}

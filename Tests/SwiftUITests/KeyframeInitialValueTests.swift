import Foundation
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A keyframe animator whose `initialValue:` reads state shows, at rest, the initial value of that instant;
/// and its content, evaluated in an update with the keyframes' value of that instant, animates a change
/// under `.animation(_:value:)` only where that value changes, as on iOS.
@Suite struct KeyframeInitialValueTests {
  let measurer = EstimatedTextMeasurer()

  /// A square whose opacity is the keyframes' value, 0.1 at rest before the tap; the tap (at 0.5) sets out
  /// from 1.0, held at 0.1 for a second, then rises linearly to 1 in another.
  struct Square: View {
    @State private var on = false
    var body: some View {
      KeyframeAnimator(initialValue: on ? 1.0 : 0.1, trigger: on) { v in
        Rectangle().fill(.red).frame(width: 40, height: 40).opacity(v)
          .animation(.linear(duration: 0.4), value: on)
      } keyframes: { _ in
        MoveKeyframe(0.1)
        LinearKeyframe(0.1, duration: 1)
        LinearKeyframe(1.0, duration: 1)
      }
      .frame(width: 100, height: 100)
      .contentShape(Rectangle())
      .onTapGesture { on.toggle() }
    }
  }

  func opacity(_ scene: Scene, at t: Double) throws -> Double {
    let square = try #require(
      try scene.displayList(at: t, measurer: measurer).items.first { $0.frameSize == Size(width: 40, height: 40) })
    return square.opacity
  }

  @Test func atRestAndHeldTheSquareIsFaint() throws {
    let scene = try tappedScene(duration: 3, taps: [0.5], measurer: measurer) { Square() }
    for (t, expected) in [(0.0, 0.1), (0.4, 0.1), (0.7, 0.1), (1.2, 0.1), (2.0, 0.55), (2.9, 1.0)] {
      let o = try opacity(scene, at: t)
      #expect(o.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9), "at \(t): \(o)")
    }
  }
}

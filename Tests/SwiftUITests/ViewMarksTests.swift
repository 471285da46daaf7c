import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// `plot`'s marks for a Swift view: when each modifier's animation is logically complete (`settled`) and
/// when the modifier comes to rest (`removed`), on the layer that lists the modifier, by transactions and
/// by phase animators, as a scene file's.
@Suite struct ViewMarksTests {
  let measurer = EstimatedTextMeasurer()

  struct Grow: View {
    @State private var big = false
    var body: some View {
      VStack {
        Circle().frame(width: 20, height: 20)
        Rectangle().frame(width: 20, height: 20).scaleEffect(big ? 2 : 1)
      }
      .onAppear { withAnimation(.linear(duration: 1)) { big = true } }
    }
  }

  struct Pulse: View {
    var body: some View {
      Circle().frame(width: 20, height: 20)
        .phaseAnimator([false, true]) { content, on in
          content.opacity(on ? 0.5 : 1)
        } animation: { _ in
          .linear(duration: 0.5)
        }
    }
  }

  func marks(_ root: @escaping () -> any View, duration: Double) throws -> [TimelineMark] {
    try tappedScene(duration: duration, measurer: measurer, root).marks().filter {
      $0.kind == .settled || $0.kind == .removed
    }
  }

  /// A linear second of `scaleEffect` on the second of two layers: it settles and comes to rest at 1 s,
  /// marked on layer 1 only.
  @Test func aTransactionsAnimationSettlesOnItsLayer() throws {
    let m = try marks({ Grow() }, duration: 1.5)
    #expect(m.map(\.kind) == [.settled, .removed])
    #expect(m.allSatisfy { $0.time == 1 && $0.layer == 1 && $0.quantity == "scaleEffect" }, "\(m)")
  }

  /// A cycling phase animator of two linear half seconds: its opacity settles at 0.5 s and 1 s, …
  @Test func aPhaseAnimatorsChannelSettlesAtEachPhase() throws {
    let m = try marks({ Pulse() }, duration: 1.2)
    let settled = m.filter { $0.kind == .settled && $0.time <= 1.2 }
    #expect(settled.map(\.time) == [0.5, 1.0], "\(m)")
    #expect(settled.allSatisfy { $0.layer == 0 && $0.quantity == "opacity" })
  }

  struct Hop: View {
    @State private var hops = 0
    var body: some View {
      Circle().frame(width: 20, height: 20)
        .keyframeAnimator(initialValue: 0.0, trigger: hops) { content, y in
          content.offset(y: y)
        } keyframes: { _ in
          LinearKeyframe(-20.0, duration: 0.25)
          LinearKeyframe(0.0, duration: 0.5)
        }
        .onAppear { hops += 1 }
    }
  }

  /// A keyframe animator triggered at 0 s marks the end of each keyframe, at 0.25 s and 0.75 s, on its layer.
  @Test func aKeyframeAnimatorMarksEachKeyframesEnd() throws {
    let ends = try tappedScene(measurer: measurer) { Hop() }.marks().filter { $0.kind == .keyframe }
    #expect(ends.map(\.time) == [0.25, 0.75], "\(ends)")
    #expect(ends.allSatisfy { $0.layer == 0 && $0.quantity == "value" })
  }
}

import Foundation
import Keyframes
import RealModule
import SceneFormat
import Testing

/// docs/semantics.md, "A change without animation": a state change with no animation moves the model
/// value and leaves running animations alone, in scenes as in the property animator.
@Suite struct UnanimatedChangeTests {
  let measurer = EstimatedTextMeasurer()
  func close(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool {
    a.isApproximatelyEqual(to: b, absoluteTolerance: tol)
  }

  /// `withAnimation(.snappy) { x = 90 }` at 0.2; a completion that sets x = 20 without animation once
  /// the spring is logically complete (0.7), while it still settles: the ball shows 20 plus the spring's
  /// remaining offset, which decays to 0; a `.removed` completion of the first transaction still fires
  /// when the spring is removed, not at the unanimated change.
  @Test func completionWithoutAnimationKeepsTheSpringSettling() throws {
    let s = try runtimeScene(
      text: """
        size: [400, 200]
        fps: 60
        state: { x: 0.0, done: 0.0 }
        events:
          - at: 0.2
            withAnimation: .snappy
            set: { x: 90 }
            completion:
              set: { x: 20 }
          - at: 0.2
            withAnimation: .snappy
            set: { done: 0.5 }
            completionCriteria: .removed
            completion:
              set: { done: 1 }
        layers:
          - shape: circle
            frame: [10, 10]
            modifiers:
              - offset: { x: x }
              - opacity: done
        """, file: "test.yaml")
    var spring = PropertyAnimator(initialValue: 0.0)
    let handle = spring.set(90, animation: .snappy, at: 0.2)!
    let logical = spring.completionTime(of: handle)
    #expect(close(logical, 0.7))
    var opacity = PropertyAnimator(initialValue: 0.0)
    let removedHandle = opacity.set(0.5, animation: .snappy, at: 0.2)!
    let removed = opacity.completionTime(of: removedHandle, criteria: .removed)
    for n in 0...90 {
      let t = Double(n) / 60
      let x = try s.displayList(at: t, measurer: measurer).items[0].transform.x0 - 200
      let expected = t < logical ? spring.value(at: t) : 20 - 90 + spring.value(at: t)
      #expect(close(x, expected, 1e-9), "t = \(t): \(x) against \(expected)")
    }
    // Still moving after the change: 20 + offset, not 20.
    let after = try s.displayList(at: 43.0 / 60, measurer: measurer).items[0].transform.x0 - 200
    #expect(abs(after - 20) > 0.3)
    #expect(try s.displayList(at: 3, measurer: measurer).items[0].transform.x0 == 220)
    // The `.removed` completion: at the spring's removal.
    #expect(try s.displayList(at: removed - 1e-6, measurer: measurer).items[0].opacity < 1)
    #expect(try s.displayList(at: removed, measurer: measurer).items[0].opacity == 1)
  }

  /// A phase animator whose next transition has no animation (`null`) keeps the previous spring's tail:
  /// into `move` with `.bouncy` at 0.1; at its logical completion (0.6) `hold` has no animation, so it
  /// advances at once to `rest` (§0b.11) while the bouncy spring keeps running — the same transactions
  /// as on one property animator: 100 (bouncy) at 0.1, 150 (none) and 0 (bouncy) at 0.6.
  @Test func phaseWithoutAnimationKeepsTheRunningSpring() throws {
    let s = try runtimeScene(
      text: """
        size: [400, 200]
        fps: 60
        state: { taps: 0 }
        events:
          - at: 0.1
            set: { taps: 1 }
        layers:
          - shape: circle
            frame: [10, 10]
            modifiers:
              - phaseAnimator:
                  phases: [rest, move, hold]
                  trigger: taps
                  properties:
                    x: { rest: 0, move: 100, hold: 150 }
                  animation: { move: .bouncy, hold: null, rest: .bouncy }
                  content: [{ offset: { x: phase.x } }]
        """, file: "test.yaml")
    var reference = PropertyAnimator(initialValue: 0.0)
    reference.set(100, animation: .bouncy, at: 0.1)
    reference.set(150, animation: nil, at: 0.6)
    reference.set(0, animation: .bouncy, at: 0.6)
    var cancelling = PropertyAnimator(initialValue: 150.0)
    cancelling.set(0, animation: .bouncy, at: 0.6)
    for n in 0...120 {
      let t = Double(n) / 60
      let x = try s.displayList(at: t, measurer: measurer).items[0].transform.x0 - 200
      #expect(close(x, reference.value(at: t), 1e-9), "t = \(t): \(x) against \(reference.value(at: t))")
    }
    // Not what cancelling the spring at 0.6 would show.
    let gap = stride(from: 0.6, through: 2, by: 1.0 / 60).map {
      abs(reference.value(at: $0) - cancelling.value(at: $0))
    }.max()!
    #expect(gap > 0.05)
  }
}

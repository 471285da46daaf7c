import Foundation
import Keyframes
import RealModule
import Testing

/// Keyframe-animator playback: docs/semantics.md §4 "KeyframeAnimator playback" and §0b.8.
@Suite struct KeyframeAnimatorPlaybackTests {
  func close(_ a: Double, _ b: Double) -> Bool { a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-12) }

  @Test func repeatingLoopsOnSceneTime() {
    let p = KeyframeAnimatorPlayback(initialValue: 0.0, mode: .repeating(true)) { _ in
      LinearKeyframe(2.0, duration: 1)
      LinearKeyframe(0.0, duration: 1)
    }
    #expect(p.value(at: 0.5) == 1)
    #expect(p.value(at: 2.5) == 1)
    #expect(p.value(at: 5.5) == 1)
    #expect(p.value(at: 4.25) == 0.5)
    #expect(p.endTime == 2)
  }

  /// A Swift view's `repeating:` that turns true at 1 s and false at 3.5 s, true again at 5: a loop from
  /// each start, the timeline's start outside.
  @Test func loopingPlaysFromEachSpansStart() {
    let p = KeyframeAnimatorPlayback(initialValue: 0.0, mode: .looping([1..<3.5, 5..<Double.infinity])) { _ in
      LinearKeyframe(2.0, duration: 1)
      LinearKeyframe(0.0, duration: 1)
    }
    #expect(p.value(at: 0.5) == 0)
    #expect(p.value(at: 1.5) == 1)
    #expect(p.value(at: 3.25) == 0.5)
    #expect(p.value(at: 4) == 0)
    #expect(p.value(at: 5.5) == 1)
    #expect(p.endTime == 7)
  }

  @Test func pausedShowsTheStart() {
    let p = KeyframeAnimatorPlayback(initialValue: 0.0, mode: .repeating(false)) { _ in
      MoveKeyframe(3.0)
      LinearKeyframe(5.0, duration: 1)
    }
    #expect(p.value(at: 0) == 3)
    #expect(p.value(at: 0.7) == 3)
  }

  /// An initial value that a view's update changes (0.2, then 0.9 from the trigger at 1 s): before the run
  /// the value is the one of that instant, 0.2 (not the last update's 0.9); the run sets out from 0.9.
  @Test func theInitialValueIsTheOneOfItsInstant() {
    let p = KeyframeAnimatorPlayback(
      initialValue: 0.2, initialValues: [(0, 0.2), (1, 0.9)], mode: .triggered([1])
    ) { _ in
      LinearKeyframe(0.5, duration: 1)
    }
    #expect(p.value(at: 0) == 0.2)
    #expect(p.value(at: 0.99) == 0.2)
    #expect(close(p.value(at: 1.5), 0.7))
    #expect(p.value(at: 3) == 0.5)
  }

  /// A trigger while idle builds from the animator's initial value; the closure sees the current value.
  @Test func idleTriggersStartFromTheInitialValue() {
    let p = KeyframeAnimatorPlayback(initialValue: 0.0, mode: .triggered([1, 3])) { current in
      LinearKeyframe(current + 1, duration: 1)
    }
    #expect(p.value(at: 0.5) == 0)
    #expect(p.value(at: 1.5) == 0.5)
    #expect(p.value(at: 2.5) == 1)
    // Second run: from initialValue 0 toward current (1) + 1.
    #expect(p.value(at: 3) == 0)
    #expect(p.value(at: 3.5) == 1)
    #expect(p.endTime == 4)
  }

  /// A retrigger mid-flight carries value and velocity: smoothstep 0→1 at u = 0.5 is at 0.5 moving 1.5/s.
  @Test func retriggerCarriesValueAndVelocity() {
    let p = KeyframeAnimatorPlayback(initialValue: 0.0, mode: .triggered([1, 1.5])) { current in
      CubicKeyframe(current + 1, duration: 1)
    }
    #expect(close(p.value(at: 1.5), 0.5))
    // Hermite from 0.5 (tangent 1.5) to 1.5 (tangent 0) at u: h00·0.5 + h10·1.5 + h01·1.5.
    for u in [0.1, 0.5, 0.9] {
      let h00 = 2 * u * u * u - 3 * u * u + 1
      let h10 = u * u * u - 2 * u * u + u
      let h01 = -2 * u * u * u + 3 * u * u
      #expect(close(p.value(at: 1.5 + u), h00 * 0.5 + h10 * 1.5 + h01 * 1.5))
    }
    // Continuity of velocity: the slope just after the retrigger is 1.5.
    #expect(abs((p.value(at: 1.5 + 1e-6) - p.value(at: 1.5)) / 1e-6 - 1.5) < 1e-4)
  }

  /// §0b.8: a trigger exactly at the end of a run is a retrigger (starts from the end value).
  @Test func triggerAtTheEndIsARetrigger() {
    let p = KeyframeAnimatorPlayback(initialValue: 0.0, mode: .triggered([1, 2])) { current in
      LinearKeyframe(current + 1, duration: 1)
    }
    #expect(p.value(at: 2) == 1)
    #expect(p.value(at: 2.5) == 1.5)
    #expect(p.runs.count == 2)
  }
}

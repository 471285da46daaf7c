import Foundation
import Keyframes
import RealModule
import Testing

/// Keyframe timelines against docs/semantics.md §3, §4, §0b.7 and the §7 vectors A–F.
@Suite struct KeyframeTimelineTests {
  func close(_ a: Double, _ b: Double, _ tol: Double = 1e-6) -> Bool {
    a.isApproximatelyEqual(to: b, absoluteTolerance: tol)
  }

  @Test func vectorA_catmullRom() {
    let t = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(1, duration: 0.5)
      CubicKeyframe(3, duration: 0.5)
      CubicKeyframe(0, duration: 1.0)
    }
    #expect(t.duration == 2.0)
    for (time, v) in [
      (0.25, 0.3125), (0.5, 1.0), (0.75, 2.229167), (1.0, 3.0), (1.25, 2.4375), (1.5, 1.416667), (2.0, 0),
    ] {
      #expect(close(t.value(time: time), v), "t=\(time): \(t.value(time: time))")
    }
    // Knot velocities 0, 3, −2/3, 0.
    for (time, v) in [(0.0, 0.0), (0.5, 3.0), (1.0, -2.0 / 3), (2.0, 0.0)] {
      #expect(close(t.velocity(time: time)[\Double.self] ?? .nan, v, 1e-9), "velocity at \(time)")
    }
  }

  @Test func vectorB_appleExample() {
    let t = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(100, duration: 0.3)
      CubicKeyframe(0, duration: 0.7)
    }
    #expect(close(t.value(time: 0.45), 88.192420))
    #expect(close(t.value(time: 0.15), 50))
  }

  @Test func vectorC_linearThenCubic() {
    let t = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(1, duration: 0.5)
      CubicKeyframe(0, duration: 0.5)
    }
    #expect(close(t.velocity(time: 0.5)[\Double.self]!, 2.0))
    for (time, v) in [(0.6, 1.024), (0.75, 0.625), (0.9, 0.136)] { #expect(close(t.value(time: time), v)) }
  }

  @Test func vectorD_springWithSettlingDuration() {
    let t = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(1, spring: .bouncy)
      LinearKeyframe(0, duration: 0.5)
    }
    #expect(close(t.duration, 1.306476 + 0.5))
    #expect(close(t.value(time: 0.3), 1.033930))
    #expect(close(t.value(time: 0.5), 1.014498))
    // Not snapped: the spring segment ends at 1.0000007 and the linear one starts there.
    let springEnd = t.duration - 0.5
    #expect(close(t.value(time: springEnd), 1.0000007, 1e-7))
    #expect(close(t.velocity(time: springEnd)[\Double.self]!, -1.34e-4, 1e-6))
    #expect(close(t.value(time: t.duration), 0, 1e-12))
  }

  @Test func vectorE_moveFirst() {
    let t = KeyframeTimeline(initialValue: 0.0) {
      MoveKeyframe(5)
      LinearKeyframe(10, duration: 1)
    }
    #expect(t.value(time: 0) == 5)
    #expect(t.value(time: 0.5) == 7.5)
  }

  @Test func vectorF_springVelocityCarriesIntoCubic() {
    let t = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(1, duration: 0.25, spring: .smooth)
      CubicKeyframe(0, duration: 0.5)
    }
    #expect(close(t.value(time: 0.25), 0.821026))
    #expect(close(t.velocity(time: 0.25)[\Double.self]!, 1.706017))
    #expect(close(t.value(time: 0.4), 0.769076))
    #expect(close(t.value(time: 0.6), 0.231081))
  }

  struct Pose {
    var x = 0.0
    var y = 0.0
  }

  /// §3: tracks apply in order; the last one wins where two write, even after it has finished; a track
  /// without keyframes writes nothing; duration is the longest track's.
  @Test func lastTrackWins() {
    let t = KeyframeTimeline(initialValue: Pose()) {
      KeyframeTrack(\Pose.x) { LinearKeyframe(10, duration: 2) }
      KeyframeTrack(\Pose.x) { LinearKeyframe(1, duration: 1) }
      KeyframeTrack(\Pose.y) {}
    }
    #expect(t.duration == 2)
    #expect(t.value(time: 0.5).x == 0.5)
    #expect(t.value(time: 1.5).x == 1)
    #expect(t.value(time: 1.5).y == 0)
    #expect(t.value(progress: 0.25).x == 0.5)
  }

  /// Builders take `if`/`else` and `for`, for tracks and for keyframes.
  @Test func builderControlFlow() {
    func make(bounce: Bool) -> KeyframeTimeline<Pose> {
      KeyframeTimeline(initialValue: Pose()) {
        if bounce {
          KeyframeTrack(\Pose.y) { LinearKeyframe(5, duration: 1) }
        } else {
          KeyframeTrack(\Pose.y) { LinearKeyframe(-5, duration: 1) }
        }
        KeyframeTrack(\Pose.x) {
          for step in 1...4 { LinearKeyframe(Double(step), duration: 0.25) }
          if bounce { MoveKeyframe(0) }
        }
      }
    }
    #expect(make(bounce: true).value(time: 0.5).y == 2.5)
    #expect(make(bounce: false).value(time: 0.5).y == -2.5)
    #expect(make(bounce: true).value(time: 0.625).x == 2.5)
    #expect(make(bounce: true).value(time: 2).x == 0)
    #expect(make(bounce: false).value(time: 2).x == 4)
  }

  /// A root whose fields are named at run time, as the scene layer builds them from a file.
  struct Fields {
    var values: [String: AnimatableVector]
    subscript(track name: String) -> AnimatableVector {
      get { values[name] ?? .zero }
      set { values[name] = newValue }
    }
  }

  @Test func runtimeBuiltTracks() {
    let spec: [String: [AnyKeyframe<AnimatableVector>]] = [
      "offset": [AnyKeyframe(LinearKeyframe(AnimatableVector([10, 20]), duration: 1))],
      "scale": [
        AnyKeyframe(CubicKeyframe(AnimatableVector([2]), duration: 0.5)),
        AnyKeyframe(MoveKeyframe(AnimatableVector([1]))),
      ],
    ]
    let t = KeyframeTimeline(
      initialValue: Fields(values: ["offset": AnimatableVector([0, 0]), "scale": AnimatableVector([1])])
    ) {
      for name in spec.keys.sorted() {
        KeyframeTrack(\Fields.[track: name]) {
          for keyframe in spec[name]! { keyframe }
        }
      }
    }
    #expect(t.duration == 1)
    #expect(t.value(time: 0.5)[track: "offset"] == AnimatableVector([5, 10]))
    #expect(t.value(time: 0.25)[track: "scale"] == AnimatableVector([1.5]))
    #expect(t.value(time: 0.75)[track: "scale"] == AnimatableVector([1]))
  }

  /// A retriggered timeline's first cubic and spring segments start with the carried velocity.
  @Test func initialVelocity() {
    let velocity = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(2, duration: 1) }.velocity(time: 0.5)
    let t = KeyframeTimeline(initialValue: 1.0, initialVelocity: velocity) { CubicKeyframe(1, duration: 1) }
    #expect(close(t.velocity(time: 0)[\Double.self]!, 2))
    // Hermite from 1 to 1 with m0 = 2: x(u) = 1 + 2·(u³ − 2u² + u).
    #expect(close(t.value(time: 0.5), 1 + 2 * (0.125 - 0.5 + 0.5)))
    let s = KeyframeTimeline(initialValue: 1.0, initialVelocity: velocity) {
      SpringKeyframe(1, duration: 1, spring: .smooth)
    }
    #expect(close(s.value(time: 0.1), 1 + Spring.smooth.value(target: 0.0, initialVelocity: 2.0, time: 0.1), 1e-12))
  }
}

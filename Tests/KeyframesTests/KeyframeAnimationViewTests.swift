import Foundation
import Keyframes
import RealModule
import Testing

/// The keyframes of the SwiftUI documentation's `KeyframeAnimationView`, written verbatim as Swift.
///
/// Expected numbers were derived independently from docs/semantics.md §4 (Hermite / Catmull-Rom tangents,
/// spring closed form, settling duration with ε = 1e-4) in a separate Python script, not from this
/// library. By hand, for example:
/// - scale at 0.5: the LinearKeyframe(1.0) holds 1.0 until 0.36; then SpringKeyframe(1.5, 0.8, .bouncy)
///   from rest: 1 + bouncy.value(target: 0.5, time: 0.14) = 1.318846.
/// - verticalStretch at 0.05: CubicKeyframe(1.0, 0.1) from 1.0 with end tangent (0.6 − 1.0)/(0.1 + 0.15)
///   = −1.6: h11(0.5)·(−1.6)·0.1 = −0.125·(−0.16) → 1.02.
/// - duration: verticalOffset is longest: 0.1 + 0.15 + 1.0 + settling of the last spring = 3.021958.
@Suite struct KeyframeAnimationViewTests {
  struct AnimationValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalOffset = 0.0
    var angle = Angle.zero
  }

  let timeline = KeyframeTimeline(initialValue: AnimationValues()) {
    KeyframeTrack(\.scale) {
      LinearKeyframe(1.0, duration: 0.36)
      SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
      SpringKeyframe(1.0, spring: .bouncy)
    }
    KeyframeTrack(\.verticalOffset) {
      LinearKeyframe(0.0, duration: 0.1)
      SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
      SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
      SpringKeyframe(0.0, spring: .bouncy)
    }
    KeyframeTrack(\.verticalStretch) {
      CubicKeyframe(1.0, duration: 0.1)
      CubicKeyframe(0.6, duration: 0.15)
      CubicKeyframe(1.5, duration: 0.1)
      CubicKeyframe(1.05, duration: 0.15)
      CubicKeyframe(1.0, duration: 0.88)
      CubicKeyframe(0.8, duration: 0.1)
      CubicKeyframe(1.04, duration: 0.4)
      CubicKeyframe(1.0, duration: 0.22)
    }
    KeyframeTrack(\.angle) {
      CubicKeyframe(.zero, duration: 0.58)
      CubicKeyframe(.degrees(16), duration: 0.125)
      CubicKeyframe(.degrees(-16), duration: 0.125)
      CubicKeyframe(.degrees(16), duration: 0.125)
      CubicKeyframe(.zero, duration: 0.125)
    }
  }

  func close(_ a: Double, _ b: Double) -> Bool { a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-9) }

  @Test func duration() {
    #expect(timeline.duration.isApproximatelyEqual(to: 3.021958304074234, absoluteTolerance: 1e-9))
  }

  /// (time, scale, verticalStretch, verticalOffset, angle in radians)
  @Test(arguments: [
    (0.05, 1.0, 1.02, 0.0, -0.0015601563548241198),
    (0.3, 1.0, 1.0525, 5.817016829159197, -0.02967240765401345),
    (0.5, 1.318846463570285, 1.05, -57.940947091331196, -0.023549529884137648),
    (0.65, 1.5138460816840746, 1.0014400512518447, -63.02786300107114, 0.18927263426255092),
    (1.0, 1.4993643830810477, 1.005953894166808, -59.86070547479255, 0.2173256059315306),
    (1.2, 1.4499938606741598, 1.0202577014326042, -59.995607792862245, 0.0),
    (1.5, 0.9772321521551607, 0.8028775483870968, -0.9558274524489434, 0.0),
    (2.0, 1.00038376932032, 1.0252781076561401, -0.10850548889668943, 0.0),
    (2.5, 0.999990218006678, 1.0, 0.000740838372394137, 0.0),
  ])
  func values(time: Double, scale: Double, stretch: Double, offset: Double, angle: Double) {
    let v = timeline.value(time: time)
    #expect(close(v.scale, scale), "scale at \(time): \(v.scale)")
    #expect(close(v.verticalStretch, stretch), "verticalStretch at \(time): \(v.verticalStretch)")
    #expect(v.verticalOffset.isApproximatelyEqual(to: offset, absoluteTolerance: 1e-8), "verticalOffset at \(time)")
    #expect(close(v.angle.radians, angle), "angle at \(time): \(v.angle.radians)")
  }

  @Test func endsAtRest() {
    let end = timeline.value(progress: 1)
    #expect(end.verticalStretch == 1.0 && end.angle == .zero)
    #expect(abs(end.verticalOffset) < 1e-4 && abs(end.scale - 1) < 1e-4)
  }
}

// `make bench`: timeline samples per second for the docs' 4-track KeyframeAnimationView timeline.
import Foundation
import Keyframes

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

let clock = ContinuousClock()
let start = clock.now
var samples = 0
var checksum = 0.0
let duration = timeline.duration
while clock.now - start < .milliseconds(500) {
  for i in 0..<10_000 {
    let v = timeline.value(time: Double(i % 1000) / 1000 * duration)
    checksum += v.scale + v.verticalOffset
  }
  samples += 10_000
}
let seconds = Double((clock.now - start).components.attoseconds) / 1e18 + Double((clock.now - start).components.seconds)
print(
  "timeline samples/s: \(Int(Double(samples) / seconds))  (4-track KeyframeAnimationView; "
    + "checksum \(Int(checksum) % 1000))"
)

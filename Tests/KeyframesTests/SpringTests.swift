import Foundation
import Keyframes
import RealModule
import Testing

/// Spring conversions, closed forms and settling durations against docs/semantics.md §1 and §7.
@Suite struct SpringTests {
  func close(_ a: Double, _ b: Double, _ tol: Double = 1e-6) -> Bool {
    a.isApproximatelyEqual(to: b, absoluteTolerance: tol)
  }

  @Test func publishedAppleConversions() {
    let s = Spring(duration: 0.5, bounce: 0.3)
    #expect(close(s.mass, 1.0, 1e-12))
    #expect(close(s.stiffness, 157.9136704, 1e-6))
    #expect(close(s.damping, 17.5929189, 1e-6))
    let m = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(close(m.duration, 0.6283185, 1e-7))
    #expect(close(m.bounce, 0.5, 1e-12))
    #expect(close(m.stiffness, 100, 1e-9))
    #expect(close(m.damping, 10, 1e-9))
  }

  @Test func presetInternals() {
    #expect(Spring.smooth.angularFrequency == 0)
    #expect(close(Spring.smooth.decayConstant, 12.566371))
    #expect(close(Spring.smooth.stiffness, 157.913670))
    #expect(close(Spring.smooth.damping, 25.132741))
    #expect(close(Spring.snappy.angularFrequency, 6.619746))
    #expect(close(Spring.snappy.decayConstant, 10.681415))
    #expect(close(Spring.snappy.damping, 21.362830))
    #expect(close(Spring.bouncy.angularFrequency, 8.974184))
    #expect(close(Spring.bouncy.decayConstant, 8.796459))
    #expect(close(Spring.bouncy.damping, 17.592919))
    let over = Spring(duration: 0.5, bounce: -0.3)
    #expect(close(over.dampingRatio, 1.428571))
    #expect(close(over.angularFrequency, -12.820262))
    #expect(close(over.decayConstant, 17.951958))
  }

  @Test func parameterRoundTrips() {
    for bounce in [-0.5, -0.3, 0.0, 0.15, 0.3, 0.7] {
      let s = Spring(duration: 0.8, bounce: bounce)
      #expect(close(s.duration, 0.8, 1e-12))
      #expect(close(s.response, 0.8, 1e-12))
      #expect(close(s.bounce, bounce, 1e-12))
    }
    #expect(Spring(response: 0.5, dampingRatio: 0.7) == Spring(duration: 0.5, bounce: 0.3))
    #expect(Spring() == Spring.smooth)
    #expect(close(Spring.bouncy(duration: 1, extraBounce: 0.1).bounce, 0.4, 1e-12))
    #expect(close(Spring.snappy(extraBounce: 0.05).bounce, 0.2, 1e-12))
    // Over-damped physical springs are clamped to critical unless allowed.
    let clamped = Spring(mass: 1, stiffness: 100, damping: 40)
    #expect(clamped.angularFrequency == 0)
    #expect(close(clamped.damping, 20, 1e-12))
    let over = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
    #expect(over.angularFrequency < 0)
    #expect(close(over.damping, 40, 1e-12))
    #expect(close(over.stiffness, 100, 1e-9))
    // Mass scales stiffness and damping, not the motion's shape.
    let heavy = Spring(mass: 2, stiffness: 200, damping: 20)
    #expect(close(heavy.duration, 2 * .pi / 10, 1e-12))
    #expect(close(heavy.stiffness, 200, 1e-9))
  }

  @Test(arguments: [
    ("smooth", Spring.smooth, [0.131311, 0.357740, 0.821026, 0.986399, 0.999953]),
    ("snappy", Spring.snappy, [0.138210, 0.388102, 0.894509, 1.006020, 0.999966]),
    ("bouncy", Spring.bouncy, [0.145715, 0.423302, 0.984087, 1.014498, 1.000072]),
    ("bounce -0.3", Spring(duration: 0.5, bounce: -0.3), [0.114430, 0.290826, 0.667382, 0.907764, 0.992911]),
    ("m1 k100 c10", Spring(mass: 1, stiffness: 100, damping: 10), [0.104405, 0.340300, 1.023360, 1.074591, 1.002170]),
  ])
  func closedFormValues(name: String, spring: Spring, expected: [Double]) {
    for (t, want) in zip([0.05, 0.1, 0.25, 0.5, 1.0], expected) {
      #expect(close(spring.value(target: 1.0, initialVelocity: 0.0, time: t), want), "\(name) at \(t)")
    }
  }

  @Test func initialVelocityAndVelocities() {
    for (t, want) in zip([0.05, 0.1, 0.25], [0.301403, 0.604020, 1.032413]) {
      #expect(close(Spring.bouncy.value(target: 1.0, initialVelocity: 5.0, time: t), want))
    }
    #expect(close(Spring.smooth.velocity(target: 1.0, time: 0.1), 4.49437, 1e-5))
    #expect(close(Spring.snappy.velocity(target: 1.0, time: 0.1), 5.03891, 1e-5))
    #expect(close(Spring.bouncy.velocity(target: 1.0, time: 0.1), 5.70756, 1e-5))
    #expect(close(Spring(duration: 0.5, bounce: -0.3).velocity(target: 1.0, time: 0.1), 3.40276, 1e-5))
  }

  /// The velocity is the derivative of the value in all three regimes, and starts at v0.
  @Test(arguments: [Spring.smooth, .snappy, .bouncy, Spring(duration: 0.5, bounce: -0.3)])
  func velocityIsDerivative(spring: Spring) {
    #expect(close(spring.velocity(target: 2.0, initialVelocity: -3.0, time: 0), -3.0, 1e-12))
    #expect(close(spring.value(target: 2.0, initialVelocity: -3.0, time: 0), 0, 1e-12))
    for t in [0.03, 0.2, 0.7] {
      let h = 1e-6
      let numeric =
        (spring.value(target: 2.0, initialVelocity: -3.0, time: t + h)
          - spring.value(target: 2.0, initialVelocity: -3.0, time: t - h)) / (2 * h)
      #expect(close(spring.velocity(target: 2.0, initialVelocity: -3.0, time: t), numeric, 1e-5))
    }
  }

  @Test func settlingDurations() {
    let over = Spring(duration: 0.5, bounce: -0.3)
    let cases: [(Spring, Double, Double, Double, Double)] = [
      // spring, target, v0, epsilon, expected
      (.smooth, 1, 0, 1e-3, 0.8), (.smooth, 1, 0, 1e-4, 1.0),
      (.snappy, 1, 0, 1e-3, 0.876827), (.snappy, 1, 0, 1e-4, 1.092396),
      (.bouncy, 1, 0, 1e-3, 1.044713), (.bouncy, 1, 0, 1e-4, 1.306476),
      (over, 1, 0, 1e-3, 1.4), (over, 1, 0, 1e-4, 1.9),
      (.bouncy, 100, 0, 1e-3, 1.568239), (.bouncy, 100, 0, 1e-4, 1.830001),
      (.smooth, 100, 0, 1e-4, 1.4), (.bouncy, 1, 5, 1e-3, 0.963528),
    ]
    for (spring, target, v0, eps, want) in cases {
      let got = spring.settlingDuration(target: target, initialVelocity: v0, epsilon: eps)
      #expect(close(got, want, 1e-6), "\(spring) T=\(target) v0=\(v0) ε=\(eps): \(got)")
    }
    #expect(close(Spring.smooth.settlingDuration, 0.8, 1e-9))
    #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
  }

  @Test func vectorTargetsMoveEachComponent() {
    let target = AnimatablePair(1.0, -2.0)
    let v = Spring.bouncy.value(target: target, time: 0.25)
    #expect(close(v.first, 0.984087))
    #expect(close(v.second, -2 * 0.984087, 2e-6))
  }
}

import Foundation
import Keyframes
import RealModule
import Testing

/// Built-in animations against docs/semantics.md §2 and the §7 vectors.
@Suite struct AnimationTests {
  func close(_ a: Double, _ b: Double, _ tol: Double = 1e-6) -> Bool {
    a.isApproximatelyEqual(to: b, absoluteTolerance: tol)
  }

  /// The value at frame `n` of 60 fps for Δ = 1, or nil once removed.
  func frame(_ animation: Animation, _ n: Int, fps: Double = 60) -> Double? {
    var context = AnimationContext<Double>()
    return animation.animate(value: 1.0, time: Double(n) / fps, context: &context)
  }

  /// §7 "FluidSpring, Δ=1": integrator values (5 decimals given) and the removal frame.
  @Test(arguments: [
    (Animation.smooth, [(6, 0.35578), (12, 0.71292), (18, 0.88646), (30, 0.98447)], 50),
    (Animation.snappy, [(6, 0.38544), (12, 0.78369), (18, 0.95249), (30, 1.00435)], 34),
    (Animation.bouncy, [(6, 0.41960), (12, 0.87085), (18, 1.02966), (30, 1.01330)], 46),
    (Animation.spring, [(6, 0.39080), (18, 0.96449), (30, 1.00679), (31, 1.006169)], 32),
    (Animation.default, [(6, 0.31447), (18, 0.85306), (30, 0.97560)], 53),
  ])
  func fluidSpringVectors(animation: Animation, samples: [(Int, Double)], removedFrame: Int) throws {
    for (n, expected) in samples {
      let v = try #require(frame(animation, n))
      #expect(close(v, expected, 5e-6), "\(animation) frame \(n): \(v)")
    }
    #expect(frame(animation, removedFrame - 1) != nil)
    #expect(frame(animation, removedFrame) == nil)
    // The removal instant is a sub-step boundary inside the removal frame's interval (§0b.4).
    let removal = animation.duration(for: 1.0)
    #expect(removal > Double(removedFrame - 1) / 60 && removal <= Double(removedFrame) / 60 + 1e-12)
    #expect(close((removal * 300).rounded(), removal * 300, 1e-9))
  }

  @Test func fluidSpringLogicalCompletionIsTheResponse() {
    #expect(Animation.smooth.logicalDuration(for: 1.0) == 0.5)
    #expect(Animation.default.logicalDuration(for: 1.0) == 0.55)
    var context = AnimationContext<Double>()
    _ = Animation.default.animate(value: 1.0, time: 0.54, context: &context)
    #expect(!context.isLogicallyComplete)
    _ = Animation.default.animate(value: 1.0, time: 0.55, context: &context)
    #expect(context.isLogicallyComplete)
  }

  /// Decision 2: sub-steps are ⌈300·e − 1e-9⌉, so 30 fps and 60 fps agree at shared instants and the
  /// value depends on elapsed alone (frame 5 at 60 fps takes 25 sub-steps, not 26 as on a device).
  @Test func integratorDependsOnElapsedOnly() throws {
    #expect(Animation.fluidSpringStepCount(at: 5.0 / 60) == 25)
    #expect(Animation.fluidSpringStepCount(at: 1.0 / 300) == 1)
    #expect(Animation.fluidSpringStepCount(at: 0) == 0)
    #expect(frame(.smooth, 6, fps: 60) == frame(.smooth, 3, fps: 30))
  }

  /// Rest test with a large Δ removes later: thresholds are absolute (§2.2).
  @Test func removalDependsOnDelta() {
    #expect(Animation.smooth.duration(for: 100.0) > Animation.smooth.duration(for: 1.0))
    #expect(Animation.smooth.duration(for: 0.0) == 0)
  }

  /// §7 `.easeInOut` at 60 fps: frames 1…11, 20, 21 and removal at frame 22.
  @Test func easeInOutFrames() throws {
    let expected = [
      0.004376, 0.017855, 0.040904, 0.073863, 0.116858, 0.169702, 0.231775, 0.301929,
      0.378431, 0.459008, 0.540992,
    ]
    for (i, e) in expected.enumerated() {
      let v = try #require(frame(.easeInOut, i + 1))
      #expect(close(v, e, 1e-6), "frame \(i + 1): \(v)")
    }
    #expect(close(try #require(frame(.easeInOut, 20)), 0.995624, 1e-6))
    #expect(frame(.easeInOut, 21) == 1.0)
    #expect(frame(.easeInOut, 22) == nil)
  }

  /// `Animation.linear` is a Bézier: its output is quantised to 2⁻²⁰ (§0b.5).
  @Test func linearAnimationIsQuantised() throws {
    var context = AnimationContext<Double>()
    let v = try #require(Animation.linear(duration: 1).animate(value: 1.0, time: 1.0 / 3, context: &context))
    #expect(v == (v * 1_048_576).rounded() / 1_048_576)
    #expect(close(v, 1.0 / 3, 1e-6))
  }

  /// §7 interpolatingSpring (k = 170, c = 15, m = 1) and the default one.
  @Test func interpolatingSpringVectors() throws {
    let a = Animation.interpolatingSpring(stiffness: 170, damping: 15)
    for (t, e) in [(0.05, 0.162450), (0.1, 0.480943), (0.2, 0.986203), (0.3, 1.109520), (0.5, 0.999787)] {
      var context = AnimationContext<Double>()
      #expect(close(try #require(a.animate(value: 1.0, time: t, context: &context)), e))
    }
    #expect(close(a.logicalDuration(for: 1.0), 0.481898))
    // Removal: max(−ln(ε/(1+|A|))/(ζω0), 1) with ζω0 = 7.5, A = 7.5/√(170−56.25).
    let amplitude = 7.5 / (170 - 56.25).squareRoot()
    #expect(close(a.duration(for: 1.0), max(-log(1e-3 / (1 + amplitude)) / 7.5, 1), 1e-12))
    #expect(close(Animation.interpolatingSpring.duration(for: 1.0), 0.8, 1e-9))
    #expect(close(Animation.interpolatingSpring.logicalDuration(for: 1.0), 0.5, 1e-9))
  }

  /// §0b.6: the properties and the empty calls differ.
  @Test func overloadsOfSpring() {
    #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
    #expect(Animation.spring() == .spring(response: 0.5, dampingFraction: 1.0))
    #expect(Animation.spring != Animation.spring())
    #expect(
      Animation.interactiveSpring == .interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
    #expect(Animation.interactiveSpring() == .spring(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25))
    #expect(Animation.interpolatingSpring == .interpolatingSpring(duration: 0.5, bounce: 0))
    #expect(Animation.default != .spring(response: 0.55, dampingFraction: 1.0))
    #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
    #expect(Animation.bouncy(duration: 0.4, extraBounce: 0.1) == .spring(response: 0.4, dampingFraction: 0.6))
    #expect(Animation.spring(duration: 0.5, bounce: -0.3) == .spring(response: 0.5, dampingFraction: 1 / 0.7))
    let fromModel = Animation.spring(.bouncy).fluidSpringParameters
    #expect(close(fromModel?.response ?? 0, 0.5, 1e-12) && close(fromModel?.dampingFraction ?? 0, 0.7, 1e-12))
    #expect(Animation.linear(duration: 1).delay(0.5) == Animation.linear(duration: 1).delay(0.5))
    #expect(Animation.linear(duration: 1).delay(0.5) != Animation.linear(duration: 1).delay(0.4))
  }

  /// §2.4 modifiers and §0b.9 repeats, by hand: linear is exact at these dyadic progresses.
  @Test func modifiers() {
    func v(_ a: Animation, _ t: Double) -> Double? {
      var context = AnimationContext<Double>()
      return a.animate(value: 1.0, time: t, context: &context)
    }
    let line = Animation.linear(duration: 1)
    #expect(v(line.delay(0.5), 0.25) == 0)
    #expect(v(line.delay(0.5), 0.75) == 0.25)
    #expect(line.delay(0.5).duration(for: 1.0) == 1.5)
    #expect(v(line.speed(2), 0.25) == 0.5)
    #expect(line.speed(2).duration(for: 1.0) == 0.5)
    let rev = line.repeatCount(3)
    #expect(v(rev, 0.25) == 0.25)
    #expect(v(rev, 1.25) == 0.75)
    #expect(v(rev, 2.25) == 0.25)
    #expect(v(rev, 3.0) == nil)
    #expect(rev.duration(for: 1.0) == 3)
    let fwd = line.repeatCount(2, autoreverses: false)
    #expect(v(fwd, 1.0) == 0)  // the boundary instant shows the start value
    #expect(v(fwd, 1.5) == 0.5)
    #expect(line.repeatForever().duration(for: 1.0) == .infinity)
    #expect(v(line.repeatForever(), 1001.5) == 0.5)
    #expect(Animation.smooth.logicallyComplete(after: 0.2).logicalDuration(for: 1.0) == 0.2)
    #expect(Animation.smooth.logicallyComplete(after: 2).logicalDuration(for: 1.0) == 0.5)
    #expect(Animation.smooth.logicallyComplete(after: 0.2).duration(for: 1.0) == Animation.smooth.duration(for: 1.0))
  }

  struct Halfway: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
      if time >= 0.5 { context.isLogicallyComplete = true }
      return time >= 2 ? nil : value.scaled(by: time / 2)
    }
  }

  @Test func customAnimation() {
    let a = Animation(Halfway())
    var context = AnimationContext<Double>()
    #expect(a.animate(value: 4.0, time: 1, context: &context) == 2)
    #expect(a.duration(for: 1.0) == 2)
    #expect(a.logicalDuration(for: 1.0) == 0.5)
    #expect(a == Animation(Halfway()))
    #expect(a != .linear)
  }
}

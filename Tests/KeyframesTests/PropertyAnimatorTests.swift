import Foundation
import Keyframes
import RealModule
import Testing

/// The property animator: docs/semantics.md §2.5, §6 and the §0/§0b rules, each in its own test.
@Suite struct PropertyAnimatorTests {
  func close(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool {
    a.isApproximatelyEqual(to: b, absoluteTolerance: tol)
  }

  /// Integrates `.smooth`'s integrator by hand (docs/semantics.md §2.2) for `steps` sub-steps.
  func integrate(
    response r: Double, zeta: Double, delta: Double, x: Double = 0, v: Double = 0, a: Double = 0,
    steps: Int
  ) -> (x: Double, v: Double, a: Double) {
    let k = (2 * Double.pi / r) * (2 * Double.pi / r)
    let c = 2 * k.squareRoot() * zeta
    var (x, v, a) = (x, v, a)
    for _ in 0..<steps {
      let h = a / 600 + v
      x += h / 300
      a = -c * h + k * (delta - x)
      v = a / 600 + h
    }
    return (x, v, a)
  }

  @Test func startsAtRestAndAnimatesFromTheTransaction() {
    var p = PropertyAnimator(initialValue: 10.0)
    let handle = p.set(20, animation: .linear(duration: 1), at: 2)
    #expect(handle != nil)
    #expect(p.value(at: 1) == 10)
    #expect(p.value(at: 2) == 10)
    #expect(p.value(at: 2.5) == 15)
    #expect(p.value(at: 3) == 20)
    #expect(p.value(at: 9) == 20)
    #expect(p.modelValue == 20)
    #expect(close(p.velocity(at: 2.5), 10, 1e-3))
  }

  /// Decision 1: an event at tₑ starts with elapsed = t − tₑ; §2.2 with Δ = 10.
  @Test func springValueIsTheIntegratorAtElapsedTime() {
    var p = PropertyAnimator(initialValue: 0.0)
    p.set(10, animation: .smooth, at: 1)
    let expected = integrate(response: 0.5, zeta: 1, delta: 10, steps: 30)
    #expect(close(p.value(at: 1.1), expected.x))
    #expect(close(p.velocity(at: 1.1), expected.v))
  }

  /// §0b.1 and §0b.2: a spring merging into a spring inherits x, v, a after ⌈300·e_prev⌉ of the old
  /// spring's sub-steps, and animates to the cumulative interval.
  @Test func springMergesIntoSpringWithItsWholeState() {
    var p = PropertyAnimator(initialValue: 0.0)
    p.set(1, animation: .smooth, at: 0)
    p.set(3, animation: .bouncy, at: 0.2)
    let old = integrate(response: 0.5, zeta: 1, delta: 1, steps: 60)
    let new = integrate(response: 0.5, zeta: 0.7, delta: 3, x: old.x, v: old.v, a: old.a, steps: 30)
    #expect(close(p.value(at: 0.2), old.x))
    #expect(close(p.value(at: 0.3), new.x))
    #expect(close(p.velocity(at: 0.3), new.v))
  }

  /// §0b.1: merging into a curve inherits only the offset (v = a = 0).
  @Test func springMergesIntoCurveWithOffsetOnly() {
    var p = PropertyAnimator(initialValue: 0.0)
    p.set(1, animation: .linear(duration: 1), at: 0)
    p.set(2, animation: .smooth, at: 0.5)
    let new = integrate(response: 0.5, zeta: 1, delta: 2, x: 0.5, steps: 30)
    #expect(close(p.value(at: 0.6), new.x))
  }

  /// §2.5: curves combine; hand computation for linear 0→1 over [0, 1] and 1→3 over [0.5, 1.5].
  /// At 0.75: entry 0 gives 0.75; entry 1 animates 3 − 0.75 = 2.25 by 0.25 → 0.5625; total 1.3125.
  @Test func curvesCombineAdditively() {
    var p = PropertyAnimator(initialValue: 0.0)
    p.set(1, animation: .linear(duration: 1), at: 0)
    p.set(3, animation: .linear(duration: 1), at: 0.5)
    #expect(p.value(at: 0.75) == 1.3125)
    // At 1.25 entry 0 is finished and gives its target 1; entry 1: 1 + 2·0.75 = 2.5.
    #expect(p.value(at: 1.25) == 2.5)
    #expect(p.value(at: 1.5) == 3)
  }

  /// §0b.10: a combination is removed when its last entry is.
  @Test func combinationIsRemovedWithItsLastEntry() {
    var p = PropertyAnimator(initialValue: 0.0)
    p.set(1, animation: .linear(duration: 2), at: 0)
    let second = p.set(2, animation: .linear(duration: 0.5), at: 0.5)!
    #expect(p.completionTime(of: second, criteria: .removed) == 1.0)
    #expect(p.value(at: 1.0) == 2)
    #expect(!p.isAnimating(at: 1.0))
  }

  /// Interpolating springs never merge: they add up.
  @Test func interpolatingSpringsCombine() {
    var p = PropertyAnimator(initialValue: 0.0)
    let a = Animation.interpolatingSpring(stiffness: 170, damping: 15)
    p.set(1, animation: a, at: 0)
    p.set(2, animation: a, at: 0.1)
    let s = { (t: Double) -> Double in
      var context = AnimationContext<Double>()
      return a.animate(value: 1.0, time: t, context: &context)!
    }
    let first = s(0.2)
    #expect(close(p.value(at: 0.2), first + (2 - first) * s(0.1)))
  }

  /// §0b.3 and §6: a curve completes, by both criteria, at start + duration exactly.
  @Test func curveCompletionIsExact() {
    var p = PropertyAnimator(initialValue: 0.0)
    let h = p.set(1, animation: .easeInOut(duration: 0.35), at: 0.5)!
    #expect(p.completionTime(of: h, criteria: .logicallyComplete) == 0.85)
    #expect(p.completionTime(of: h, criteria: .removed) == 0.85)
  }

  /// §0b.4 and §6: a spring is logically complete at start + response and removed at start + k/300.
  @Test func springCompletionInstants() {
    var p = PropertyAnimator(initialValue: 0.0)
    let h = p.set(1, animation: .default, at: 1)!
    #expect(p.completionTime(of: h, criteria: .logicallyComplete) == 1.55)
    let removed = p.completionTime(of: h, criteria: .removed)
    let k = ((removed - 1) * 300).rounded()
    #expect(close(removed, 1 + k / 300))
    #expect(k > 52 * 5 && k <= 53 * 5)  // §7: `.default` removed at frame 53 of 60 fps
    #expect(p.value(at: removed) == 1)
    #expect(p.value(at: 1 + (k - 1) / 300) != 1)
  }

  /// §6: logical listeners ignore later merges; `.removed` waits for animations added before the end.
  @Test func completionAcrossMerges() {
    var p = PropertyAnimator(initialValue: 0.0)
    let first = p.set(1, animation: .smooth, at: 0)!
    let removedBefore = p.completionTime(of: first, criteria: .removed)
    p.set(2, animation: .smooth, at: 0.3)
    #expect(p.completionTime(of: first, criteria: .logicallyComplete) == 0.5)
    #expect(p.completionTime(of: first, criteria: .removed) > removedBefore)
    #expect(p.completionTime(of: first, criteria: .removed) == p.removalTime)
  }

  /// §0b.14: a change without animation moves the model value and leaves the running spring alone: the
  /// property shows new model − interval + the spring's progress, with the spring's velocity, until the
  /// spring is removed, and the spring's listeners fire when they would have.
  @Test func unanimatedChangeKeepsTheRunningSpring() {
    var reference = PropertyAnimator(initialValue: 0.0)
    let r = reference.set(90, animation: .snappy, at: 0.2)!
    var p = PropertyAnimator(initialValue: 0.0)
    let h = p.set(90, animation: .snappy, at: 0.2)!
    #expect(p.set(20, animation: nil, at: 0.97) == nil)
    #expect(p.modelValue == 20)
    #expect(p.value(at: 0.96) == reference.value(at: 0.96))
    for t in stride(from: 0.97, through: 1.6, by: 1.0 / 60) {
      #expect(close(p.value(at: t), 20 - 90 + reference.value(at: t), 1e-12))
      #expect(p.velocity(at: t) == reference.velocity(at: t))
    }
    // Still settling at 0.97: the offset is not zero there and decays to it.
    #expect(abs(p.value(at: 0.97) - 20) > 1e-3)
    #expect(p.completionTime(of: h, criteria: .removed) == reference.completionTime(of: r, criteria: .removed))
    #expect(
      p.completionTime(of: h, criteria: .logicallyComplete)
        == reference.completionTime(of: r, criteria: .logicallyComplete))
    #expect(p.removalTime == reference.removalTime)
    #expect(p.value(at: p.removalTime) == 20)
    #expect(p.restInstants == reference.restInstants)
  }

  /// §0b.14 with a curve: the curve keeps its clock and interval; a later animated change combines with it.
  @Test func unanimatedChangeDuringACurveThenAnAnimatedOne() {
    // The reference: the same transactions without the unanimated change (values 4 lower).
    var q = PropertyAnimator(initialValue: 0.0)
    q.set(1, animation: .linear(duration: 1), at: 0)
    var p = PropertyAnimator(initialValue: 0.0)
    let first = p.set(1, animation: .linear(duration: 1), at: 0)!
    p.set(5, animation: nil, at: 0.5)
    #expect(p.value(at: 0.75) == 4 + q.value(at: 0.75))
    #expect(p.value(at: 0.75) > 4.7 && p.value(at: 0.75) < 4.8)
    #expect(p.completionTime(of: first, criteria: .removed) == 1)
    #expect(p.completionTime(of: first, criteria: .logicallyComplete) == 1)
    #expect(p.value(at: 1) == 5)
    // An animated change while the curve runs combines with it: the interval grows by the change.
    let second = p.set(7, animation: .linear(duration: 1), at: 0.8)!
    q.set(3, animation: .linear(duration: 1), at: 0.8)
    #expect(p.runningAnimationCount == 2)
    for t in stride(from: 0.8, through: 2, by: 0.05) { #expect(close(p.value(at: t), 4 + q.value(at: t), 1e-12)) }
    #expect(p.completionTime(of: second, criteria: .removed) == 1.8)
    #expect(p.completionTime(of: first, criteria: .removed) == 1.8)
    #expect(p.value(at: 1.8) == 7)
  }

  /// A change without animation at rest jumps; an unchanged value creates nothing.
  @Test func unanimatedChangeAtRestJumps() {
    var p = PropertyAnimator(initialValue: 0.0)
    #expect(p.set(5, animation: nil, at: 0.5) == nil)
    #expect(p.value(at: 0.5) == 5)
    #expect(p.isAnimating(at: 0.5) == false)
    #expect(p.set(5, animation: .smooth, at: 1) == nil)
  }

  /// `reset` is not a transaction: it drops what runs (a new identity), and the dropped listeners fire.
  @Test func resetDropsRunningAnimations() {
    var p = PropertyAnimator(initialValue: 0.0)
    let h = p.set(1, animation: .linear(duration: 1), at: 0)!
    p.reset(to: 0, at: 0.5)
    #expect(p.value(at: 0.6) == 0)
    #expect(p.isAnimating(at: 0.6) == false)
    #expect(p.completionTime(of: h, criteria: .removed) == 0.5)
  }

  /// Queries see only transactions at or before their time, in any order.
  @Test func queriesArePureFunctionsOfTime() {
    var p = PropertyAnimator(initialValue: 0.0)
    p.set(1, animation: .bouncy, at: 0)
    p.set(0, animation: .snappy, at: 0.4)
    let forward = stride(from: 0.0, through: 1.5, by: 1.0 / 60).map { p.value(at: $0) }
    let backward = stride(from: 0.0, through: 1.5, by: 1.0 / 60).reversed().map { p.value(at: $0) }
    #expect(forward == backward.reversed())
  }

  /// §0b.10: a delayed spring combines with a plain curve but merges with the same delayed spring.
  @Test func modifiedSpringsMergeOnlyWithTheSameShape() {
    var p = PropertyAnimator(initialValue: 0.0)
    p.set(1, animation: .linear(duration: 1), at: 0)
    p.set(2, animation: Animation.smooth.delay(0.1), at: 0.5)
    #expect(p.runningAnimationCount == 2)
    var q = PropertyAnimator(initialValue: 0.0)
    q.set(1, animation: Animation.smooth.delay(0.1), at: 0)
    q.set(2, animation: Animation.smooth.delay(0.1), at: 0.5)
    #expect(q.runningAnimationCount == 1)
    let old = integrate(response: 0.5, zeta: 1, delta: 1, steps: 120)
    let new = integrate(response: 0.5, zeta: 1, delta: 2, x: old.x, v: old.v, a: old.a, steps: 30)
    #expect(close(q.value(at: 0.5 + 0.1 + 0.1), new.x))
  }

  /// §2.2 blending: a spring merging into one of another response blends its response over
  /// `blendDuration`; it is logically complete when elapsed reaches the blended response.
  @Test func blendedResponse() {
    var p = PropertyAnimator(initialValue: 0.0)
    p.set(1, animation: .spring(response: 0.5, dampingFraction: 1), at: 0)
    let h = p.set(2, animation: .interactiveSpring, at: 0.2)!
    let e = p.completionTime(of: h, criteria: .logicallyComplete) - 0.2
    let q = e / 0.25
    let r = 0.15 + 0.35 * (1 - q * q * (3 - 2 * q))
    #expect(close(e, r, 1e-9))
    #expect(e > 0.19 && e < 0.195)
  }

  /// Vectors: the rest test uses the magnitude of the whole interval.
  @Test func vectorValues() {
    var p = PropertyAnimator(initialValue: AnimatablePair(0.0, 0.0))
    p.set(AnimatablePair(3.0, 4.0), animation: .smooth, at: 0)
    let x = integrate(response: 0.5, zeta: 1, delta: 1, steps: 30).x
    let v = p.value(at: 0.1)
    #expect(close(v.first, 3 * x) && close(v.second, 4 * x))
    #expect(p.removalTime == Animation.smooth.duration(for: 5.0))
  }
}

import Foundation

/// The sub-step states of one fluid spring, integrated once up to its rest step and shared by every
/// query (docs/semantics.md §0.2: cache the sub-step sequence, never re-integrate per frame).
///
/// Immutable after `init`, so it is safe to read from any thread. An undamped spring is cached for its
/// first two minutes and integrated on from there when asked later.
final class SpringTrajectory<V: VectorArithmetic>: @unchecked Sendable {
  let spring: FluidSpringAnimation
  let delta: V
  /// `states[n]` is the state after n sub-steps, up to (not including) the rest step.
  let states: [MotionState<V>]
  /// The first sub-step boundary where the rest test holds, if within the cached range.
  let restStep: Int?

  static var cachedSteps: Int { 300 * 120 }

  init(spring: FluidSpringAnimation, delta: V, from start: MotionState<V>) {
    self.spring = spring
    self.delta = delta
    var states: [MotionState<V>] = []
    var state = start
    var rest: Int? = nil
    var n = 0
    while true {
      if FluidSpringAnimation.isAtRest(state, delta: delta) {
        rest = n
        break
      }
      states.append(state)
      if n == Self.cachedSteps { break }
      n += 1
      spring.step(&state, toward: delta, number: n)
    }
    self.states = states
    self.restStep = rest
  }

  /// Value and velocity at `elapsed`, or `nil` once at rest.
  func motion(at elapsed: Double) -> Motion<V>? {
    let n = FluidSpringAnimation.steps(at: elapsed)
    if let restStep, n >= restStep { return nil }
    if n < states.count { return Motion(value: states[n].x, velocity: states[n].v) }
    var state = states[states.count - 1]
    var k = states.count - 1
    while k < n {
      k += 1
      spring.step(&state, toward: delta, number: k)
      if FluidSpringAnimation.isAtRest(state, delta: delta) { return nil }
    }
    return Motion(value: state.x, velocity: state.v)
  }
}

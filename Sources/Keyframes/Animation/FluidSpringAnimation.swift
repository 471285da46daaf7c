import Foundation

/// The spring behind `.spring(…)`, `.smooth`, `.snappy`, `.bouncy`, `.interactiveSpring` and `.default`:
/// SwiftUI's fixed-step integrator (dt = 1/300 s, unit mass), docs/semantics.md §2.2 and decision 2.
///
/// At elapsed e it has taken exactly ⌈300·e − 1e-9⌉ sub-steps from its start, so the result depends on
/// e alone. The rest test runs at every sub-step boundary (boundary 0 included); from the first boundary
/// k where it holds the value is the target and the animation is removed at k/300 (§0b.4). Logically
/// complete at elapsed ≥ response (blended while a blend runs).
struct FluidSpringAnimation: TimedAnimation, CustomStringConvertible {
  let response: Double
  let dampingFraction: Double
  let blendDuration: Double
  /// Set for `.default`, which SwiftUI keeps distinct (equal only to itself).
  var label: String? = nil

  static let stepsPerSecond = 300.0

  /// Sub-steps taken by elapsed time `e`.
  static func steps(at elapsed: Double) -> Int {
    elapsed <= 0 ? 0 : Int(min((stepsPerSecond * elapsed - 1e-9).rounded(.up), 1e15))
  }

  /// The response in force at elapsed `e`: the blend of §2.2 when merged from another response.
  func effectiveResponse(at elapsed: Double, blendingFrom previous: Double?) -> Double {
    guard let previous, blendDuration > 0, previous != response else { return response }
    let p = min(max(elapsed / blendDuration, 0), 1)
    return response + (previous - response) * (1 - p * p * (3 - 2 * p))
  }

  /// Whether the integrator converges for this response and damping: one sub-step maps the offset e and
  /// the half-step velocity h by [[1, τ], [−kτ, 1 − cτ − kτ²]] (τ = 1/300), whose eigenvalues stay in
  /// the unit circle exactly when kτ² + 2cτ ≤ 4. A stronger damping makes the motion grow without bound.
  var isStable: Bool {
    let tau = 1 / Self.stepsPerSecond
    let k = min(response > 0 ? (2 * Double.pi / response) * (2 * Double.pi / response) : 1, 45000)
    let c = 2 * k.squareRoot() * dampingFraction
    return k * tau * tau + 2 * c * tau <= 4
  }

  /// Advances `state` by one sub-step toward `delta`; `n` is the number of the step (1-based).
  func step<V: VectorArithmetic>(_ state: inout MotionState<V>, toward delta: V, number n: Int) {
    let r = effectiveResponse(at: Double(n) / Self.stepsPerSecond, blendingFrom: state.blendFromResponse)
    let k = min(r > 0 ? (2 * Double.pi / r) * (2 * Double.pi / r) : 1, 45000)
    let c = 2 * k.squareRoot() * dampingFraction
    let h = state.a.scaled(by: 1 / 600) + state.v
    state.x += h.scaled(by: 1 / 300)
    state.a = (delta - state.x).scaled(by: k) - h.scaled(by: c)
    state.v = state.a.scaled(by: 1 / 600) + h
  }

  /// SwiftUI's rest test: speed and force below 0.06 and, unless Δ is 0, within 1 % of Δ (§0b.2).
  static func isAtRest<V: VectorArithmetic>(_ state: MotionState<V>, delta: V) -> Bool {
    guard max(state.v.magnitudeSquared, state.a.magnitudeSquared) <= 0.0036 else { return false }
    let d2 = delta.magnitudeSquared < 1e-24 ? 0 : delta.magnitudeSquared
    let tolerance = 0.0001 * d2
    return !(0 < tolerance && tolerance < (delta - state.x).magnitudeSquared)
  }

  /// Integrates from `start` to `steps` sub-steps; `nil` if the rest test held on the way.
  func integrate<V: VectorArithmetic>(_ delta: V, from start: MotionState<V>, steps: Int) -> MotionState<V>? {
    var state = start
    if Self.isAtRest(state, delta: delta) { return nil }
    var n = 0
    while n < steps {
      n += 1
      step(&state, toward: delta, number: n)
      if Self.isAtRest(state, delta: delta) { return nil }
    }
    return state
  }

  func motion<V: VectorArithmetic>(_ delta: V, at elapsed: Double, from start: MotionState<V>) -> Motion<V>? {
    guard let state = integrate(delta, from: start, steps: Self.steps(at: elapsed)) else { return nil }
    return Motion(value: state.x, velocity: state.v)
  }

  func springState<V: VectorArithmetic>(_ delta: V, at elapsed: Double, from start: MotionState<V>) -> MotionState<V>? {
    integrate(delta, from: start, steps: Self.steps(at: elapsed))
  }

  /// The first rest boundary, scanning at most `limit` sub-steps (`nil`: not at rest by then).
  func restStep<V: VectorArithmetic>(_ delta: V, from start: MotionState<V>, limit: Int = 300 * 600) -> Int? {
    var state = start
    if Self.isAtRest(state, delta: delta) { return 0 }
    for n in 1...limit {
      step(&state, toward: delta, number: n)
      if Self.isAtRest(state, delta: delta) { return n }
    }
    return nil
  }

  func timing<V: VectorArithmetic>(_ delta: V, from start: MotionState<V>) -> AnimationTiming {
    let removal = restStep(delta, from: start).map { Double($0) / Self.stepsPerSecond } ?? .infinity
    return AnimationTiming(removal: removal, logical: min(logicalTime(blendingFrom: start.blendFromResponse), removal))
  }

  /// The first elapsed time at which elapsed ≥ the (blended) response.
  func logicalTime(blendingFrom previous: Double?) -> Double {
    guard previous != nil, blendDuration > 0 else { return response }
    var lo = 0.0
    var hi = 0.0
    // Scan on a fine grid for the first crossing, then bisect.
    while hi - effectiveResponse(at: hi, blendingFrom: previous) < 0 {
      lo = hi
      hi += 1.0 / 3000
    }
    if hi == 0 { return 0 }
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      if mid - effectiveResponse(at: mid, blendingFrom: previous) < 0 { lo = mid } else { hi = mid }
    }
    return hi
  }

  var springShape: SpringShape? { .fluid }

  var description: String {
    if let label { return label }
    return ".spring(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))"
  }
}

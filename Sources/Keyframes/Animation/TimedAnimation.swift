import Foundation

/// The integrator state a spring carries: offset, velocity and force (docs/semantics.md §2.2), plus the response
/// it blends from when it merged into a spring of another response.
struct MotionState<V: VectorArithmetic> {
  var x: V
  var v: V
  var a: V
  var blendFromResponse: Double? = nil

  static var zero: MotionState { MotionState(x: .zero, v: .zero, a: .zero) }
}

/// A value and its velocity at one instant.
struct Motion<V: VectorArithmetic> {
  var value: V
  var velocity: V
}

/// When an animation ends, in seconds of its own elapsed time.
struct AnimationTiming: Equatable {
  /// The animation returns `nil` from here on (`.infinity`: never).
  var removal: Double
  /// The animation is logically complete from here on.
  var logical: Double
}

/// How a new animation joins one that is running (docs/semantics.md §0b.1, §0b.10).
enum MergeMode: Equatable {
  /// Runs on top of it; the two combine additively.
  case combine
  /// Replaces it, starting from its current offset with zero velocity and force.
  case offset
  /// Replaces it, inheriting its whole integrator state.
  case state
}

/// The structure of a spring animation, for deciding which springs merge with which (§0b.10).
indirect enum SpringShape: Hashable {
  case fluid
  case delay(Double, SpringShape)
  case speed(Double, SpringShape)
  case logical(Double, SpringShape)
}

/// A built-in animation: an exact function of elapsed time, so that any instant can be evaluated on
/// its own (docs/semantics.md §0.1). The public ``CustomAnimation`` methods of the built-ins are written
/// on top of this.
protocol TimedAnimation: CustomAnimation {
  /// Value and velocity at `elapsed` for the interval `delta`, from `start`; `nil` once removed.
  func motion<V: VectorArithmetic>(_ delta: V, at elapsed: Double, from start: MotionState<V>) -> Motion<V>?
  /// Removal and logical completion instants for the interval `delta` from `start`.
  func timing<V: VectorArithmetic>(_ delta: V, from start: MotionState<V>) -> AnimationTiming
  /// The spring structure, or `nil` for animations that are not springs.
  var springShape: SpringShape? { get }
  /// The integrator state at `elapsed`, for springs (what a merging spring inherits).
  func springState<V: VectorArithmetic>(_ delta: V, at elapsed: Double, from start: MotionState<V>) -> MotionState<V>?
}

extension TimedAnimation {
  var springShape: SpringShape? { nil }
  func springState<V: VectorArithmetic>(_ delta: V, at elapsed: Double, from start: MotionState<V>) -> MotionState<V>? {
    nil
  }

  /// How `self`, arriving while `previous` runs, joins it.
  func mergeMode(into previous: any TimedAnimation) -> MergeMode {
    guard let shape = springShape else { return .combine }
    if shape == .fluid { return previous.springShape == .fluid ? .state : .offset }
    return previous.springShape == shape ? .state : .combine
  }
}

/// The `CustomAnimation` requirements of every built-in, from its exact time function.
extension TimedAnimation {
  public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
    let start = context.state[StartStateKey<V>.self]
    if time >= timing(value, from: start).logical { context.isLogicallyComplete = true }
    return motion(value, at: time, from: start)?.value
  }

  public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
    motion(value, at: time, from: context.state[StartStateKey<V>.self])?.velocity
  }

  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> Bool {
    mergeMode(into: previous.timed) != .combine
  }
}

/// Where a merged spring keeps the state it inherited.
struct StartStateKey<V: VectorArithmetic>: AnimationStateKey {
  static var defaultValue: MotionState<V> { .zero }
}

/// A user's ``CustomAnimation`` seen as a function of time: `animate` is called with a fresh context for
/// each instant; the end is found on the 1/300 s grid (up to 10 minutes).
struct CustomTimedAnimation: TimedAnimation {
  let base: AnyHashableAnimation

  func motion<V: VectorArithmetic>(_ delta: V, at elapsed: Double, from start: MotionState<V>) -> Motion<V>? {
    var context = AnimationContext<V>()
    guard let value = base.value.animate(value: delta, time: elapsed, context: &context) else { return nil }
    let velocity =
      base.value.velocity(value: delta, time: elapsed, context: context)
      ?? numericVelocity(delta, at: elapsed, value: value)
    return Motion(value: start.x + value, velocity: velocity)
  }

  private func numericVelocity<V: VectorArithmetic>(_ delta: V, at elapsed: Double, value: V) -> V {
    let h = 1e-4
    var context = AnimationContext<V>()
    guard let later = base.value.animate(value: delta, time: elapsed + h, context: &context) else { return .zero }
    return (later - value).scaled(by: 1 / h)
  }

  func timing<V: VectorArithmetic>(_ delta: V, from start: MotionState<V>) -> AnimationTiming {
    var logical = Double.infinity
    for step in 0...(300 * 600) {
      let t = Double(step) / 300
      var context = AnimationContext<V>()
      let value = base.value.animate(value: delta, time: t, context: &context)
      if context.isLogicallyComplete, logical == .infinity { logical = t }
      if value == nil { return AnimationTiming(removal: t, logical: min(logical, t)) }
    }
    return AnimationTiming(removal: .infinity, logical: logical)
  }

  static func == (a: Self, b: Self) -> Bool { a.base == b.base }
  func hash(into hasher: inout Hasher) { hasher.combine(base) }
}

/// A `CustomAnimation` existential with value equality.
struct AnyHashableAnimation: Hashable, @unchecked Sendable {
  let value: any CustomAnimation
  static func == (a: Self, b: Self) -> Bool { AnyHashable(a.value) == AnyHashable(b.value) }
  func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(value)) }
}

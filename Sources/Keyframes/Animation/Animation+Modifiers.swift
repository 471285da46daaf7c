import Foundation

/// `delay(_:)`: the base sees max(0, elapsed − delay) (docs/semantics.md §2.4).
struct DelayAnimation: TimedAnimation, CustomStringConvertible {
  let base: Animation
  let delay: Double

  func motion<V: VectorArithmetic>(_ delta: V, at elapsed: Double, from start: MotionState<V>) -> Motion<V>? {
    let inner = elapsed - delay
    guard var m = base.timed.motion(delta, at: max(0, inner), from: start) else { return nil }
    if inner < 0 { m.velocity = .zero }
    return m
  }
  func timing<V: VectorArithmetic>(_ delta: V, from start: MotionState<V>) -> AnimationTiming {
    let t = base.timed.timing(delta, from: start)
    return AnimationTiming(removal: t.removal + delay, logical: t.logical + delay)
  }
  var springShape: SpringShape? { base.timed.springShape.map { .delay(delay, $0) } }
  func springState<V: VectorArithmetic>(_ delta: V, at elapsed: Double, from start: MotionState<V>) -> MotionState<V>? {
    base.timed.springState(delta, at: max(0, elapsed - delay), from: start)
  }
  var description: String { "\(base).delay(\(delay))" }
}

/// `speed(_:)`: the base sees elapsed × speed; a speed ≤ 0 never advances.
struct SpeedAnimation: TimedAnimation, CustomStringConvertible {
  let base: Animation
  let speed: Double

  private var rate: Double { max(speed, 0) }

  func motion<V: VectorArithmetic>(_ delta: V, at elapsed: Double, from start: MotionState<V>) -> Motion<V>? {
    guard var m = base.timed.motion(delta, at: elapsed * rate, from: start) else { return nil }
    m.velocity.scale(by: rate)
    return m
  }
  func timing<V: VectorArithmetic>(_ delta: V, from start: MotionState<V>) -> AnimationTiming {
    let t = base.timed.timing(delta, from: start)
    guard rate > 0 else {
      return AnimationTiming(removal: t.removal == 0 ? 0 : .infinity, logical: t.logical == 0 ? 0 : .infinity)
    }
    return AnimationTiming(removal: t.removal / rate, logical: t.logical / rate)
  }
  var springShape: SpringShape? { base.timed.springShape.map { .speed(speed, $0) } }
  func springState<V: VectorArithmetic>(_ delta: V, at elapsed: Double, from start: MotionState<V>) -> MotionState<V>? {
    base.timed.springState(delta, at: elapsed * rate, from: start)
  }
  var description: String { "\(base).speed(\(speed))" }
}

/// `repeatCount(_:autoreverses:)` and `repeatForever(autoreverses:)`: iterations back to back, each
/// lasting the base's removal time L; iteration i covers [i·L, (i+1)·L); odd iterations of an
/// autoreversing repeat show Δ − base (docs/semantics.md §0.8, §0b.9). Removed, and logically complete,
/// after count × L.
struct RepeatAnimation: TimedAnimation, CustomStringConvertible {
  let base: Animation
  /// `nil`: forever.
  let count: Int?
  let autoreverses: Bool

  func motion<V: VectorArithmetic>(_ delta: V, at elapsed: Double, from start: MotionState<V>) -> Motion<V>? {
    let length = base.timed.timing(delta, from: .zero).removal
    if let count, count <= 0 { return nil }
    guard length.isFinite else { return base.timed.motion(delta, at: elapsed, from: .zero) }
    guard length > 0 else { return nil }
    let index = max(0, (elapsed / length).rounded(.down))
    if let count, index >= Double(count) { return nil }
    let m =
      base.timed.motion(delta, at: elapsed - index * length, from: .zero)
      ?? Motion(value: delta, velocity: .zero)
    if autoreverses && index.truncatingRemainder(dividingBy: 2) == 1 {
      return Motion(value: delta - m.value, velocity: .zero - m.velocity)
    }
    return m
  }
  func timing<V: VectorArithmetic>(_ delta: V, from start: MotionState<V>) -> AnimationTiming {
    let length = base.timed.timing(delta, from: .zero).removal
    let end: Double
    if let count {
      end = count <= 0 || length == 0 ? 0 : Double(count) * length
    } else {
      end = length == 0 ? 0 : .infinity
    }
    return AnimationTiming(removal: end, logical: end)
  }
  var description: String {
    if let count { return "\(base).repeatCount(\(count), autoreverses: \(autoreverses))" }
    return "\(base).repeatForever(autoreverses: \(autoreverses))"
  }
}

/// `logicallyComplete(after:)`: logical completion at elapsed ≥ `after`, never later than the base's own.
struct LogicallyCompleteAnimation: TimedAnimation, CustomStringConvertible {
  let base: Animation
  let after: Double

  func motion<V: VectorArithmetic>(_ delta: V, at elapsed: Double, from start: MotionState<V>) -> Motion<V>? {
    base.timed.motion(delta, at: elapsed, from: start)
  }
  func timing<V: VectorArithmetic>(_ delta: V, from start: MotionState<V>) -> AnimationTiming {
    let t = base.timed.timing(delta, from: start)
    return AnimationTiming(removal: t.removal, logical: min(max(after, 0), t.logical))
  }
  var springShape: SpringShape? { base.timed.springShape.map { .logical(after, $0) } }
  func springState<V: VectorArithmetic>(_ delta: V, at elapsed: Double, from start: MotionState<V>) -> MotionState<V>? {
    base.timed.springState(delta, at: elapsed, from: start)
  }
  var description: String { "\(base).logicallyComplete(after: \(after))" }
}

extension Animation {
  /// Starts the animation `delay` seconds late, holding the start value meanwhile.
  /// ```swift
  /// Animation.bouncy.delay(0.2)
  /// ```
  public func delay(_ delay: TimeInterval) -> Animation { Animation(timed: DelayAnimation(base: self, delay: delay)) }

  /// Plays the animation `speed` times as fast.
  public func speed(_ speed: Double) -> Animation { Animation(timed: SpeedAnimation(base: self, speed: speed)) }

  /// Plays the animation `repeatCount` times, reversing every other time when `autoreverses`.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(timed: RepeatAnimation(base: self, count: repeatCount, autoreverses: autoreverses))
  }

  /// Repeats the animation forever.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(timed: RepeatAnimation(base: self, count: nil, autoreverses: autoreverses))
  }

  /// Reports logical completion `duration` seconds after the start (or when the animation itself does,
  /// if earlier); the animation keeps running until it is removed.
  public func logicallyComplete(after duration: TimeInterval) -> Animation {
    Animation(timed: LogicallyCompleteAnimation(base: self, after: duration))
  }
}

import Foundation

/// A type that defines how an animatable value changes over time: the protocol every built-in
/// ``Animation`` is implemented with, and through which you can add your own.
///
/// Mirrors SwiftUI's `CustomAnimation`. `value` is the interval to animate (target − start, a vector);
/// return the offset from the start at `time` seconds, or `nil` once the animation has finished.
/// ```swift
/// struct Linear2: CustomAnimation {
///   func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
///     time >= 2 ? nil : value.scaled(by: time / 2)
///   }
/// }
/// let a = Animation(Linear2())
/// ```
/// Offline rendering evaluates animations as functions of elapsed time: the engines of this library call
/// `animate` with a fresh context for each instant, so a custom animation should be a pure function of
/// `(value, time)` (state kept in `context.state` is a per-call cache only).
public protocol CustomAnimation: Hashable, Sendable {
  /// The offset from the start at `time` seconds for an interval `value`, or `nil` when finished.
  func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
  /// The velocity at `time`, in units per second, or `nil` if unknown (the default).
  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
  /// Whether this animation, arriving while `previous` runs, replaces it and takes over its state
  /// (`true`) or runs on top of it, the two combining additively (`false`, the default).
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  /// No velocity is known.
  public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
    nil
  }
  /// Does not merge: overlapping animations combine.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> Bool {
    false
  }
}

import Foundation

/// How a change of value plays out over time. Mirrors SwiftUI's `Animation`.
///
/// Built-ins: ``default``, the curves (``linear``, ``easeInOut``, ``timingCurve(_:_:_:_:duration:)``), the
/// springs (``spring``, ``smooth``, ``snappy``, ``bouncy``, ``interactiveSpring``,
/// ``interpolatingSpring``), and the modifiers ``delay(_:)``, ``speed(_:)``,
/// ``repeatCount(_:autoreverses:)``, ``repeatForever(autoreverses:)`` and ``logicallyComplete(after:)``.
/// ```swift
/// let a = Animation.spring(duration: 0.3, bounce: 0.7).delay(0.1)
/// ```
/// Two animations are equal when they are built the same way with the same parameters.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  let timed: any TimedAnimation

  /// The response and damping fraction when this is a fluid spring (for the package's tests).
  package var fluidSpringParameters: (response: Double, dampingFraction: Double)? {
    (timed as? FluidSpringAnimation).map { ($0.response, $0.dampingFraction) }
  }

  /// The 300 Hz sub-steps a fluid spring takes in `elapsed` seconds (for the package's tests).
  package static func fluidSpringStepCount(at elapsed: Double) -> Int { FluidSpringAnimation.steps(at: elapsed) }

  /// Wraps a custom animation.
  public init<A: CustomAnimation>(_ base: A) {
    if let timed = base as? any TimedAnimation {
      self.timed = timed
    } else {
      self.timed = CustomTimedAnimation(base: AnyHashableAnimation(value: base))
    }
  }

  init(timed: any TimedAnimation) { self.timed = timed }

  /// The offset from the start at `time` for the interval `value`, or `nil` once the animation is done.
  public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
    timed.animate(value: value, time: time, context: &context)
  }

  /// The velocity at `time` for the interval `value`, in units per second.
  public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
    timed.velocity(value: value, time: time, context: context)
  }

  /// Whether `self`, started while `previous` runs, replaces it (springs) or combines with it (curves).
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval,
    context: inout AnimationContext<V>
  ) -> Bool {
    timed.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }

  /// Seconds from the start until the animation is removed for the interval `value` (`.infinity` for
  /// `repeatForever` and undamped springs). Exact for the built-ins.
  /// ```swift
  /// Animation.easeInOut(duration: 0.4).duration(for: 1.0)   // 0.4
  /// ```
  public func duration<V: VectorArithmetic>(for value: V) -> TimeInterval {
    timed.timing(value, from: .zero).removal
  }

  /// Seconds from the start until the animation is logically complete for the interval `value`.
  public func logicalDuration<V: VectorArithmetic>(for value: V) -> TimeInterval {
    timed.timing(value, from: .zero).logical
  }

  public static func == (a: Animation, b: Animation) -> Bool { AnyHashable(a.timed) == AnyHashable(b.timed) }
  public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(timed)) }

  /// The animation as Swift source, e.g. `.spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0.0)`.
  public var description: String { String(describing: timed) }
}

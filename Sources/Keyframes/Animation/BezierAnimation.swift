import Foundation

/// A curve played over a fixed duration (`.linear`, `.easeIn`, `.timingCurve`, …): docs/semantics.md §2.1.
///
/// Logically complete and removed at elapsed = duration exactly (§0b.3); the value at that instant is
/// the full interval.
struct BezierAnimation: TimedAnimation, CustomStringConvertible {
  let curve: UnitCurve
  let duration: Double
  let name: String

  func motion<V: VectorArithmetic>(_ delta: V, at elapsed: Double, from start: MotionState<V>) -> Motion<V>? {
    guard duration > 0, elapsed <= duration else { return nil }
    let p = max(elapsed, 0) / duration
    return Motion(
      value: delta.scaled(by: curve.value(at: p)),
      velocity: delta.scaled(by: curve.velocity(at: p) / duration))
  }

  func timing<V: VectorArithmetic>(_ delta: V, from start: MotionState<V>) -> AnimationTiming {
    let end = max(duration, 0)
    return AnimationTiming(removal: end, logical: end)
  }

  var description: String { name }

  static func == (a: Self, b: Self) -> Bool { a.curve == b.curve && a.duration == b.duration }
  func hash(into hasher: inout Hasher) {
    hasher.combine(curve)
    hasher.combine(duration)
  }
}

extension Animation {
  private static func bezier(_ curve: UnitCurve, _ duration: Double, _ name: String) -> Animation {
    let label =
      name.hasSuffix(")") ? String(name.dropLast()) + ", duration: \(duration))" : "\(name)(duration: \(duration))"
    return Animation(timed: BezierAnimation(curve: curve, duration: duration, name: label))
  }

  /// Constant speed for 0.35 s. Like SwiftUI, a Bézier whose output is quantised to 2⁻²⁰.
  public static var linear: Animation { linear(duration: 0.35) }
  /// Constant speed for `duration` seconds.
  public static func linear(duration: TimeInterval) -> Animation {
    bezier(
      .bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1)),
      duration, ".linear")
  }
  /// Starts slowly, 0.35 s.
  public static var easeIn: Animation { easeIn(duration: 0.35) }
  /// Starts slowly: Bézier (0.42, 0), (1, 1).
  public static func easeIn(duration: TimeInterval) -> Animation { bezier(.easeIn, duration, ".easeIn") }
  /// Ends slowly, 0.35 s.
  public static var easeOut: Animation { easeOut(duration: 0.35) }
  /// Ends slowly: Bézier (0, 0), (0.58, 1).
  public static func easeOut(duration: TimeInterval) -> Animation { bezier(.easeOut, duration, ".easeOut") }
  /// Starts and ends slowly, 0.35 s.
  public static var easeInOut: Animation { easeInOut(duration: 0.35) }
  /// Starts and ends slowly: Bézier (0.42, 0), (0.58, 1).
  public static func easeInOut(duration: TimeInterval) -> Animation { bezier(.easeInOut, duration, ".easeInOut") }

  /// A cubic Bézier timing curve through (p1x, p1y) and (p2x, p2y); x is clamped to 0…1, y is not.
  /// ```swift
  /// Animation.timingCurve(0.1, 0.75, 0.85, 0.35, duration: 1)
  /// ```
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
    duration: TimeInterval = 0.35
  ) -> Animation {
    bezier(
      .bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
      duration, ".timingCurve(\(p1x), \(p1y), \(p2x), \(p2y))")
  }

  /// A unit curve played over `duration` seconds.
  public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
    Animation(
      timed: BezierAnimation(curve: curve, duration: duration, name: ".timingCurve(\(curve), duration: \(duration))"))
  }
}

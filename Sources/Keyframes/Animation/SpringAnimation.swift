import Foundation

/// The closed-form spring behind `.interpolatingSpring(…)` (docs/semantics.md §2.3, §0b.12). It never merges:
/// overlapping interpolating springs add up.
///
/// Progress s(t) toward 1 with relative initial velocity v0; removed at the settling time of ε = 1e-3
/// (`max(−ln(ε/(1+|A|))/(ζω0), 1 s)` when under-damped, the 0.1 s scan otherwise), logically complete at
/// 2π/√stiffness.
struct SpringAnimation: TimedAnimation, CustomStringConvertible {
  let mass: Double
  let stiffness: Double
  let damping: Double
  let initialVelocity: Double

  private var omega0: Double { (stiffness / mass).squareRoot() }
  private var zeta: Double { damping / (2 * (mass * stiffness).squareRoot()) }

  /// Progress and its rate at `t`.
  func progress(at t: Double) -> (s: Double, ds: Double) {
    let w0 = omega0
    let z = zeta
    let v0 = initialVelocity
    if z >= 1 {
      let e = exp(-w0 * t)
      return (1 - (1 + (w0 - v0) * t) * e, e * (w0 * (1 + (w0 - v0) * t) - (w0 - v0)))
    }
    let wd = w0 * (1 - z * z).squareRoot()
    let a = (w0 * z - v0) / wd
    let e = exp(-z * w0 * t)
    let c = cos(wd * t)
    let s = sin(wd * t)
    return (1 - e * (c + a * s), e * (z * w0 * (c + a * s) - wd * (a * c - s)))
  }

  /// Seconds until |1 − s| stays below ε.
  func settlingTime(epsilon: Double = 1e-3) -> Double {
    guard stiffness > 0, mass > 0 else { return .infinity }
    let w0 = omega0
    let z = zeta
    if z < 1 {
      guard z > 0 else { return .infinity }
      let a = abs((w0 * z - initialVelocity) / (w0 * (1 - z * z).squareRoot()))
      return max(-log(epsilon / (1 + a)) / (z * w0), 1)
    }
    return settlingScan(epsilon: epsilon) { abs(1 - progress(at: $0).s) }
  }

  func motion<V: VectorArithmetic>(_ delta: V, at elapsed: Double, from start: MotionState<V>) -> Motion<V>? {
    guard elapsed < settlingTime() else { return nil }
    let p = progress(at: max(elapsed, 0))
    return Motion(value: delta.scaled(by: p.s), velocity: delta.scaled(by: p.ds))
  }

  func timing<V: VectorArithmetic>(_ delta: V, from start: MotionState<V>) -> AnimationTiming {
    let removal = settlingTime()
    return AnimationTiming(removal: removal, logical: min(2 * Double.pi / stiffness.squareRoot(), removal))
  }

  var description: String {
    ".interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
      + "initialVelocity: \(initialVelocity))"
  }
}

extension Animation {
  /// The property `.interpolatingSpring`: `interpolatingSpring(duration: 0.5, bounce: 0)`.
  public static var interpolatingSpring: Animation { interpolatingSpring(duration: 0.5, bounce: 0) }

  /// A closed-form spring that adds to, rather than replaces, a running animation.
  /// ```swift
  /// Animation.interpolatingSpring(stiffness: 170, damping: 15)
  /// ```
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double,
    initialVelocity: Double = 0.0
  ) -> Animation {
    Animation(
      timed: SpringAnimation(
        mass: mass, stiffness: stiffness, damping: damping,
        initialVelocity: initialVelocity))
  }

  /// An interpolating spring by duration and bounce: k = (2π/d)², c = 2√k·ζ(bounce), m = 1.
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0,
    initialVelocity: Double = 0.0
  ) -> Animation {
    let k = (2 * Double.pi / duration) * (2 * Double.pi / duration)
    let zeta = bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
    return interpolatingSpring(
      mass: 1, stiffness: k, damping: 2 * k.squareRoot() * zeta,
      initialVelocity: initialVelocity)
  }

  /// An interpolating spring from a ``Spring`` model.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
    interpolatingSpring(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      initialVelocity: initialVelocity)
  }
}

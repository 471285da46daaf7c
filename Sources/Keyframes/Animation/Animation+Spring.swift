import Foundation

extension Animation {
  /// SwiftUI's default animation on iOS 17 and later: `.spring(response: 0.55, dampingFraction: 1.0)`
  /// (docs/semantics.md §0.3). Equal only to itself.
  public static let `default` = Animation(
    timed: FluidSpringAnimation(
      response: 0.55, dampingFraction: 1.0, blendDuration: 0, label: ".default"))

  /// The property `.spring`: response 0.5, damping fraction 0.825 (not the same as `.spring()`).
  public static var spring: Animation { spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0) }

  /// A spring with SwiftUI's integrator, by response and damping fraction.
  /// ```swift
  /// Animation.spring(response: 0.4, dampingFraction: 0.6)
  /// ```
  /// With every argument left out, `.spring()` resolves to ``spring(duration:bounce:blendDuration:)`` as in
  /// SwiftUI (this overload is disfavoured).
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825,
    blendDuration: TimeInterval = 0
  ) -> Animation {
    Animation(
      timed: FluidSpringAnimation(
        response: response, dampingFraction: dampingFraction,
        blendDuration: blendDuration))
  }

  /// A spring by perceptual duration and bounce; `.spring()` is `spring(duration: 0.5, bounce: 0)`.
  /// Negative bounce is over-damped: damping fraction 1/(1 + bounce).
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0,
    blendDuration: Double = 0
  ) -> Animation {
    spring(
      response: duration, dampingFraction: bounce < 0 ? 1 / (1 + bounce) : 1 - bounce,
      blendDuration: blendDuration)
  }

  /// A spring animation from a ``Spring`` model.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
    Animation.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
  }

  /// The property `.interactiveSpring`: response 0.15, damping fraction 0.86, blend 0.25.
  public static var interactiveSpring: Animation {
    interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
  }

  /// A short spring for following gestures, by response and damping fraction; `.interactiveSpring()`
  /// resolves to the duration form (this overload is disfavoured).
  @_disfavoredOverload
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86,
    blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// A short spring for following gestures; `.interactiveSpring()` is duration 0.15, bounce 0.15.
  public static func interactiveSpring(
    duration: TimeInterval = 0.15, extraBounce: Double = 0.0,
    blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
  }

  /// `.smooth`: a spring with no bounce, 0.5 s.
  public static var smooth: Animation { smooth() }
  /// A spring with `extraBounce` bounce.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: extraBounce)
  }
  /// `.snappy`: a spring with bounce 0.15, 0.5 s.
  public static var snappy: Animation { snappy() }
  /// A spring with bounce 0.15 + `extraBounce`.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  /// `.bouncy`: a spring with bounce 0.3, 0.5 s.
  public static var bouncy: Animation { bouncy() }
  /// A spring with bounce 0.3 + `extraBounce`.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

extension Animation {
  /// For a spring animated by SwiftUI's fixed-step integrator (`.spring(…)`, `.smooth`, `.snappy`,
  /// `.bouncy`, `.interactiveSpring`): its response and damping fraction, and whether the integrator
  /// converges for them (a damping fraction above 23.86 at response 0.5 — bounce below about −0.96 —
  /// makes the 300 Hz steps grow without bound). `nil` for every other animation.
  public var integratedSpring: (response: Double, dampingFraction: Double, isStable: Bool)? {
    guard let spring = timed as? FluidSpringAnimation else { return nil }
    return (spring.response, spring.dampingFraction, spring.isStable)
  }
}

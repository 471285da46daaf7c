import Foundation

/// A damped spring, described the ways SwiftUI describes it: by perceptual duration and bounce,
/// by response and damping ratio, or by mass, stiffness and damping.
///
/// Mirrors SwiftUI's `Spring`. Internally a spring is an angular frequency ω (signed: positive
/// under-damped, zero critical, negative over-damped), a decay constant λ and a mass m
/// (docs/semantics.md §1.1).
/// ```swift
/// let s = Spring(duration: 0.5, bounce: 0.3)   // s.stiffness ≈ 157.91, s.damping ≈ 17.59
/// ```
public struct Spring: Hashable, Sendable {
  /// ω: √|ω0² − λ²|, negative for an over-damped spring.
  package var angularFrequency: Double
  /// λ: the exponential decay rate of the envelope.
  package var decayConstant: Double
  /// m.
  var storedMass: Double

  init(angularFrequency: Double, decayConstant: Double, mass: Double) {
    self.angularFrequency = angularFrequency
    self.decayConstant = decayConstant
    self.storedMass = mass
  }

  /// The spring of a perceptual duration (response) and damping ratio ζ: ω0 = 2π/r, λ = ζ·ω0.
  init(periodicResponse response: Double, dampingRatio zeta: Double) {
    let omega0 = 2 * Double.pi / response
    let sign: Double = zeta <= 1 ? 1 : -1
    self.init(
      angularFrequency: sign * omega0 * abs(1 - zeta * zeta).squareRoot(),
      decayConstant: omega0 * zeta, mass: 1)
  }

  /// ω0² = λ² + ω|ω|: the undamped natural frequency squared (stiffness per unit mass).
  var naturalFrequencySquared: Double {
    decayConstant * decayConstant + angularFrequency * abs(angularFrequency)
  }
}

extension Spring {
  /// A smooth spring with no bounce: `Spring(duration: 0.5, bounce: 0)`.
  public init() { self.init(duration: 0.5, bounce: 0) }

  /// The perceptual duration: the period of the undamped spring, 2π/ω0. Same as ``response``.
  public var duration: TimeInterval { 2 * Double.pi / naturalFrequencySquared.squareRoot() }

  /// The stiffness of the spring, defined as an approximate duration in seconds. Same as ``duration``.
  public var response: Double { duration }

  /// ζ = λ/ω0: 1 critically damped, below 1 bouncy, above 1 over-damped.
  public var dampingRatio: Double { decayConstant * response / (2 * Double.pi) }

  /// How bouncy the spring is: 1 − ζ when ζ ≤ 1, 1/ζ − 1 (negative) when over-damped.
  public var bounce: Double {
    if angularFrequency >= 0 {
      return 1 - decayConstant / (angularFrequency * angularFrequency + decayConstant * decayConstant).squareRoot()
    }
    return (decayConstant * decayConstant - angularFrequency * angularFrequency).squareRoot() / decayConstant - 1
  }

  /// The mass of the object attached to the end of the spring.
  public var mass: Double { storedMass }

  /// The spring stiffness k = m·ω0².
  public var stiffness: Double { storedMass * naturalFrequencySquared }

  /// The damping coefficient c = 2mλ.
  public var damping: Double { 2 * storedMass * decayConstant }
}

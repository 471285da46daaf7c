import Foundation

/// A type whose values can be added, subtracted and scaled: the space animations interpolate in.
///
/// Mirrors SwiftUI's `VectorArithmetic`.
/// ```swift
/// var v = 2.0; v.scale(by: 0.5)   // 1.0
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies every component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the vector with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// `self × rhs` as a new value.
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }

  /// `self + (other − self) × amount`; `amount` is not clamped (springs overshoot).
  public func interpolated(towards other: Self, amount: Double) -> Self {
    var delta = other - self
    delta.scale(by: amount)
    return self + delta
  }

  /// Moves `self` toward `other` by `amount` in place.
  public mutating func interpolate(towards other: Self, amount: Double) {
    self = interpolated(towards: other, amount: amount)
  }

  /// The Euclidean length, `sqrt(magnitudeSquared)`.
  public var magnitude: Double { magnitudeSquared.squareRoot() }
}

extension Double: VectorArithmetic {
  /// Multiplies the value by `rhs`.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The square of the value.
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies the value by `rhs`.
  public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }
  /// The square of the value.
  public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorArithmetic {
  /// Multiplies the value by `rhs`.
  public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }
  /// The square of the value.
  public var magnitudeSquared: Double { Double(self) * Double(self) }
}

import Foundation

/// A type whose changes can be animated through its ``animatableData``.
///
/// Mirrors SwiftUI's `Animatable`:
/// ```swift
/// struct Pulse: Animatable { var animatableData: Double }
/// ```
public protocol Animatable {
  /// The vector that animations interpolate.
  associatedtype AnimatableData: VectorArithmetic
  /// The value's animatable part.
  var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  /// A vector animates itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// A value with nothing to animate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

/// The animatable data of a type with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable, Hashable {
  /// Creates the empty vector.
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

import Foundation

/// A geometric angle, stored in radians.
///
/// Mirrors SwiftUI's `Angle`: `.degrees(16)`, `.radians(.pi)`, `.zero`; it animates in radians.
public struct Angle: Animatable, Comparable, Hashable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// The zero angle.
  public init() { radians = 0 }
  /// An angle of `radians` radians.
  public init(radians: Double) { self.radians = radians }
  /// An angle of `degrees` degrees.
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }

  /// An angle of `radians` radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle of `degrees` degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// The zero angle.
  public static let zero = Angle()

  /// Angles animate in radians.
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  /// The sum of two angles.
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  /// The difference of two angles.
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  /// The negated angle.
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  /// Adds `rhs` to `lhs`.
  public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
  /// Subtracts `rhs` from `lhs`.
  public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
  /// The angle scaled by `rhs`.
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  /// The angle scaled by `lhs`.
  public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
  /// The angle divided by `rhs`.
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
}

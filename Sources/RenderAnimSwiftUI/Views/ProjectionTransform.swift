import DisplayModel
import Foundation

/// SwiftUI's `ProjectionTransform`: a 3×3 matrix on row vectors, (x, y, 1) · M, then divided by the
/// third component; what a `GeometryEffect` returns, in the view's coordinates (origin at its top-left).
nonisolated public struct ProjectionTransform: Sendable, Equatable, Hashable {
  /// The first row: what x adds to the new x, the new y and the divisor (1, 0, 0 by default).
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  /// The second row: what y adds to the new x, the new y and the divisor (0, 1, 0 by default).
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  /// The third row: the translation in x and y, and the divisor's constant (0, 0, 1 by default).
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  /// The identity.
  public init() {}
  /// An affine transform as a projection.
  public init(_ m: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }
  /// Whether the third column is (0, 0, 1): no perspective.
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// `self` followed by `t`.
  public func concatenating(_ t: ProjectionTransform) -> ProjectionTransform {
    ProjectionTransform(projection: t.projection.concatenating(projection))
  }
  /// Inverts in place; false (and unchanged) when the matrix has no inverse.
  @discardableResult
  public mutating func invert() -> Bool {
    guard let inverse = projection.inverted else { return false }
    self = ProjectionTransform(projection: inverse)
    return true
  }
  /// The inverse, or `self` when there is none.
  public func inverted() -> ProjectionTransform {
    var m = self
    m.invert()
    return m
  }

  /// The display model's projection with the same entries.
  var projection: Projection {
    Projection(
      m11: Double(m11), m12: Double(m12), m13: Double(m13), m21: Double(m21), m22: Double(m22), m23: Double(m23),
      m31: Double(m31), m32: Double(m32), m33: Double(m33))
  }

  init(projection p: Projection) {
    (m11, m12, m13) = (CGFloat(p.m11), CGFloat(p.m12), CGFloat(p.m13))
    (m21, m22, m23) = (CGFloat(p.m21), CGFloat(p.m22), CGFloat(p.m23))
    (m31, m32, m33) = (CGFloat(p.m31), CGFloat(p.m32), CGFloat(p.m33))
  }
}

import Foundation

/// A plane-to-plane projective map (a 3×3 homography, SwiftUI's `ProjectionTransform`):
/// x' = (m11·x + m21·y + m31) / w, y' = (m12·x + m22·y + m32) / w, w = m13·x + m23·y + m33.
public struct Projection: Sendable, Equatable, Hashable {
  /// The matrix's entries by row and column, as in the formula above (row vectors: the third row is the
  /// translation, the third column the perspective terms).
  public var m11, m12, m13, m21, m22, m23, m31, m32, m33: Double

  /// Creates a projection from its nine entries.
  public init(
    m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
    m31: Double, m32: Double, m33: Double
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
  }

  /// An affine transform as a projection.
  public init(_ a: AffineTransform) {
    self.init(m11: a.xx, m12: a.yx, m13: 0, m21: a.xy, m22: a.yy, m23: 0, m31: a.x0, m32: a.y0, m33: 1)
  }

  /// Where `(x, y)` goes, or `nil` behind the viewer (w ≤ 0).
  public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
    let w = m13 * x + m23 * y + m33
    guard w > 1e-12 else { return nil }
    return ((m11 * x + m21 * y + m31) / w, (m12 * x + m22 * y + m32) / w)
  }

  /// `self` applied after `other` (row-vector convention: p · other · self).
  public func concatenating(_ o: Projection) -> Projection {
    Projection(
      m11: o.m11 * m11 + o.m12 * m21 + o.m13 * m31, m12: o.m11 * m12 + o.m12 * m22 + o.m13 * m32,
      m13: o.m11 * m13 + o.m12 * m23 + o.m13 * m33,
      m21: o.m21 * m11 + o.m22 * m21 + o.m23 * m31, m22: o.m21 * m12 + o.m22 * m22 + o.m23 * m32,
      m23: o.m21 * m13 + o.m22 * m23 + o.m23 * m33,
      m31: o.m31 * m11 + o.m32 * m21 + o.m33 * m31, m32: o.m31 * m12 + o.m32 * m22 + o.m33 * m32,
      m33: o.m31 * m13 + o.m32 * m23 + o.m33 * m33)
  }

  /// The inverse map, or `nil` when it has none.
  public var inverted: Projection? {
    let a = m11
    let b = m12
    let c = m13
    let d = m21
    let e = m22
    let f = m23
    let g = m31
    let h = m32
    let i = m33
    let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    guard det.isFinite, abs(det) > 1e-15 else { return nil }
    return Projection(
      m11: (e * i - f * h) / det, m12: (c * h - b * i) / det, m13: (b * f - c * e) / det,
      m21: (f * g - d * i) / det, m22: (a * i - c * g) / det, m23: (c * d - a * f) / det,
      m31: (d * h - e * g) / det, m32: (b * g - a * h) / det, m33: (a * e - b * d) / det)
  }

  /// SwiftUI's `rotation3DEffect(angle, axis:, anchor:, anchorZ:, perspective:)` for a frame of `size`, in
  /// frame-centred coordinates: about the anchor, rotate by Rodrigues' formula, project with the viewer
  /// max(width, height) / perspective away (w = 1 − z/d), move back (OpenSwiftUI's `_Rotation3DEffect`).
  public static func rotation3D(
    angle: Double, axis: (x: Double, y: Double, z: Double), anchor: (x: Double, y: Double),
    anchorZ: Double, perspective: Double, size: Size
  ) -> Projection {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    guard length > 0 else { return Projection(.identity) }
    let x = axis.x / length
    let y = axis.y / length
    let z = axis.z / length
    let c = cos(angle)
    let s = sin(angle)
    let t = 1 - c
    // Row vectors: p' = p · R.
    let r: [[Double]] = [
      [t * x * x + c, t * x * y + s * z, t * x * z - s * y],
      [t * x * y - s * z, t * y * y + c, t * y * z + s * x],
      [t * x * z + s * y, t * y * z - s * x, t * z * z + c],
    ]
    let d = max(size.width, size.height) / perspective
    let q = d.isFinite && d != 0 ? -1 / d : 0
    // The anchor in frame-centred coordinates; z of the plane is 0, so only R's first two rows matter and
    // the anchor's z enters through the translations.
    let ax = (anchor.x - 0.5) * size.width
    let ay = (anchor.y - 0.5) * size.height
    let az = anchorZ
    // (x, y, 0, 1) → translate(−a) → R → perspective → translate(a), reduced to 3×3 on (x, y, 1).
    func row(_ px: Double, _ py: Double, _ one: Double) -> (Double, Double, Double) {
      // Rotated point (relative to the anchor) of the input's homogeneous row.
      let rx = px * r[0][0] + py * r[1][0] + (-az * one) * r[2][0]
      let ry = px * r[0][1] + py * r[1][1] + (-az * one) * r[2][1]
      let rz = px * r[0][2] + py * r[1][2] + (-az * one) * r[2][2]
      let w = one + rz * q
      return (rx + ax * w, ry + ay * w, w)
    }
    // Rows for the basis vectors x, y and the constant (with the anchor moved to the origin first).
    let rx = row(1, 0, 0)
    let ry = row(0, 1, 0)
    let r1 = row(-ax, -ay, 1)
    return Projection(m11: rx.0, m12: rx.1, m13: rx.2, m21: ry.0, m22: ry.1, m23: ry.2, m31: r1.0, m32: r1.1, m33: r1.2)
  }
}

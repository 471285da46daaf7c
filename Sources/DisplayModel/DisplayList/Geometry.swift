import Foundation

/// A width and height in points.
public struct Size: Sendable, Equatable, Hashable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double
  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  /// 0 × 0.
  public static let zero = Size(width: 0, height: 0)
}

/// ``AffineTransform`` under a name that does not collide with Foundation's, for modules that see both.
public typealias PlaneTransform = AffineTransform

/// An affine map in Cairo's order: x' = xx·x + xy·y + x0, y' = yx·x + yy·y + y0.
public struct AffineTransform: Sendable, Equatable, Hashable {
  /// The six coefficients: `xx`, `xy` and `x0` make x' from x and y; `yx`, `yy` and `y0` make y'.
  public var xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double

  /// Creates a transform from Cairo's six numbers.
  public init(xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double) {
    self.xx = xx
    self.yx = yx
    self.xy = xy
    self.yy = yy
    self.x0 = x0
    self.y0 = y0
  }

  /// The identity map.
  public static let identity = AffineTransform(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)

  /// A translation by (x, y).
  public static func translation(x: Double, y: Double) -> AffineTransform {
    AffineTransform(xx: 1, yx: 0, xy: 0, yy: 1, x0: x, y0: y)
  }

  /// A scale by (sx, sy) about the origin.
  public static func scale(x: Double, y: Double) -> AffineTransform {
    AffineTransform(xx: x, yx: 0, xy: 0, yy: y, x0: 0, y0: 0)
  }

  /// A rotation by `radians` about the origin (positive: clockwise on a y-down canvas, as SwiftUI).
  public static func rotation(radians: Double) -> AffineTransform {
    let c = cos(radians)
    let s = sin(radians)
    return AffineTransform(xx: c, yx: s, xy: -s, yy: c, x0: 0, y0: 0)
  }

  /// Whether the transform is finite and maps the plane onto an area (its determinant is not 0 relative
  /// to its scale): a singular one (`scaleEffect(0)`) draws nothing and has no inverse.
  public var isInvertible: Bool {
    guard [xx, yx, xy, yy, x0, y0].allSatisfy(\.isFinite) else { return false }
    let scale = max(abs(xx), abs(yx), abs(xy), abs(yy))
    return scale > 0 && abs(xx * yy - xy * yx) > 1e-12 * scale * scale
  }

  /// The inverse map, or `nil` when the transform is not invertible.
  public var inverted: AffineTransform? {
    guard isInvertible else { return nil }
    let d = xx * yy - xy * yx
    let ixx = yy / d
    let ixy = -xy / d
    let iyx = -yx / d
    let iyy = xx / d
    return AffineTransform(xx: ixx, yx: iyx, xy: ixy, yy: iyy, x0: -(ixx * x0 + ixy * y0), y0: -(iyx * x0 + iyy * y0))
  }

  /// `self` applied after `other`: (self ∘ other)(p) = self(other(p)).
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      xx: xx * other.xx + xy * other.yx,
      yx: yx * other.xx + yy * other.yx,
      xy: xx * other.xy + xy * other.yy,
      yy: yx * other.xy + yy * other.yy,
      x0: xx * other.x0 + xy * other.y0 + x0,
      y0: yx * other.x0 + yy * other.y0 + y0)
  }

  /// Maps a point.
  public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
    (xx * x + xy * y + x0, yx * x + yy * y + y0)
  }

  /// The six numbers in Cairo's order `[xx, yx, xy, yy, x0, y0]`.
  public var cairoArray: [Double] { [xx, yx, xy, yy, x0, y0] }
}

/// An sRGB colour with straight (not premultiplied) alpha, components in 0…1.
public struct RGBAColor: Sendable, Equatable, Hashable {
  /// The red, green and blue sRGB components and the straight alpha, each in 0…1.
  public var red: Double, green: Double, blue: Double, alpha: Double
  /// Creates a colour from sRGB components and straight alpha.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
  /// Fully transparent.
  public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque white.
  public static let white = RGBAColor(red: 1, green: 1, blue: 1)
  /// Opaque black.
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)
}

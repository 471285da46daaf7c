import Foundation

/// A function from progress 0…1 to progress, shaping how a keyframe or animation moves over time.
///
/// Mirrors SwiftUI's `UnitCurve`. Bézier curves are solved exactly and their output quantised to
/// 2⁻²⁰ as SwiftUI does (docs/semantics.md §0.5); `.linear` is exact.
/// ```swift
/// UnitCurve.easeInOut.value(at: 0.25)   // ≈ 0.129162
/// ```
public struct UnitCurve: Hashable, Sendable {
  enum Function: Hashable, Sendable {
    case linear
    case bezier(CubicBezier)
    case circularEaseIn, circularEaseOut, circularEaseInOut
  }

  let function: Function

  init(_ function: Function) { self.function = function }

  /// A cubic Bézier from (0, 0) to (1, 1) through two control points; x of each is clamped to 0…1.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(
      .bezier(
        CubicBezier(
          x1: Double(startControlPoint.x), y1: Double(startControlPoint.y),
          x2: Double(endControlPoint.x), y2: Double(endControlPoint.y))))
  }

  /// Constant speed.
  public static let linear = UnitCurve(.linear)
  /// Starts slowly: Bézier (0.42, 0), (1, 1).
  public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  /// Ends slowly: Bézier (0, 0), (0.58, 1).
  public static let easeOut = bezier(
    startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// Starts and ends slowly: Bézier (0.42, 0), (0.58, 1).
  public static let easeInOut = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// A quarter circle starting slowly: 1 − √(1 − p²).
  public static let circularEaseIn = UnitCurve(.circularEaseIn)
  /// A quarter circle ending slowly: √(1 − (1 − p)²).
  public static let circularEaseOut = UnitCurve(.circularEaseOut)
  /// Circular ease in, then out.
  public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

  /// The curve's output at `progress`, which is clamped to 0…1.
  public func value(at progress: Double) -> Double {
    let p = min(max(progress, 0), 1)
    switch function {
    case .linear: return p
    case .bezier(let curve): return curve.quantisedValue(at: p)
    case .circularEaseIn: return 1 - (1 - p * p).squareRoot()
    case .circularEaseOut: return ((2 - p) * p).squareRoot()
    case .circularEaseInOut:
      return p < 0.5
        ? 0.5 * (1 - (1 - 4 * p * p).squareRoot())
        : 0.5 * ((1 - (2 * p - 2) * (2 * p - 2)).squareRoot() + 1)
    }
  }

  /// The curve's slope d(value)/d(progress) at `progress` (clamped to 0…1); not quantised.
  /// ```swift
  /// UnitCurve.easeInOut.velocity(at: 0.5)   // ≈ 1.7241
  /// ```
  public func velocity(at progress: Double) -> Double {
    let p = min(max(progress, 0), 1)
    switch function {
    case .linear: return 1
    case .bezier(let curve): return curve.slope(at: p)
    case .circularEaseIn: return p >= 1 ? .infinity : p / (1 - p * p).squareRoot()
    case .circularEaseOut: return p <= 0 ? .infinity : (1 - p) / ((2 - p) * p).squareRoot()
    case .circularEaseInOut:
      if p < 0.5 { return 2 * p / (1 - 4 * p * p).squareRoot() }
      let q = 2 * p - 2
      return -2 * q / (1 - q * q).squareRoot()
    }
  }

  /// The inverse function, where it is a unit curve too (Bézier curves swap x and y).
  public var inverse: UnitCurve {
    switch function {
    case .linear: return self
    case .bezier(let c): return UnitCurve(.bezier(CubicBezier(x1: c.y1, y1: c.x1, x2: c.y2, y2: c.x2)))
    case .circularEaseIn: return .circularEaseOut
    case .circularEaseOut: return .circularEaseIn
    case .circularEaseInOut: return self
    }
  }
}

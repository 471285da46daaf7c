import Foundation

/// A unit cubic Bézier timing function from (0, 0) to (1, 1): the shape of `.easeIn`,
/// `.timingCurve(…)` and their kin (docs/semantics.md §2.1).
///
/// Control x is clamped to 0…1 (so x(s) is monotonic and the curve is a function); y is not.
struct CubicBezier: Hashable, Sendable {
  let x1: Double, y1: Double, x2: Double, y2: Double
  // Power-basis coefficients: f(s) = ((a·s + b)·s + c)·s per axis.
  let ax: Double, bx: Double, cx: Double
  let ay: Double, by: Double, cy: Double

  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    let cx1 = min(max(x1, 0), 1)
    let cx2 = min(max(x2, 0), 1)
    self.x1 = cx1
    self.y1 = y1
    self.x2 = cx2
    self.y2 = y2
    cx = 3 * cx1
    bx = 3 * (cx2 - cx1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
  func dy(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

  /// The parameter s with x(s) = `x`, to 1e-12: Newton's method, bisection where Newton strays.
  func parameter(forX x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var lo = 0.0
    var hi = 1.0
    var s = x
    for _ in 0..<100 {
      let err = self.x(s) - x
      if abs(err) < 1e-12 { return s }
      if err < 0 { lo = s } else { hi = s }
      let d = dx(s)
      var next = s - err / d
      if !(d > 1e-9) || !(next > lo && next < hi) { next = (lo + hi) / 2 }
      if next == s { return s }
      s = next
    }
    return s
  }

  /// y at x, exact.
  func value(at x: Double) -> Double { y(parameter(forX: x)) }

  /// y at x, quantised to 2⁻²⁰ as SwiftUI does.
  func quantisedValue(at x: Double) -> Double {
    let scale = 1_048_576.0
    return (value(at: x) * scale).rounded() / scale
  }

  /// dy/dx at x; where dx/ds and dy/ds both vanish (an end point with a coincident control point)
  /// the limit, the ratio of second derivatives.
  func slope(at x: Double) -> Double {
    let s = parameter(forX: x)
    let ddx = dx(s)
    let ddy = dy(s)
    if abs(ddx) > 1e-12 { return ddy / ddx }
    let d2x = 6 * ax * s + 2 * bx
    let d2y = 6 * ay * s + 2 * by
    if abs(d2x) > 1e-12 { return d2y / d2x }
    return ddy == 0 ? 0 : .infinity
  }
}

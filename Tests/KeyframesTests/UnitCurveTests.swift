import Foundation
import Keyframes
import RealModule
import Testing

/// Unit curves against docs/semantics.md §2.1, §0b.5 and the Bézier vectors of §7.
@Suite struct UnitCurveTests {
  func close(_ a: Double, _ b: Double, _ tol: Double = 1e-6) -> Bool {
    a.isApproximatelyEqual(to: b, absoluteTolerance: tol)
  }
  let xs = [0.1, 0.25, 0.5, 0.75, 0.9]

  @Test func exactBezierValues() {
    let table: [(UnitCurve, [Double])] = [
      (.easeInOut, [0.019722, 0.129162, 0.5, 0.870838, 0.980278]),
      (.easeIn, [0.017027, 0.093465, 0.315357, 0.621862, 0.839428]),
      (.easeOut, [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
      (
        .bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.75), endControlPoint: UnitPoint(x: 0.85, y: 0.35)),
        [0.291794, 0.435869, 0.543900, 0.646563, 0.775832]
      ),
    ]
    for (curve, values) in table {
      for (x, want) in zip(xs, values) {
        // Quantisation to 2^-20 moves a value by at most 4.8e-7.
        #expect(close(curve.value(at: x), want, 1e-6), "\(curve) at \(x)")
      }
    }
  }

  @Test func bezierOutputIsQuantised() {
    for x in stride(from: 0.0, through: 1.0, by: 0.037) {
      let v = UnitCurve.easeInOut.value(at: x) * 1_048_576
      #expect(v == v.rounded())
    }
    // The linear unit curve is exact, not quantised.
    #expect(UnitCurve.linear.value(at: 0.1) == 0.1)
  }

  @Test func slopes() {
    #expect(close(UnitCurve.easeInOut.velocity(at: 0.5), 1.7241, 1e-4))
    #expect(close(UnitCurve.easeIn.velocity(at: 0.5), 1.07, 5e-3))
    #expect(close(UnitCurve.easeOut.velocity(at: 0.25), 1.37, 5e-3))
    // End points where dx/ds = dy/ds = 0: the true limit 3/1.74.
    #expect(close(UnitCurve.easeIn.velocity(at: 1), 3 / 1.74, 1e-9))
    #expect(close(UnitCurve.easeOut.velocity(at: 0), 3 / 1.74, 1e-9))
    #expect(UnitCurve.easeInOut.velocity(at: 0) == 0)
    #expect(UnitCurve.linear.velocity(at: 0.3) == 1)
  }

  @Test func controlPointXIsClampedButYIsNot() {
    let wild = UnitCurve.bezier(startControlPoint: UnitPoint(x: -1, y: 2), endControlPoint: UnitPoint(x: 3, y: -1))
    let clamped = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 2), endControlPoint: UnitPoint(x: 1, y: -1))
    for x in xs { #expect(wild.value(at: x) == clamped.value(at: x)) }
    // y overshoots above 1 somewhere: y is not clamped.
    let overshoot = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.3, y: 1.8), endControlPoint: UnitPoint(x: 0.6, y: 1.4))
    #expect(xs.contains { overshoot.value(at: $0) > 1 })
  }

  @Test func endsAndClamping() {
    for curve in [
      UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
    ] {
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
      #expect(curve.value(at: -0.5) == 0)
      #expect(curve.value(at: 1.5) == 1)
    }
    #expect(close(UnitCurve.circularEaseOut.value(at: 0.5), (0.75).squareRoot(), 1e-12))
    #expect(close(UnitCurve.easeIn.inverse.value(at: UnitCurve.easeIn.value(at: 0.3)), 0.3, 1e-5))
  }
}

import Foundation
import RealModule
import RenderAnimSwiftUI
import Testing

/// `Path`'s geometry as SwiftUI's: `boundingRect` without control points, `trimmedPath` cutting curves where
/// the length falls, `contains` by the winding number, `strokedPath` whose fill is the stroke. Values worked
/// out by hand beside each test.
@Suite struct PathGeometryTests {
  func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: Double = 1e-9) -> Bool {
    Double(a).isApproximatelyEqual(to: Double(b), absoluteTolerance: tolerance)
  }
  func close(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-9) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance) && close(a.width, b.width, tolerance)
      && close(a.height, b.height, tolerance)
  }

  /// A cubic from (0, 0) to (100, 0) pulled down by controls at y = 100: at t = ½ it reaches
  /// 3·¼·½·100 + 3·½·¼·100 = 75, its lowest point; the controls lie outside the rectangle.
  static let arch = Path { p in
    p.move(to: CGPoint(x: 0, y: 0))
    p.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
  }

  @Test func boundingRectLeavesControlPointsOut() {
    #expect(close(Self.arch.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 75)))
    #expect(Path().boundingRect.isNull)
  }

  /// An arc of radius 10 about (50, 50) from −45° to 45° passes 0°, where x is 60; its ends are at
  /// y = 50 ∓ 10·sin 45°.
  @Test func boundingRectOfAnArcHoldsTheQuarterItPasses() {
    var p = Path()
    p.addArc(
      center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(-45), endAngle: .degrees(45), clockwise: false)
    let s = 10 * sin(Double.pi / 4)
    #expect(close(p.boundingRect, CGRect(x: 50 + s, y: 50 - s, width: 10 - s, height: 2 * s)))
  }

  /// A 100-point square's outline is 400 long from its top-left corner clockwise on screen: ⅛ to ⅜ is
  /// from the top side's middle round the top-right corner to the right side's middle.
  @Test func trimmingASquareCutsItsSides() {
    let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    let part = square.trimmedPath(from: 0.125, to: 0.375)
    #expect(part.elements == [.move(x: 50, y: 0), .line(x: 100, y: 0), .line(x: 100, y: 50)])
    // The whole closed square stays closed; an empty range is an empty path.
    #expect(square.trimmedPath(from: 0, to: 1).elements.last == .close)
    #expect(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
  }

  /// Half the arch's length is, by its symmetry, its middle, (50, 75); the part is a cubic still.
  @Test func trimmingACurveKeepsACurve() throws {
    let half = Self.arch.trimmedPath(from: 0, to: 0.5)
    #expect(half.elements.count == 2)
    guard case .curve? = half.elements.last else {
      Issue.record("\(half.elements)")
      return
    }
    let end = try #require(half.currentPoint)
    #expect(close(end.x, 50) && close(end.y, 75), "\(end)")
  }

  /// A quarter of a full circle of radius 10 about the origin, from 0°, ends at 90°: (0, 10).
  @Test func trimmingAnArcCutsItsAngle() throws {
    var circle = Path()
    circle.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
    let quarter = circle.trimmedPath(from: 0, to: 0.25)
    let end = try #require(quarter.currentPoint)
    #expect(close(end.x, 0) && close(end.y, 10), "\(end)")
    #expect(close(quarter.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10)))
  }

  /// A trimmed shape's `path(in:)` is the cut outline, as SwiftUI's: half a circle in a 100-point square,
  /// from 3 o'clock clockwise on screen, is the lower half; turned −90° after a quarter trim, the quarter
  /// from 12 to 3 o'clock.
  @Test func aTrimmedShapesPathIsCut() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let half = Circle().trim(from: 0, to: 0.5).path(in: rect)
    #expect(close(half.boundingRect, CGRect(x: 0, y: 50, width: 100, height: 50), 1e-6), "\(half.boundingRect)")
    let quarter = Circle().trim(to: 0.25).rotation(.degrees(-90)).path(in: rect)
    #expect(close(quarter.boundingRect, CGRect(x: 50, y: 0, width: 50, height: 50), 1e-6), "\(quarter.boundingRect)")
  }

  /// `forEach` gives the elements as SwiftUI's: lines and curves as written, an arc as a line to its start
  /// and one cubic per quarter turn, the control points 4/3·tan(π/8)·r = 5.5228 along the tangents for a
  /// quarter of radius 10 about (0, 0) from (10, 0) to (0, 10).
  @Test func forEachGivesTheElements() {
    var p = Path()
    p.move(to: CGPoint(x: 20, y: 0))
    p.addLine(to: CGPoint(x: 10, y: 0))
    p.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    p.addQuadCurve(to: CGPoint(x: 0, y: 20), control: CGPoint(x: 5, y: 15))
    p.closeSubpath()
    var elements: [Path.Element] = []
    p.forEach { elements.append($0) }
    #expect(elements.count == 5, "\(elements)")
    #expect(elements.first == .move(to: CGPoint(x: 20, y: 0)) && elements[1] == .line(to: CGPoint(x: 10, y: 0)))
    guard case .curve(let end, let c1, let c2) = elements[2] else {
      Issue.record("\(elements[2])")
      return
    }
    let k = 4.0 / 3.0 * tan(Double.pi / 8) * 10
    #expect(
      close(end.x, 0) && close(end.y, 10) && close(c1.x, 10) && close(c1.y, k) && close(c2.x, k) && close(c2.y, 10))
    #expect(elements[3] == .quadCurve(to: CGPoint(x: 0, y: 20), control: CGPoint(x: 5, y: 15)))
    #expect(elements[4] == .closeSubpath)
    var whole = Path()
    whole.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
    var curves = 0
    whole.forEach { if case .curve = $0 { curves += 1 } }
    #expect(curves == 4)
  }

  /// A triangle and a square inside a square: points by the winding number, and the even-odd rule's hole.
  @Test func containsCountsWindings() {
    var p = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    p.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
    #expect(p.contains(CGPoint(x: 10, y: 10)))
    #expect(p.contains(CGPoint(x: 50, y: 50)))
    #expect(!p.contains(CGPoint(x: 50, y: 50), eoFill: true))
    #expect(!p.contains(CGPoint(x: 150, y: 50)))
  }

  /// A line from (10, 50) to (90, 50) stroked 10 wide covers y 45…55 between its ends; a square or round
  /// cap reaches 5 further at each end, a butt cap none.
  @Test func strokedLineHasItsCaps() {
    let line = Path { p in
      p.move(to: CGPoint(x: 10, y: 50))
      p.addLine(to: CGPoint(x: 90, y: 50))
    }
    let butt = line.strokedPath(StrokeStyle(lineWidth: 10))
    #expect(close(butt.boundingRect, CGRect(x: 10, y: 45, width: 80, height: 10)))
    #expect(butt.contains(CGPoint(x: 50, y: 54)) && !butt.contains(CGPoint(x: 50, y: 56)))
    #expect(!butt.contains(CGPoint(x: 8, y: 50)))
    let square = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
    #expect(close(square.boundingRect, CGRect(x: 5, y: 45, width: 90, height: 10)))
    #expect(square.contains(CGPoint(x: 6, y: 46)))
    let round = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
    #expect(round.contains(CGPoint(x: 6, y: 50)) && !round.contains(CGPoint(x: 6, y: 46)))
  }

  /// A right angle at (50, 50) stroked 10 wide: a miter fills the outer corner to (55, 45); a bevel cuts it
  /// on the line from (50, 45) to (55, 50), so (54, 46) is outside; a miter limit below √2 bevels it too.
  @Test func strokedCornerJoins() {
    let corner = Path { p in
      p.move(to: CGPoint(x: 10, y: 50))
      p.addLine(to: CGPoint(x: 50, y: 50))
      p.addLine(to: CGPoint(x: 50, y: 90))
    }
    let tip = CGPoint(x: 54, y: 46)
    let miter = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter))
    #expect(miter.contains(tip))
    #expect(close(miter.boundingRect, CGRect(x: 10, y: 45, width: 45, height: 45)))
    #expect(!corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel)).contains(tip))
    #expect(!corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 1.4)).contains(tip))
    // The inner corner is covered by the two lines.
    #expect(miter.contains(CGPoint(x: 46, y: 54)))
  }

  /// Dashes of 10 on, 10 off along an 80-point line: painted 10–20, 30–40, …; a phase of 5 shifts them back.
  @Test func strokedDashes() {
    let line = Path { p in
      p.move(to: CGPoint(x: 10, y: 50))
      p.addLine(to: CGPoint(x: 90, y: 50))
    }
    let dashed = line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 10]))
    #expect(dashed.contains(CGPoint(x: 15, y: 50)) && !dashed.contains(CGPoint(x: 25, y: 50)))
    #expect(dashed.contains(CGPoint(x: 75, y: 50)) && !dashed.contains(CGPoint(x: 85, y: 50)))
    let shifted = line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 10], dashPhase: 5))
    #expect(shifted.contains(CGPoint(x: 12, y: 50)) && !shifted.contains(CGPoint(x: 17, y: 50)))
  }
}

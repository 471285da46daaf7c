import Foundation
import RenderAnimSwiftUI
import Testing

/// UIKit's `UIBezierPath` and Core Graphics' `CGPath` as SwiftUI code uses them: built with UIKit's calls
/// and drawn through `Path(path.cgPath)` (the usual way to round only some corners). Values by hand.
@Suite struct UIBezierPathTests {
  /// A 100 × 50 rectangle with its top-left and bottom-right corners rounded by 10: the rounded corners'
  /// tips are outside, the square corners' inside, and the bounds are the rectangle's.
  @Test func someCornersRounded() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    let bezier = UIBezierPath(
      roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 10, height: 10))
    let path = Path(bezier.cgPath)
    #expect(path.boundingRect == rect, "\(path.boundingRect)")
    #expect(!path.contains(CGPoint(x: 1, y: 1)) && !path.contains(CGPoint(x: 99, y: 49)))
    #expect(path.contains(CGPoint(x: 99, y: 1)) && path.contains(CGPoint(x: 1, y: 49)))
    #expect(path.contains(CGPoint(x: 50, y: 25)))
  }

  /// UIKit's `clockwise` is clockwise on screen: from 0 to π/2 clockwise is the short quarter (ending at
  /// (0, 10)), counterclockwise the long way round, through every side of the circle.
  @Test func arcsTurnAsUIKitSays() {
    let short = Path(
      UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true).cgPath)
    #expect(short.boundingRect.integral == CGRect(x: 0, y: 0, width: 10, height: 10), "\(short.boundingRect)")
    let end = short.currentPoint ?? .zero
    #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9, "\(end)")
    let long = Path(
      UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false).cgPath)
    #expect(long.boundingRect.integral == CGRect(x: -10, y: -10, width: 20, height: 20), "\(long.boundingRect)")
  }

  /// Lines and curves go through as written, and a transform moves every point; `Path.cgPath` gives the
  /// path back.
  @Test func stepsAndTransforms() {
    let bezier = UIBezierPath()
    bezier.move(to: CGPoint(x: 0, y: 0))
    bezier.addLine(to: CGPoint(x: 10, y: 0))
    bezier.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
    bezier.close()
    bezier.apply(CGAffineTransform(translationX: 5, y: 7))
    let path = Path(bezier.cgPath)
    #expect(path.boundingRect.minX == 5 && path.boundingRect.minY == 7)
    #expect(Path(path.cgPath).boundingRect == path.boundingRect)
  }

  /// `reversing()` runs each subpath backwards from where it ended: a closed line-and-curve subpath from
  /// (0, 0) comes back through its closing line, the curve with its control points swapped, and its first line.
  @Test func reversingRunsBackwards() {
    let bezier = UIBezierPath()
    bezier.move(to: .zero)
    bezier.addLine(to: CGPoint(x: 10, y: 0))
    bezier.addCurve(
      to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 15, y: 10))
    bezier.close()
    var elements: [Path.Element] = []
    Path(bezier.reversing().cgPath).forEach { elements.append($0) }
    #expect(
      elements == [
        .move(to: .zero), .line(to: CGPoint(x: 10, y: 10)),
        .curve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 15, y: 10), control2: CGPoint(x: 15, y: 0)),
        .line(to: .zero), .closeSubpath,
      ], "\(elements)")
  }
}

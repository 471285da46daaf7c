import DisplayModel
import Foundation

nonisolated extension Path {
  /// One element of a path, as SwiftUI's `Path.Element` (CoreGraphics' path elements): what ``forEach(_:)``
  /// walks.
  public enum Element: Equatable, Sendable {
    /// Starts a subpath at the point.
    case move(to: CGPoint)
    /// A straight line from the current point to the point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to the point with one control point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to the point with two control points.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath with a line back to its start.
    case closeSubpath
  }

  /// Calls `body` with each element of the path in order, as SwiftUI's `forEach(_:)`. An arc is given as
  /// CoreGraphics gives it: a line from the current point to the arc's start (a move when there is no current
  /// point), then cubic Béziers of at most a quarter turn each.
  public func forEach(_ body: (Element) -> Void) {
    var current: CGPoint? = nil
    var subpathStart = CGPoint.zero
    func point(_ x: Double, _ y: Double) -> CGPoint {
      current = CGPoint(x: x, y: y)
      return CGPoint(x: x, y: y)
    }
    for element in elements {
      switch element {
      case .move(let x, let y):
        subpathStart = point(x, y)
        body(.move(to: subpathStart))
      case .line(let x, let y): body(.line(to: point(x, y)))
      case .quadCurve(let x, let y, let cx, let cy): body(.quadCurve(to: point(x, y), control: CGPoint(x: cx, y: cy)))
      case .curve(let x, let y, let c1x, let c1y, let c2x, let c2y):
        body(.curve(to: point(x, y), control1: CGPoint(x: c1x, y: c1y), control2: CGPoint(x: c2x, y: c2y)))
      case .arc(let cx, let cy, let r, let from, let to, let clockwise):
        if current == nil { subpathStart = CGPoint(x: cx + r * cos(from), y: cy + r * sin(from)) }
        current = Self.arcElements(cx: cx, cy: cy, r: r, from: from, to: to, clockwise: clockwise, after: current, body)
      case .close:
        body(.closeSubpath)
        // After a close, the current point is the subpath's start (Core Graphics').
        current = subpathStart
      }
    }
  }

  /// The elements of an arc (its sweep as ``PathElement/arc(cx:cy:radius:start:end:clockwise:)`` means it): a
  /// line or move to its start, then its cubic curves (`CGPath.arcCurves`); returns the arc's end.
  private static func arcElements(
    cx: Double, cy: Double, r: Double, from: Double, to: Double, clockwise: Bool, after current: CGPoint?,
    _ body: (Element) -> Void
  ) -> CGPoint {
    let arc = CGPath.arcCurves(center: CGPoint(x: cx, y: cy), radius: r, start: from, end: to, clockwise: clockwise)
    if let current {
      if current != arc.start { body(.line(to: arc.start)) }
    } else {
      body(.move(to: arc.start))
    }
    for (end, c1, c2) in arc.curves { body(.curve(to: end, control1: c1, control2: c2)) }
    return arc.curves.last?.0 ?? arc.start
  }
}

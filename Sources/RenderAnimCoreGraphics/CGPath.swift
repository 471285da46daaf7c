import Foundation

/// Core Graphics' path, as UIKit's `UIBezierPath.cgPath` gives it and SwiftUI's `Path(_:)` takes it: an
/// immutable list of steps (``CGMutablePath`` adds them). Angles are in radians from +x towards +y, and
/// `clockwise` is Core Graphics' (in y-down coordinates, `clockwise: true` turns counterclockwise on
/// screen), as SwiftUI's `Path.addArc` means it.
open class CGPath: @unchecked Sendable {
  /// One step of a path.
  package enum Step: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(CGPoint, control: CGPoint)
    case curve(CGPoint, control1: CGPoint, control2: CGPoint)
    case arc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool)
    case close
  }

  /// The steps in order.
  package var steps: [Step]

  package init(steps: [Step]) { self.steps = steps }

  /// Whether the path has no steps.
  public var isEmpty: Bool { steps.isEmpty }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(steps: steps) }
  /// A copy.
  public func copy() -> CGPath? { CGPath(steps: steps) }
}

/// Core Graphics' mutable path: `CGMutablePath()` and its `move`, `addLine`, `addCurve`, `addArc`…
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  public init() { super.init(steps: []) }
  package override init(steps: [Step]) { super.init(steps: steps) }

  /// Starts a subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    steps.append(.move(point.applying(transform)))
  }
  /// A straight line to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    steps.append(.line(point.applying(transform)))
  }
  /// A quadratic Bézier curve to `end` with one control point.
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    steps.append(.quadCurve(end.applying(transform), control: control.applying(transform)))
  }
  /// A cubic Bézier curve to `end` with two control points.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
  ) {
    steps.append(
      .curve(end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
  }
  /// An arc of a circle (a line joins it from the current point); `clockwise` as Core Graphics means it.
  /// Under a transform other than a translation the arc is its cubic curves, transformed.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    guard transform.a != 1 || transform.b != 0 || transform.c != 0 || transform.d != 1 else {
      steps.append(
        .arc(
          center: center.applying(transform), radius: radius, start: startAngle, end: endAngle, clockwise: clockwise))
      return
    }
    let arc = Self.arcCurves(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise)
    if steps.isEmpty { move(to: arc.start, transform: transform) } else { addLine(to: arc.start, transform: transform) }
    for (end, c1, c2) in arc.curves { addCurve(to: end, control1: c1, control2: c2, transform: transform) }
  }
  /// A rectangle, as a closed subpath.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    move(to: CGPoint(x: rect.minX, y: rect.minY), transform: transform)
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY), transform: transform)
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY), transform: transform)
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY), transform: transform)
    closeSubpath()
  }
  /// An ellipse inscribed in `rect`, as a closed subpath of four cubic curves.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let k = 0.5522847498
    let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
    move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
      control2: CGPoint(x: cx + k * rx, y: cy + ry), transform: transform)
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + k * ry), transform: transform)
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
      control2: CGPoint(x: cx - k * rx, y: cy - ry), transform: transform)
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - k * ry), transform: transform)
    closeSubpath()
  }
  /// Another path's steps, appended.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    if transform == .identity {
      steps += path.steps
      return
    }
    for step in path.steps {
      switch step {
      case .move(let p): move(to: p, transform: transform)
      case .line(let p): addLine(to: p, transform: transform)
      case .quadCurve(let p, let c): addQuadCurve(to: p, control: c, transform: transform)
      case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2, transform: transform)
      case .arc(let c, let r, let a, let b, let cw):
        addArc(center: c, radius: r, startAngle: a, endAngle: b, clockwise: cw, transform: transform)
      case .close: closeSubpath()
      }
    }
  }
  /// Closes the current subpath.
  public func closeSubpath() { steps.append(.close) }
}

extension CGPath {
  /// An arc as cubic Béziers of at most a quarter turn each, their control points 4/3·tan(θ/4)·r along the
  /// tangents (as Core Graphics approximates arcs): its start, and each curve's end and control points.
  package static func arcCurves(
    center: CGPoint, radius r: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool
  ) -> (start: CGPoint, curves: [(CGPoint, CGPoint, CGPoint)]) {
    var sweep = end - start
    if clockwise { while sweep > 0 { sweep -= 2 * .pi } } else { while sweep < 0 { sweep += 2 * .pi } }
    func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle)) }
    let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / CGFloat(pieces)
    let k = 4.0 / 3.0 * tan(step / 4) * r
    var curves: [(CGPoint, CGPoint, CGPoint)] = []
    var angle = start
    for _ in 0..<pieces {
      let next = angle + step
      let (a, b) = (point(angle), point(next))
      curves.append(
        (
          b, CGPoint(x: a.x - k * sin(angle), y: a.y + k * cos(angle)),
          CGPoint(x: b.x + k * sin(next), y: b.y - k * cos(next))
        ))
      angle = next
    }
    return (point(start), curves)
  }
}

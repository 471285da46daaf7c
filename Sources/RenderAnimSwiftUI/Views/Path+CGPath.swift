import DisplayModel
import Foundation

nonisolated extension Path {
  /// A path with Core Graphics' path's steps (`Path(UIBezierPath(…).cgPath)`, as SwiftUI code rounds some
  /// corners).
  public init(_ path: CGPath) {
    self.init()
    for step in path.steps {
      switch step {
      case .move(let p): move(to: p)
      case .line(let p): addLine(to: p)
      case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
      case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
      case .arc(let c, let r, let a, let b, let clockwise):
        addArc(
          center: c, radius: r, startAngle: .radians(Double(a)), endAngle: .radians(Double(b)), clockwise: clockwise)
      case .close: closeSubpath()
      }
    }
  }

  /// The path as Core Graphics' (`Path.cgPath`).
  public var cgPath: CGPath {
    let path = CGMutablePath()
    for element in elements {
      switch element {
      case .move(let x, let y): path.move(to: CGPoint(x: x, y: y))
      case .line(let x, let y): path.addLine(to: CGPoint(x: x, y: y))
      case .quadCurve(let x, let y, let cx, let cy):
        path.addQuadCurve(to: CGPoint(x: x, y: y), control: CGPoint(x: cx, y: cy))
      case .curve(let x, let y, let c1x, let c1y, let c2x, let c2y):
        path.addCurve(to: CGPoint(x: x, y: y), control1: CGPoint(x: c1x, y: c1y), control2: CGPoint(x: c2x, y: c2y))
      case .arc(let cx, let cy, let r, let a, let b, let clockwise):
        path.addArc(center: CGPoint(x: cx, y: cy), radius: r, startAngle: a, endAngle: b, clockwise: clockwise)
      case .close: path.closeSubpath()
      }
    }
    return path
  }
}

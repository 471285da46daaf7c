import Foundation
import Keyframes
import DisplayModel

/// A shape turned by an angle about an anchor of its frame (SwiftUI's `RotatedShape`, from
/// `shape.rotation(_:anchor:)`): its outline is the shape's, rotated; the frame stays where it was. The
/// angle animates with the shape's own data.
nonisolated public struct RotatedShape<Content: Shape>: Shape {
  /// The shape turned.
  public var shape: Content
  /// The angle, clockwise on screen for positive values.
  public var angle: Angle
  /// The point of the frame it turns about.
  public var anchor: UnitPoint

  /// `shape` turned by `angle` about `anchor`.
  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  /// The shape's data and the angle in radians.
  public var animatableData: AnimatablePair<Content.AnimatableData, Double> {
    get { AnimatablePair(shape.animatableData, angle.radians) }
    set {
      shape.animatableData = newValue.first
      angle = .radians(newValue.second)
    }
  }

  /// The shape's outline in `rect`, rotated about the anchor.
  public func path(in rect: CGRect) -> Path {
    let cx = Double(rect.minX) + Double(anchor.x) * Double(rect.width)
    let cy = Double(rect.minY) + Double(anchor.y) * Double(rect.height)
    let c = cos(angle.radians), s = sin(angle.radians)
    func turn(_ x: Double, _ y: Double) -> (Double, Double) {
      let dx = x - cx, dy = y - cy
      return (cx + c * dx - s * dy, cy + s * dx + c * dy)
    }
    let turned = shape.path(in: rect).elements.map { element -> PathElement in
      switch element {
      case .move(let x, let y): let p = turn(x, y); return .move(x: p.0, y: p.1)
      case .line(let x, let y): let p = turn(x, y); return .line(x: p.0, y: p.1)
      case .quadCurve(let x, let y, let qx, let qy):
        let p = turn(x, y), q = turn(qx, qy)
        return .quadCurve(x: p.0, y: p.1, cx: q.0, cy: q.1)
      case .curve(let x, let y, let ax, let ay, let bx, let by):
        let p = turn(x, y), a = turn(ax, ay), b = turn(bx, by)
        return .curve(x: p.0, y: p.1, c1x: a.0, c1y: a.1, c2x: b.0, c2y: b.1)
      case .arc(let ax, let ay, let radius, let start, let end, let clockwise):
        let p = turn(ax, ay)
        return .arc(cx: p.0, cy: p.1, radius: radius, start: start + angle.radians, end: end + angle.radians, clockwise: clockwise)
      case .close: return .close
      }
    }
    var path = Path()
    path.addElements(turned)
    return path
  }
}

nonisolated extension Shape {
  /// This shape turned by `angle` about `anchor` of its frame.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }
}

import DisplayModel
import Foundation
import Keyframes

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
    let turn = CGAffineTransform(translationX: -cx, y: -cy).concatenating(
      CGAffineTransform(rotationAngle: angle.radians)
    )
    .concatenating(CGAffineTransform(translationX: cx, y: cy))
    return shape.path(in: rect).applying(turn)
  }
}

nonisolated extension Shape {
  /// This shape turned by `angle` about `anchor` of its frame.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }
}

extension RotatedShape: _ShapeWrapper {
  var wrappedShape: Any { shape }
}

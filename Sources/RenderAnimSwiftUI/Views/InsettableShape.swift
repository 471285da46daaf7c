import DisplayModel

/// A shape that can be drawn inset within its frame (SwiftUI's `InsettableShape`): `Circle().inset(by: 8)`
/// is the circle of the frame shrunk by 8 points on every side, so that a stroke of width 16 stays inside.
public protocol InsettableShape: Shape {
  /// The inset shape's type.
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` points on every side (the amount animates).
  func inset(by amount: CGFloat) -> InsetShape
}

/// A shape inset within its frame; a rounded rectangle's corners shrink with it, as SwiftUI's do.
nonisolated public struct _InsetShape<Content: Shape>: InsettableShape {
  var shape: Content
  var amount: Double

  /// The amount and the shape's animatable data.
  public var animatableData: AnimatablePair<Double, Content.AnimatableData> {
    get { AnimatablePair(amount, shape.animatableData) }
    set {
      amount = newValue.first
      shape.animatableData = newValue.second
    }
  }

  public func path(in rect: CGRect) -> Path {
    let inner = rect.insetBy(dx: CGFloat(amount), dy: CGFloat(amount))
    guard inner.width >= 0, inner.height >= 0 else { return Path() }
    if let rounded = shape as? RoundedRectangle {
      return Path(roundedRect: inner, cornerRadius: max(rounded.cornerRadius - amount, 0))
    }
    return shape.path(in: inner)
  }

  /// Inset further.
  public func inset(by amount: CGFloat) -> _InsetShape<Content> {
    _InsetShape(shape: shape, amount: self.amount + Double(amount))
  }
}

extension Circle: InsettableShape {
  /// The circle inset by `amount` on every side.
  public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(shape: self, amount: Double(amount)) }
}
extension Rectangle: InsettableShape {
  /// The rectangle inset by `amount` on every side.
  public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(shape: self, amount: Double(amount)) }
}
extension RoundedRectangle: InsettableShape {
  /// The rounded rectangle inset by `amount` on every side, its corners smaller by `amount`.
  public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
    _InsetShape(shape: self, amount: Double(amount))
  }
}
extension Capsule: InsettableShape {
  /// The capsule inset by `amount` on every side.
  public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(shape: self, amount: Double(amount)) }
}
extension Ellipse: InsettableShape {
  /// The ellipse inset by `amount` on every side.
  public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(shape: self, amount: Double(amount)) }
}

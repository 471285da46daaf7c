import Foundation

/// iOS 17 made a stroked shape a shape again (`circle.trim(…).stroke(lineWidth: 4).rotation(.degrees(90))`);
/// render-anim keeps a stroke as how a shape is painted, so these turn, move and scale the shape under the
/// stroke, which draws the same outline.
nonisolated extension _ShapeView {
  /// The stroked or filled shape turned by `angle` about `anchor` of its frame.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _ShapeView<RotatedShape<S>> {
    painting(shape.rotation(angle, anchor: anchor))
  }
  /// The stroked or filled shape moved by (`x`, `y`).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ShapeView<TransformedShape<S>> {
    painting(shape.offset(x: x, y: y))
  }
  /// The stroked or filled shape moved by `offset`.
  public func offset(_ offset: CGSize) -> _ShapeView<TransformedShape<S>> { painting(shape.offset(offset)) }
  /// The stroked or filled shape scaled about `anchor`.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _ShapeView<TransformedShape<S>> {
    painting(shape.scale(x: x, y: y, anchor: anchor))
  }
  /// The stroked or filled shape scaled by `scale` about `anchor`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _ShapeView<TransformedShape<S>> {
    painting(shape.scale(scale, anchor: anchor))
  }

  /// `other` painted as this shape is.
  private func painting<T: Shape>(_ other: T) -> _ShapeView<T> {
    var view = _ShapeView<T>(shape: other, fill: fill, stroke: stroke)
    view.trim = trim
    view.inside = inside
    return view
  }
}

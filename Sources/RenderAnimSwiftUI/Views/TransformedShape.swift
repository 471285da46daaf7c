import DisplayModel

/// A shape moved, scaled or transformed inside its frame (SwiftUI's `OffsetShape`, `ScaledShape`,
/// `TransformedShape` and iOS 17's `Shape.size`): the outline of `shape` made for `rect` and mapped by the
/// transform `place` makes for that rectangle.
nonisolated public struct TransformedShape<Content: Shape>: Shape {
  /// The shape.
  public var shape: Content
  /// The numbers of the move that animate (an offset's x and y, a scale's x and y; none for a fixed
  /// transform or size), as SwiftUI's `OffsetShape` and `ScaledShape` animate theirs.
  var amounts: AnimatableVector
  /// The outline's rectangle and its map, for the frame's rectangle and the amounts.
  let place: @Sendable (CGRect, AnimatableVector) -> (rect: CGRect, transform: CGAffineTransform)

  /// `shape` mapped by `transform` (SwiftUI's `TransformedShape`).
  public init(shape: Content, transform: CGAffineTransform) {
    self.init(shape: shape, amounts: AnimatableVector([])) { rect, _ in (rect, transform) }
  }

  init(
    shape: Content, amounts: AnimatableVector,
    place: @escaping @Sendable (CGRect, AnimatableVector) -> (rect: CGRect, transform: CGAffineTransform)
  ) {
    self.shape = shape
    self.amounts = amounts
    self.place = place
  }

  /// The move's amounts and the shape's animatable data.
  public var animatableData: AnimatablePair<AnimatableVector, Content.AnimatableData> {
    get { AnimatablePair(amounts, shape.animatableData) }
    set {
      amounts = newValue.first
      shape.animatableData = newValue.second
    }
  }

  public func path(in rect: CGRect) -> Path {
    let (inner, transform) = place(rect, amounts)
    return shape.path(in: inner).applying(transform)
  }
}

nonisolated extension Shape {
  /// This shape made at `size` in the top-leading corner of its frame (iOS 17's `Shape.size`).
  public func size(_ size: CGSize) -> TransformedShape<Self> {
    TransformedShape(shape: self, amounts: AnimatableVector([])) { rect, _ in
      (CGRect(origin: rect.origin, size: size), .identity)
    }
  }
  /// This shape made `width` by `height` in the top-leading corner of its frame.
  public func size(width: CGFloat, height: CGFloat) -> TransformedShape<Self> {
    size(CGSize(width: width, height: height))
  }
  /// This shape moved by `offset`.
  public func offset(_ offset: CGSize) -> TransformedShape<Self> { self.offset(x: offset.width, y: offset.height) }
  /// This shape moved by `offset`.
  public func offset(_ offset: CGPoint) -> TransformedShape<Self> { self.offset(x: offset.x, y: offset.y) }
  /// This shape moved by (x, y); the move animates (SwiftUI's `OffsetShape`).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> TransformedShape<Self> {
    TransformedShape(shape: self, amounts: AnimatableVector([Double(x), Double(y)])) { rect, move in
      (rect, CGAffineTransform(translationX: move[0], y: move[1]))
    }
  }
  /// This shape scaled about `anchor` of its frame; the scale animates (SwiftUI's `ScaledShape`).
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> TransformedShape<Self> {
    TransformedShape(shape: self, amounts: AnimatableVector([Double(x), Double(y)])) { rect, scale in
      let ax = rect.minX + anchor.x * rect.width
      let ay = rect.minY + anchor.y * rect.height
      return (
        rect,
        CGAffineTransform(translationX: -ax, y: -ay).concatenating(CGAffineTransform(scaleX: scale[0], y: scale[1]))
          .concatenating(CGAffineTransform(translationX: ax, y: ay))
      )
    }
  }
  /// This shape scaled by `scale` about `anchor` of its frame.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> TransformedShape<Self> {
    self.scale(x: scale, y: scale, anchor: anchor)
  }
  /// This shape mapped by `transform`.
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
}

nonisolated extension View {
  /// A border of `width` points inside the view's frame, in `content` (SwiftUI's `border`).
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
}

extension TransformedShape: _ShapeWrapper {
  var wrappedShape: Any { shape }
}

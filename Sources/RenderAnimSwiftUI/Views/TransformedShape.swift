import DisplayModel

/// A shape moved, scaled or transformed inside its frame (SwiftUI's `OffsetShape`, `ScaledShape`,
/// `TransformedShape` and iOS 17's `Shape.size`): the outline of `shape` made for `rect` and mapped by the
/// transform `place` makes for that rectangle.
nonisolated public struct TransformedShape<Content: Shape>: Shape {
  /// The shape.
  public var shape: Content
  /// The outline's rectangle and its map, for the frame's rectangle.
  let place: @Sendable (CGRect) -> (rect: CGRect, transform: CGAffineTransform)

  /// `shape` mapped by `transform` (SwiftUI's `TransformedShape`).
  public init(shape: Content, transform: CGAffineTransform) {
    self.shape = shape
    place = { rect in (rect, transform) }
  }

  init(shape: Content, place: @escaping @Sendable (CGRect) -> (rect: CGRect, transform: CGAffineTransform)) {
    self.shape = shape
    self.place = place
  }

  /// The shape's animatable data.
  public var animatableData: Content.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }

  public func path(in rect: CGRect) -> Path {
    let (inner, transform) = place(rect)
    return shape.path(in: inner).applying(transform)
  }
}

nonisolated extension Shape {
  /// This shape made at `size` in the top-leading corner of its frame (iOS 17's `Shape.size`).
  public func size(_ size: CGSize) -> TransformedShape<Self> {
    TransformedShape(shape: self) { rect in (CGRect(origin: rect.origin, size: size), .identity) }
  }
  /// This shape made `width` by `height` in the top-leading corner of its frame.
  public func size(width: CGFloat, height: CGFloat) -> TransformedShape<Self> {
    size(CGSize(width: width, height: height))
  }
  /// This shape moved by `offset`.
  public func offset(_ offset: CGSize) -> TransformedShape<Self> { self.offset(x: offset.width, y: offset.height) }
  /// This shape moved by `offset`.
  public func offset(_ offset: CGPoint) -> TransformedShape<Self> { self.offset(x: offset.x, y: offset.y) }
  /// This shape moved by (x, y).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: CGAffineTransform(translationX: x, y: y))
  }
  /// This shape scaled about `anchor` of its frame.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> TransformedShape<Self> {
    TransformedShape(shape: self) { rect in
      let ax = rect.minX + anchor.x * rect.width
      let ay = rect.minY + anchor.y * rect.height
      return (
        rect,
        CGAffineTransform(translationX: -ax, y: -ay).concatenating(CGAffineTransform(scaleX: x, y: y))
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

/// `mask(_:)`: a shape the size of the layer's frame whose alpha (its fill colour's, or its gradient's)
/// multiplies everything the layer draws, standing where its modifier does.
public struct Mask: Sendable, Equatable {
  /// The mask's shape and paint (only the paint's alpha counts).
  public var shape: ShapeSpec
  /// Maps frame-centred coordinates to canvas points, like the item's own transform.
  public var transform: AffineTransform

  /// Creates a mask.
  public init(shape: ShapeSpec, transform: AffineTransform) {
    self.shape = shape
    self.transform = transform
  }
}

/// A `background` or `overlay`: a filled shape the size of the layer's frame, placed where the modifier
/// stands in the chain (`transform` maps it into the item's local coordinates).
public struct Decoration: Sendable, Equatable {
  public var shape: ShapeSpec
  public var transform: AffineTransform
  /// Drawn over the content (`overlay`) rather than under it (`background`).
  public var over: Bool
  /// The shape's size: the layer's frame with its `padding` (`.padding(8).background(Capsule())`).
  public var size: Size

  public init(shape: ShapeSpec, transform: AffineTransform, over: Bool, size: Size) {
    self.shape = shape
    self.transform = transform
    self.over = over
    self.size = size
  }
}

/// A clip: `shape` filling the item's frame, placed by `transform` (the chain outside the modifier, so
/// geometry effects inside it move the content within the clip, as in SwiftUI).
public struct Clip: Sendable, Equatable {
  public var shape: ShapeSpec
  public var transform: AffineTransform

  public init(shape: ShapeSpec, transform: AffineTransform) {
    self.shape = shape
    self.transform = transform
  }
}

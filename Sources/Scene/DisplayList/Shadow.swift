/// A drop shadow: the item's silhouette (its content's alpha) in `color`, blurred by `radius` as
/// `blur(radius:)` blurs, drawn with `transform` in place of the item's (the offset applied where the
/// `shadow` modifier stands in the chain, so later modifiers move the shadow with the content).
public struct Shadow: Sendable, Equatable {
  public var color: RGBAColor
  public var radius: Double
  public var transform: AffineTransform
  /// How many of the item's ``DisplayItem/clips`` stand inside the shadow in the chain: those shape the
  /// silhouette; the ones after it clip the shadow itself.
  public var clipsInside: Int

  public init(color: RGBAColor, radius: Double, transform: AffineTransform, clipsInside: Int = 0) {
    self.color = color
    self.radius = radius
    self.transform = transform
    self.clipsInside = clipsInside
  }
}

/// One modifier of a layer's chain that acts on everything drawn inside it: the display model keeps a
/// layer's effects as a stack in the order they are written, innermost first, and the rasterizer applies
/// each to what the ones before it produced (docs/architecture.md, The display model).
///
/// `.clipShape(Circle()).blur(radius: 8)` is `[clip, blur]`: the blur softens the clipped edge.
/// `.blur(radius: 8).clipShape(Circle())` is `[blur, clip]`: the clip cuts the blurred content sharply.
public struct DisplayEffect: Sendable, Equatable {
  /// The affine modifiers between the content and this effect: maps the content's frame-centred
  /// coordinates into the effect's own (a clip after an `offset` stays put while the content moves in it).
  public var inner: AffineTransform
  /// What the effect does.
  public var kind: Kind

  /// Creates an effect standing after the affine modifiers `inner`.
  public init(_ kind: Kind, inner: AffineTransform = .identity) {
    self.kind = kind
    self.inner = inner
  }

  /// The effects of docs/scene-format.md (Modifiers) and SwiftUI's view modifiers of the same names.
  public enum Kind: Sendable, Equatable {
    /// `opacity(_:)`: each leaf inside (``DisplayItem/leafCount``) drawn times this alpha, as SwiftUI
    /// fades each view it draws unless a ``compositingGroup`` stands between (may lie outside 0…1 while a
    /// spring overshoots; the renderer clamps the product).
    case opacity(Double)
    /// `blur(radius:)`: a Gaussian of this radius in points (0: none).
    case blur(radius: Double)
    /// `shadow(color:radius:x:y:)`: for each leaf inside (``DisplayItem/shadowLeafCount``: a clip's
    /// content is one), its silhouette (its alpha) in `color`, moved by the offset in the effect's
    /// coordinates, blurred by `radius`, drawn under it.
    case shadow(color: RGBAColor, radius: Double, x: Double, y: Double)
    /// `clipShape`/`cornerRadius`/`clipped`: the shape filling the item's frame clips everything inside.
    case clip(ShapeSpec)
    /// `mask(_:)`: the shape filling the item's frame; its paint's alpha multiplies everything inside.
    case mask(ShapeSpec)
    /// `mask(_:)` with any view (text, stacks, images): these items, drawn in the item's frame-centred
    /// coordinates as a group's children are, make a layer whose alpha multiplies everything inside.
    case maskItems([DisplayItem])
    /// A colour modifier (`saturation`, `hueRotation`, …) applied to everything inside.
    case color(ColorEffect)
    /// `GraphicsContext.Filter.alphaThreshold(min:max:color:)`: each pixel of what is inside whose alpha
    /// lies in `min…max` becomes `color`, every other pixel transparent (a transparent pixel stays so).
    case alphaThreshold(min: Double, max: Double, color: RGBAColor)
    /// `rotation3DEffect`: everything inside, drawn flat, seen through this projection (in the effect's
    /// coordinates).
    case projection(Projection)
    /// `background` (under) or `overlay` (`over`): a filled shape of `size` (the frame with its padding)
    /// centred in the effect's coordinates.
    case decoration(ShapeSpec, size: Size, over: Bool)
    /// `blendMode(_:)`: how each leaf inside (``DisplayItem/leafCount``) combines with what is under it.
    case blendMode(BlendMode)
    /// `compositingGroup()`, `drawingGroup()`: everything inside drawn as one picture, so that the
    /// opacity, shadows and blend modes outside apply to the picture, not to each view in it.
    case compositingGroup
  }
}

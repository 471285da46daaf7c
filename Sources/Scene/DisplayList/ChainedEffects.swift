/// The layered looks of a modifier chain, each with the affine part of the modifiers inside it (`inner`):
/// 3-D projections, clips and shadows stand where their modifiers do in the chain. Scene layers and
/// SwiftUI views build the same items from it.
public struct ChainedEffects: Sendable {
  /// `rotation3DEffect`s, innermost first.
  public var projections: [(inner: AffineTransform, projection: Projection)] = []
  /// `clipShape`/`cornerRadius`, innermost first.
  public var clips: [(inner: AffineTransform, shape: ShapeSpec)] = []
  /// `shadow`s, innermost first, with the number of clips inside each.
  public var shadows: [(inner: AffineTransform, color: RGBAColor, radius: Double, x: Double, y: Double, clips: Int)] = []

  public init() {}

  /// Sets `item`'s projection, clips and shadows for the whole chain's affine `transform`.
  public func apply(to item: inout DisplayItem, transform: AffineTransform) {
    // 3-D effects stand where their modifiers do: T ∘ Qₙ ∘ … ∘ Q₁ with Qᵢ = Bᵢ⁻¹ ∘ Pᵢ ∘ Bᵢ (Bᵢ the affine
    // modifiers inside effect i), since the affine transform never included them.
    if !projections.isEmpty {
      var map = Projection(.identity)
      for p in projections {
        guard let undo = p.inner.inverted else { continue }
        map = Projection(undo).concatenating(p.projection).concatenating(Projection(p.inner)).concatenating(map)
      }
      item.projection = Projection(transform).concatenating(map)
    }
    // A clip stands where its modifier does: the whole chain without the modifiers inside it.
    item.clips = clips.compactMap { c in c.inner.inverted.map { Clip(shape: c.shape, transform: transform.concatenating($0)) } }
    // A shadow's transform: the whole chain with its offset slipped in where the modifier stands,
    // transform ∘ inner⁻¹ ∘ offset ∘ inner.
    item.shadows = shadows.compactMap { s in
      guard let undo = s.inner.inverted else { return nil }
      let moved = AffineTransform.translation(x: s.x, y: s.y).concatenating(s.inner)
      return Shadow(color: s.color, radius: s.radius, transform: transform.concatenating(undo).concatenating(moved),
                    clipsInside: s.clips)
    }
  }
}

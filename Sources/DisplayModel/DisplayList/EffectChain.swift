/// Builds a layer's effect stack while its modifier chain is evaluated, innermost first: the affine
/// modifiers accumulate into ``transform``, and every other modifier becomes a ``DisplayEffect`` standing
/// where it is written. Scene layers and SwiftUI views build their items with it.
///
/// ```swift
/// var chain = EffectChain()
/// chain.add(.clip(ShapeSpec(kind: .circle)))
/// chain.transform = AffineTransform.translation(x: 10, y: 0).concatenating(chain.transform)
/// chain.add(.blur(radius: 8))
/// ```
public struct EffectChain: Sendable, Equatable {
  /// The affine modifiers so far: the content's frame-centred coordinates to the chain's.
  public var transform = AffineTransform.identity
  /// The effects so far, innermost first.
  public private(set) var effects: [DisplayEffect] = []

  /// An empty chain.
  public init() {}

  /// Adds an effect outside everything added so far.
  public mutating func add(_ kind: DisplayEffect.Kind) {
    effects.append(DisplayEffect(kind, inner: transform))
  }

  /// The product of the chain's opacities (what `sample` reports as a layer's opacity).
  public var opacity: Double { effects.opacity }
  /// The sum of the chain's blur radii.
  public var blurRadius: Double { effects.blurRadius }
}

extension Array where Element == DisplayEffect {
  /// The product of the stack's opacities.
  public var opacity: Double {
    reduce(1) { if case .opacity(let a) = $1.kind { $0 * a } else { $0 } }
  }

  /// The sum of the stack's blur radii (how far blurs spread what is drawn).
  public var blurRadius: Double {
    reduce(0) { if case .blur(let r) = $1.kind { $0 + Swift.max(r, 0) } else { $0 } }
  }

  /// Whether any effect needs the item drawn through a layer of its own.
  public var needsLayer: Bool {
    contains { if case .opacity = $0.kind { false } else { true } }
  }
}

extension DisplayItem {
  /// With 3-D effects: the whole map from the content's frame-centred coordinates to canvas points,
  /// T ∘ Qₙ ∘ … ∘ Q₁ with Qᵢ = Bᵢ⁻¹ ∘ Pᵢ ∘ Bᵢ (Bᵢ the affine modifiers inside effect i, T ``transform``);
  /// nil without them.
  public var projection: Projection? {
    var map: Projection? = nil
    for effect in effects {
      guard case .projection(let p) = effect.kind, let undo = effect.inner.inverted else { continue }
      map = Projection(undo).concatenating(p).concatenating(Projection(effect.inner)).concatenating(
        map ?? Projection(.identity))
    }
    return map.map { Projection(transform).concatenating($0) }
  }

  /// Each shadow's blur radius and the map its silhouette is drawn with: the item's transform with the
  /// shadow's offset slipped in where the modifier stands, T ∘ B⁻¹ ∘ offset ∘ B.
  public var shadowTransforms: [(radius: Double, transform: AffineTransform)] {
    effects.compactMap { effect in
      guard case .shadow(_, let radius, let x, let y) = effect.kind, let undo = effect.inner.inverted else {
        return nil
      }
      let moved = AffineTransform.translation(x: x, y: y).concatenating(effect.inner)
      return (radius, transform.concatenating(undo).concatenating(moved))
    }
  }
}

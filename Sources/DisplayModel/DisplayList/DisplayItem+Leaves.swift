/// The leaves of an item: what SwiftUI applies opacity, shadows and blend modes to.
///
/// On iOS, `.opacity(0.5)` on a stack fades each view in it, so a view shows through the half-transparent
/// one in front of it; `.shadow` gives each view its own shadow (a card's text casts one on the card);
/// `.blendMode` blends each view with what is under it, the views before it included. A
/// `compositingGroup()` makes what is inside one picture to which these apply (docs/architecture.md,
/// Leaves).
///
/// A leaf is a drawing primitive: a text, shape, image or emoji item, a `background` or `overlay`
/// decoration, or everything inside an effect that draws through a picture of its own (a blur, a colour
/// effect, a mask, a 3-D effect, a compositing group). A group's leaves are its children's, in drawing
/// order; clips, opacities, shadows and blend modes let the leaves inside them through.
///
/// A shadow is the exception at a clip: a shadow given to each view inside a clip would be cut by it, so
/// SwiftUI shadows the clipped picture whole (a card written `.background(…).cornerRadius(10).shadow(…)`
/// casts one shadow and its text none, as iOS 17 and 18 snapshots show): for a shadow, everything inside
/// a clip is one leaf (``shadowLeafCount``). Opacity and blend modes commute with a clip and pass it.
extension DisplayItem {
  /// How many leaves the item draws, in order (0 for an empty group).
  public var leafCount: Int { leafCount(through: effects.count, clipsAreLeaves: false) }

  /// The item reduced to its leaf `k` (`0..<leafCount`): the same transform and the effects that stand
  /// around that leaf, a group keeping only the child that holds it, a decoration drawn alone over an
  /// empty group. Drawing the reductions for every `k` in turn draws what the item draws, leaf by leaf.
  public func leaf(_ k: Int) -> DisplayItem { leaf(k, through: effects.count, clipsAreLeaves: false) }

  /// How many leaves a shadow around the item shadows, one by one: ``leafCount`` with what is inside a
  /// clip as one leaf.
  public var shadowLeafCount: Int { leafCount(through: effects.count, clipsAreLeaves: true) }

  /// The item reduced to its shadow leaf `k` (`0..<shadowLeafCount`), as ``leaf(_:)``.
  public func shadowLeaf(_ k: Int) -> DisplayItem { leaf(k, through: effects.count, clipsAreLeaves: true) }

  /// `items` (in frame-centred coordinates of a frame of `size`) as one leaf: a group under a
  /// ``DisplayEffect/Kind/compositingGroup``, as a `Canvas` or a `drawLayer` is one picture.
  public static func picture(of items: [DisplayItem], size: Size) -> DisplayItem {
    DisplayItem(content: .group(items), frameSize: size, effects: [DisplayEffect(.compositingGroup)])
  }

  /// Whether the item or anything inside it has a blend mode: what it blends with is what is drawn under
  /// it, so a compositing group around it must be a picture of its own for the blend to stay inside.
  public var hasBlendMode: Bool {
    if effects.contains(where: { if case .blendMode = $0.kind { true } else { false } }) { return true }
    guard case .group(let children) = content else { return false }
    return children.contains(where: \.hasBlendMode)
  }

  /// Whether `kind` makes what is inside it one leaf.
  private static func isPicture(_ kind: DisplayEffect.Kind, clipsAreLeaves: Bool) -> Bool {
    switch kind {
    case .opacity, .shadow, .blendMode, .decoration: return false
    case .clip: return clipsAreLeaves
    case .blur, .mask, .maskItems, .color, .alphaThreshold, .projection, .compositingGroup: return true
    }
  }

  /// ``leafCount`` of the item with only its first `n` effects.
  private func leafCount(through n: Int, clipsAreLeaves: Bool) -> Int {
    guard n > 0 else {
      guard case .group(let children) = content else { return 1 }
      return children.reduce(0) { $0 + $1.leafCount(through: $1.effects.count, clipsAreLeaves: clipsAreLeaves) }
    }
    let kind = effects[n - 1].kind
    if Self.isPicture(kind, clipsAreLeaves: clipsAreLeaves) { return 1 }
    let inside = leafCount(through: n - 1, clipsAreLeaves: clipsAreLeaves)
    if case .decoration = kind { return 1 + inside }
    return inside
  }

  /// ``leaf(_:)`` of the item with only its first `n` effects.
  private func leaf(_ k: Int, through n: Int, clipsAreLeaves: Bool) -> DisplayItem {
    guard n > 0 else {
      var bare = self
      bare.effects = []
      guard case .group(let children) = content else { return bare }
      var rest = k
      for child in children {
        let count = child.leafCount(through: child.effects.count, clipsAreLeaves: clipsAreLeaves)
        if rest < count {
          bare.content = .group([child.leaf(rest, through: child.effects.count, clipsAreLeaves: clipsAreLeaves)])
          return bare
        }
        rest -= count
      }
      bare.content = .group([])
      return bare
    }
    let effect = effects[n - 1]
    var reduced: DisplayItem
    if Self.isPicture(effect.kind, clipsAreLeaves: clipsAreLeaves) {
      reduced = self
      reduced.effects = Array(effects[..<(n - 1)])
    } else if case .decoration(_, _, let over) = effect.kind {
      let inside = leafCount(through: n - 1, clipsAreLeaves: clipsAreLeaves)
      guard k == (over ? inside : 0) else {
        return leaf(over ? k : k - 1, through: n - 1, clipsAreLeaves: clipsAreLeaves)
      }
      reduced = self
      reduced.content = .group([])
      reduced.effects = []
    } else {
      reduced = leaf(k, through: n - 1, clipsAreLeaves: clipsAreLeaves)
    }
    reduced.effects.append(effect)
    return reduced
  }
}

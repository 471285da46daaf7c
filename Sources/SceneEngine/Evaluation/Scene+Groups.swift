import Foundation
import Keyframes

extension Scene {
  /// A group's children at `t`, laid out by its stack (if any), and the group's frame.
  /// With `collect`, `values` gets the layout's data and each child's values, prefixed with the child's id
  /// (or `#index`); drawing a frame skips building those names.
  func groupContent(
    _ layer: ResolvedLayer, at t: Double, container: Size, measurer: some TextMeasuring,
    values: inout [(String, Double)], collect: Bool
  ) throws(SceneError) -> (DisplayContent, Size) {
    var frame = layer.spec.frame.map { Size(width: $0.0, height: $0.1) } ?? container
    var childValues: [[(String, Double)]] = []
    var placed = try siblings(
      layer.children, at: t, container: frame, measurer: measurer, values: &childValues, nested: true,
      collect: collect)
    for (i, (child, list)) in zip(layer.children, childValues).enumerated() where collect {
      let prefix = child.spec.id ?? "#\(i)"
      // A stack ignores its children's `position` (docs/scene-format.md), and does not list it.
      let shown = layer.layout == nil ? list : list.filter { $0.0 != "position.x" && $0.0 != "position.y" }
      values += shown.map { ("\(prefix).\($0.0)", $0.1) }
    }
    if let l = layer.layout {
      let v = try channelValue(l, at: t, environment: ExpressionEnvironment(state: schedule.state(at: t)))
      // A layout that changes with state lists its interpolated data; a fixed stack's is constant.
      if collect, layer.spec.layout.map({ !$0.names.isEmpty }) == true {
        for (i, name) in program.channels[l].componentNames.enumerated() { values.append(("layout.\(name)", v[i])) }
      }
      let stack = StackPlacement(sizes: placed.map(\.layoutSize), weights: placed.map(\.weight), layout: v.components)
      for (i, c) in stack.centers.enumerated() {
        // The stack places the child; its `position` is ignored (docs/scene-format.md).
        let p = placed[i].position
        let unplaced = AffineTransform.translation(x: frame.width / 2 - p.x, y: frame.height / 2 - p.y)
        placed[i].item.transform = AffineTransform.translation(x: c.x, y: c.y).concatenating(unplaced)
          .concatenating(placed[i].item.transform)
      }
      if layer.spec.frame == nil { frame = stack.size }
    }
    if !layer.geometryGroup { detachInserted(layer, &placed, at: t) }
    return (.group(placed.filter(\.drawn).map(\.item)), frame)
  }

  /// Without `geometryGroup()`, a child inserted by the transaction that moves its group has no earlier
  /// geometry to animate from: SwiftUI shows it at its final place at once while the group's other
  /// children travel. With `geometryGroup()` the group moves as one, new children with it.
  func detachInserted(_ layer: ResolvedLayer, _ placed: inout [Placement], at t: Double) {
    guard let p = layer.position, let animator = animator(of: p), animator.isAnimating(at: t) else { return }
    let moved = animator.transactionTime(at: t)
    let model = animator.modelValue(at: t)
    let shown = animator.value(at: t)
    let shift = AffineTransform.translation(x: model[0] - shown[0], y: model[1] - shown[1])
    for i in placed.indices {
      guard let presence = placed[i].presence, !presence.removal, presence.since == moved,
        layer.children[i].presence != nil
      else { continue }
      placed[i].item.transform = shift.concatenating(placed[i].item.transform)
    }
  }

  /// `matchedGeometryEffect` among siblings: a layer removed and a layer inserted with the same id in the
  /// same transaction both take the frame between the two, moving from the old one's to the new one's as
  /// the insertion plays; a layer with `isSource: false` takes the frame of the source its id names.
  func matchGeometry(_ layers: [ResolvedLayer], _ placed: inout [Placement], at t: Double) throws(SceneError) {
    guard layers.contains(where: { $0.matched != nil }) else { return }
    let env = ExpressionEnvironment(state: schedule.state(at: t))
    var ids: [Int: SceneValue] = [:]
    for (i, layer) in layers.enumerated() where placed[i].drawn {
      if let m = layer.matched, m.isSource { ids[i] = try m.id.evaluate(env) }
    }
    // The hero: a removal and an insertion with one id, in one transaction.
    for (r, rid) in ids {
      guard let out = placed[r].presence, out.removal, out.since.isFinite else { continue }
      for (i, iid) in ids where i != r && iid == rid && layers[i].matched!.namespace == layers[r].matched!.namespace {
        guard let into = placed[i].presence, !into.removal, into.since == out.since else { continue }
        let q = into.value
        let a = Self.frame(of: placed[r].item)
        let b = Self.frame(of: placed[i].item)
        let g = (
          x: a.x + (b.x - a.x) * q, y: a.y + (b.y - a.y) * q,
          size: Size(
            width: a.size.width + (b.size.width - a.size.width) * q,
            height: a.size.height + (b.size.height - a.size.height) * q)
        )
        Self.move(&placed[r].item, to: g)
        Self.move(&placed[i].item, to: g)
      }
    }
    // Followers (`isSource: false`).
    for (i, layer) in layers.enumerated() where placed[i].drawn {
      guard let (channel, sources) = layer.follows else { continue }
      let w = try channelValue(channel, at: t, environment: env)
      var x = 0.0
      var y = 0.0
      var width = 0.0
      var height = 0.0
      var total = 0.0
      for (k, s) in sources.enumerated() where placed[s].drawn && w[k] != 0 {
        let f = Self.frame(of: placed[s].item)
        x += w[k] * f.x
        y += w[k] * f.y
        width += w[k] * f.size.width
        height += w[k] * f.size.height
        total += w[k]
      }
      guard total > 0 else { continue }
      Self.move(&placed[i].item, to: (x / total, y / total, Size(width: width / total, height: height / total)))
    }
  }

  /// An item's frame in its parent's coordinates: centre and size.
  static func frame(of item: DisplayItem) -> (x: Double, y: Double, size: Size) {
    let c = item.transform.apply(x: 0, y: 0)
    return (c.x, c.y, item.frameSize)
  }

  /// Moves and resizes an item so that its frame becomes `target`.
  static func move(_ item: inout DisplayItem, to target: (x: Double, y: Double, size: Size)) {
    let own = frame(of: item)
    let sx = own.size.width > 0 ? target.size.width / own.size.width : 1
    let sy = own.size.height > 0 ? target.size.height / own.size.height : 1
    let m = AffineTransform.translation(x: target.x, y: target.y).concatenating(.scale(x: sx, y: sy))
      .concatenating(.translation(x: -own.x, y: -own.y))
    item.transform = m.concatenating(item.transform)
  }
}

import Foundation
import Keyframes

/// A scene compiled for evaluation: every channel, the state history, and the engines (property
/// animators, keyframe playbacks, phase engines), all built once so that evaluating a time is a lookup.
struct SceneProgram: Sendable {
  var channels: [Channel] = []
  var layers: [ResolvedLayer] = []
  var keyframeSpecs: [KeyframeAnimatorSpec] = []
  var phaseSpecs: [PhaseAnimatorSpec] = []
  /// Channels of each phase animator, in engine channel order.
  var phaseChannels: [[Int]] = []

  /// Flattens layers into channels (docs/scene-format.md: first modifier innermost).
  /// - Parameters:
  ///   - outer: the parents' `animation:`/`transaction:` modifiers, innermost first.
  ///   - phaseScope: the phase animator of an enclosing group: children's values that read `phase` follow it.
  mutating func resolve(
    _ spec: LayerSpec, path: String, outer: [Channel.Rewrite] = [], phaseScope: Int? = nil
  ) -> ResolvedLayer {
    let empty = ResolvedLayer(
      spec: spec, chain: [], position: nil, children: [], keyframeAnimators: [], phaseAnimators: [])
    var r = LayerResolution(layer: empty, phaseScope: phaseScope)
    walk(spec.modifiers, driver: .state, spec: spec, into: &r)
    // `animation:` and `transaction:` cover the modifiers before them (innermost first), then the parents'.
    for (position, channel) in r.chain.enumerated() {
      channels[channel].rewrites = r.rewrites.filter { $0.index > position }.map(\.rewrite) + outer
    }
    let whole = r.rewrites.map(\.rewrite) + outer
    r.layer.rewrites = whole
    addLayerChannels(spec, into: &r)
    for c in r.layerChannels { channels[c].rewrites = whole }
    var layer = r.layer
    if case .group(let kids) = spec.content {
      let scope = r.phases.last ?? phaseScope
      for (i, kid) in kids.enumerated() {
        layer.children.append(resolve(kid, path: "\(path).group[\(i)]", outer: whole, phaseScope: scope))
      }
      linkMatchedGeometry(&layer.children)
    }
    layer.chain = r.chain
    layer.keyframeAnimators = r.keyframes
    layer.phaseAnimators = r.phases
    return layer
  }

  /// Gives each `matchedGeometryEffect(isSource: false)` layer a channel of weights over the sibling
  /// sources of its namespace, so that a change of id animates its frame from one source to another.
  mutating func linkMatchedGeometry(_ siblings: inout [ResolvedLayer]) {
    for i in siblings.indices {
      guard let m = siblings[i].matched, !m.isSource else { continue }
      let sources = siblings.indices.filter { j in
        guard let o = siblings[j].matched else { return false }
        return o.isSource && o.namespace == m.namespace && j != i
      }
      guard !sources.isEmpty else { continue }
      channels.append(
        Channel(
          kind: .matched, driver: .state, specs: [m.id] + sources.map { siblings[$0].matched!.id },
          name: "matchedGeometryEffect", rewrites: siblings[i].rewrites))
      siblings[i].follows = (channels.count - 1, sources)
    }
  }
}

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
    var chain: [Int] = []
    var keyframes: [Int] = []
    var phases: [Int] = []
    var rewrites: [(index: Int, rewrite: Channel.Rewrite)] = []  // position in chain
    var layer = ResolvedLayer(
      spec: spec, chain: [], position: nil, children: [], keyframeAnimators: [], phaseAnimators: [])
    var layerChannels: [Int] = []
    func add(_ kind: Channel.Kind, _ specs: [ValueSpec], _ name: String, _ driver: Channel.Driver) -> Int {
      var driver = driver
      if case .state = driver, let scope = phaseScope, specs.contains(where: { $0.names.contains("phase") }) {
        driver = .phase(animator: scope, channel: 0)
      }
      channels.append(Channel(kind: kind, driver: driver, specs: specs, name: name))
      let index = channels.count - 1
      if case .phase(let animator, _) = driver {
        channels[index].driver = .phase(animator: animator, channel: phaseChannels[animator].count)
        phaseChannels[animator].append(index)
      }
      return index
    }
    let unset = ValueSpec.constant(.number(-1), spec.location)
    func walk(_ modifiers: [ModifierSpec], driver: Channel.Driver) {
      for m in modifiers {
        var index: Int? = nil
        switch m {
        case .offset(let x, let y): index = add(.offset, [x, y], "offset", driver)
        case .scaleEffect(let x, let y, let a): index = add(.scale, [x, y, a], "scaleEffect", driver)
        case .rotationEffect(let a, let anchor): index = add(.rotation, [a, anchor], "rotationEffect", driver)
        case .opacity(let o): index = add(.opacity, [o], "opacity", driver)
        case .blur(let r): index = add(.blur, [r], "blur", driver)
        case .shadow(let c, let r, let x, let y): index = add(.shadow, [c, r, x, y], "shadow", driver)
        case .colorEffect(let name, let value): index = add(.colorEffect, [value], name, driver)
        case .trim(let from, let to): index = add(.trim, [from, to], "trim", driver)
        case .decoration(let shape, let color, let radius, let over, let gradient):
          index = add(.decoration, [color, radius], over ? "overlay" : "background", driver)
          channels[index!].paintGradient = gradient
          channels[index!].clipShape = shape
        case .rotation3D(let a, let x, let y, let z, let anchor, let anchorZ, let p):
          index = add(.rotation3D, [a, x, y, z, anchor, anchorZ, p], "rotation3DEffect", driver)
        case .clip(let shape, let radius, let modifier):
          index = add(.clip, [radius], modifier, driver)
          channels[index!].clipShape = shape
        case .color(let c): index = add(.color, [c], "foregroundColor", driver)
        case .keyframeAnimator(let k):
          keyframeSpecs.append(k)
          keyframes.append(keyframeSpecs.count - 1)
          walk(k.content, driver: .keyframe(keyframeSpecs.count - 1))
        case .phaseAnimator(let p):
          phaseSpecs.append(p)
          phaseChannels.append([])
          phases.append(phaseSpecs.count - 1)
          walk(p.content, driver: .phase(animator: phaseSpecs.count - 1, channel: 0))
        case .animation(let a, let value, _):
          rewrites.append((chain.count, .animation(a, value: value)))
        case .transaction(let a, let d, _):
          rewrites.append((chain.count, .transaction(animation: a, disablesAnimations: d)))
        case .transition(let t):
          layer.transition = t
        case .frame(let w, let h):
          let f = add(.frame, [w ?? unset, h ?? unset], "frame", driver)
          layer.frame = f
          layerChannels.append(f)
        case .padding(let p):
          let c = add(.padding, [p], "padding", driver)
          layer.padding.append(c)
          layerChannels.append(c)
        case .contentTransition(let kind):
          if case .text(let t) = spec.content {
            let c = add(.text, [t], "contentTransition", .state)
            layer.textTransition = (c, kind)
            layerChannels.append(c)
          }
        case .matchedGeometry(let m):
          layer.matched = m
        case .geometryGroup:
          layer.geometryGroup = true
        case .blendMode(let mode):
          layer.blendMode = (mode, chain.count)
        case .mask(let shape, let radius, let color, let gradient):
          index = add(.mask, [radius], "mask", driver)
          channels[index!].clipShape = shape
          channels[index!].maskPaint = (color, gradient)
        }
        if let index { chain.append(index) }
      }
    }
    walk(spec.modifiers, driver: .state)
    // `animation:` and `transaction:` cover the modifiers before them (innermost first), then the parents'.
    for (position, channel) in chain.enumerated() {
      channels[channel].rewrites = rewrites.filter { $0.index > position }.map(\.rewrite) + outer
    }
    let whole = rewrites.map(\.rewrite) + outer
    layer.rewrites = whole
    if let p = spec.position {
      layer.position = add(.position, [p.x, p.y], "position", .state)
      layerChannels.append(layer.position!)
    }
    // A gradient fill whose colours and parameters depend on state only animates with the state's
    // transactions (one channel for all of it); one that reads `value` or `phase` is evaluated per frame.
    if let g = spec.gradient {
      let parameters = Channel.gradientParameters.map(\.name).filter { g.parameters[$0] != nil }
      let specs = g.stops.map(\.color) + parameters.map { g.parameters[$0]! }
      if specs.allSatisfy({ $0.names.isDisjoint(with: ["value", "phase"]) }) {
        let c = add(.gradient, specs, "gradient", .state)
        channels[c].gradientStopCount = g.stops.count
        channels[c].gradientParameterNames = parameters
        layer.gradient = c
        layerChannels.append(c)
      }
    }
    if let size = spec.fontSizeExpression {
      layer.fontSize = add(.fontSize, [size], "font.size", .state)
      layerChannels.append(layer.fontSize!)
    }
    if let c = spec.condition {
      layer.presence = add(.presence, [c], "presence", .state)
      layerChannels.append(layer.presence!)
    }
    if let l = spec.layout {
      layer.layout = add(.layout, [l], "layout", .state)
      layerChannels.append(layer.layout!)
    }
    for c in layerChannels { channels[c].rewrites = whole }
    if case .group(let kids) = spec.content {
      let scope = phases.last ?? phaseScope
      for (i, kid) in kids.enumerated() {
        layer.children.append(resolve(kid, path: "\(path).group[\(i)]", outer: whole, phaseScope: scope))
      }
      linkMatchedGeometry(&layer.children)
    }
    layer.chain = chain
    layer.keyframeAnimators = keyframes
    layer.phaseAnimators = phases
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

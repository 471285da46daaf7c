import Foundation
import Keyframes

/// What resolving one layer collects as its modifiers are walked (``SceneProgram/resolve(_:path:outer:phaseScope:)``).
struct LayerResolution {
  /// The channels of the modifier chain, innermost first.
  var chain: [Int] = []
  var keyframes: [Int] = []
  var phases: [Int] = []
  /// `animation:` and `transaction:` modifiers, each with its position in `chain`.
  var rewrites: [(index: Int, rewrite: Channel.Rewrite)] = []
  var layer: ResolvedLayer
  /// The channels of the layer's own values (frame, padding, position, …), which the whole chain's
  /// `animation:` modifiers cover.
  var layerChannels: [Int] = []
  /// The phase animator of an enclosing group: children's values that read `phase` follow it.
  let phaseScope: Int?

  init(layer: ResolvedLayer, phaseScope: Int?) {
    self.layer = layer
    self.phaseScope = phaseScope
  }
}

extension SceneProgram {
  /// A new channel of `kind` for `specs`; a value that reads `phase` inside a phase animator's group
  /// follows that animator.
  mutating func add(
    _ kind: Channel.Kind, _ specs: [ValueSpec], _ name: String, _ driver: Channel.Driver, phaseScope: Int?
  ) -> Int {
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

  /// A layer's modifiers, first innermost, as channels of its chain; animators' content is walked with
  /// their driver.
  mutating func walk(
    _ modifiers: [ModifierSpec], driver: Channel.Driver, spec: LayerSpec, into r: inout LayerResolution
  ) {
    let unset = ValueSpec.constant(.number(-1), spec.location)
    for m in modifiers {
      let scope = r.phaseScope
      func add(_ kind: Channel.Kind, _ specs: [ValueSpec], _ name: String, _ driver: Channel.Driver) -> Int {
        self.add(kind, specs, name, driver, phaseScope: scope)
      }
      var index: Int? = nil
      switch m {
      case .offset(let x, let y): index = add(.offset, [x, y], "offset", driver)
      case .scaleEffect(let x, let y, let a): index = add(.scale, [x, y, a], "scaleEffect", driver)
      case .rotationEffect(let a, let anchor): index = add(.rotation, [a, anchor], "rotationEffect", driver)
      case .opacity(let o): index = add(.opacity, [o], "opacity", driver)
      case .blur(let radius): index = add(.blur, [radius], "blur", driver)
      case .shadow(let c, let radius, let x, let y): index = add(.shadow, [c, radius, x, y], "shadow", driver)
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
        r.keyframes.append(keyframeSpecs.count - 1)
        walk(k.content, driver: .keyframe(keyframeSpecs.count - 1), spec: spec, into: &r)
      case .phaseAnimator(let p):
        phaseSpecs.append(p)
        phaseChannels.append([])
        r.phases.append(phaseSpecs.count - 1)
        walk(p.content, driver: .phase(animator: phaseSpecs.count - 1, channel: 0), spec: spec, into: &r)
      case .animation(let a, let value, _):
        r.rewrites.append((r.chain.count, .animation(a, value: value)))
      case .transaction(let a, let d, _):
        r.rewrites.append((r.chain.count, .transaction(animation: a, disablesAnimations: d)))
      case .transition(let t):
        r.layer.transition = t
      case .frame(let w, let h):
        let f = add(.frame, [w ?? unset, h ?? unset], "frame", driver)
        r.layer.frame = f
        r.layerChannels.append(f)
      case .padding(let p):
        let c = add(.padding, [p], "padding", driver)
        r.layer.padding.append(c)
        r.layerChannels.append(c)
      case .contentTransition(let kind):
        if case .text(let t) = spec.content {
          let c = add(.text, [t], "contentTransition", .state)
          r.layer.textTransition = (c, kind)
          r.layerChannels.append(c)
        }
      case .matchedGeometry(let m):
        r.layer.matched = m
      case .geometryGroup:
        r.layer.geometryGroup = true
      case .blendMode(let mode):
        r.layer.blendMode = (mode, r.chain.count)
      case .mask(let shape, let radius, let color, let gradient):
        index = add(.mask, [radius], "mask", driver)
        channels[index!].clipShape = shape
        channels[index!].maskPaint = (color, gradient)
      }
      if let index { r.chain.append(index) }
    }
  }

  /// The channels of a layer's own values: position, a gradient fill, an animated font size, its
  /// condition and its layout.
  mutating func addLayerChannels(_ spec: LayerSpec, into r: inout LayerResolution) {
    let scope = r.phaseScope
    if let p = spec.position {
      r.layer.position = add(.position, [p.x, p.y], "position", .state, phaseScope: scope)
      r.layerChannels.append(r.layer.position!)
    }
    // A gradient fill whose colours and parameters depend on state only animates with the state's
    // transactions (one channel for all of it); one that reads `value` or `phase` is evaluated per frame.
    if let g = spec.gradient {
      let parameters = Channel.gradientParameters.map(\.name).filter { g.parameters[$0] != nil }
      let specs = g.stops.map(\.color) + parameters.map { g.parameters[$0]! }
      if !g.readsAnimatorValues {
        let c = add(.gradient, specs, "gradient", .state, phaseScope: scope)
        channels[c].gradientStopCount = g.stops.count
        channels[c].gradientParameterNames = parameters
        r.layer.gradient = c
        r.layerChannels.append(c)
      }
    }
    let changing = { (v: ValueSpec?) -> ValueSpec? in
      v.flatMap { $0.names.isEmpty || $0.names.contains("value") ? nil : $0 }
    }
    if let c = changing(spec.fill) {
      r.layer.fillColor = add(.color, [c], "fill", .state, phaseScope: scope)
      r.layerChannels.append(r.layer.fillColor!)
    }
    if let c = changing(spec.stroke?.color) {
      r.layer.strokeColor = add(.color, [c], "stroke", .state, phaseScope: scope)
      r.layerChannels.append(r.layer.strokeColor!)
    }
    if let c = changing(spec.foregroundColor) {
      r.layer.foregroundColor = add(.color, [c], "foregroundColor", .state, phaseScope: scope)
      r.layerChannels.append(r.layer.foregroundColor!)
    }
    if let size = spec.fontSizeExpression {
      r.layer.fontSize = add(.fontSize, [size], "font.size", .state, phaseScope: scope)
      r.layerChannels.append(r.layer.fontSize!)
    }
    if let c = spec.condition {
      r.layer.presence = add(.presence, [c], "presence", .state, phaseScope: scope)
      r.layerChannels.append(r.layer.presence!)
    }
    if let l = spec.layout {
      r.layer.layout = add(.layout, [l], "layout", .state, phaseScope: scope)
      r.layerChannels.append(r.layer.layout!)
    }
  }
}

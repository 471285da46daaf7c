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

  /// Flattens layers into channels (DESIGN §3.2: first modifier innermost).
  mutating func resolve(_ spec: LayerSpec, path: String) -> ResolvedLayer {
    var chain: [Int] = []
    var keyframes: [Int] = []
    var phases: [Int] = []
    var implicit: [(index: Int, animation: ValueSpec, value: String)] = []   // position in chain
    func add(_ kind: Channel.Kind, _ specs: [ValueSpec], _ name: String, _ driver: Channel.Driver) -> Int {
      channels.append(Channel(kind: kind, driver: driver, specs: specs, name: name, implicitAnimations: []))
      return channels.count - 1
    }
    func walk(_ modifiers: [ModifierSpec], driver: Channel.Driver) {
      for m in modifiers {
        var index: Int? = nil
        switch m {
        case .offset(let x, let y): index = add(.offset, [x, y], "offset", driver)
        case .scaleEffect(let x, let y, let a): index = add(.scale, [x, y, a], "scaleEffect", driver)
        case .rotationEffect(let a, let anchor): index = add(.rotation, [a, anchor], "rotationEffect", driver)
        case .opacity(let o): index = add(.opacity, [o], "opacity", driver)
        case .blur(let r): index = add(.blur, [r], "blur", driver)
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
          implicit.append((chain.count, a, value))
        }
        if let index {
          if case .phase(let animator, _) = driver {
            channels[index].driver = .phase(animator: animator, channel: phaseChannels[animator].count)
            phaseChannels[animator].append(index)
          }
          chain.append(index)
        }
      }
    }
    walk(spec.modifiers, driver: .state)
    // `animation:` covers the modifiers before it; the innermost one (nearest after) comes first.
    for (position, channel) in chain.enumerated() {
      channels[channel].implicitAnimations = implicit.filter { $0.index > position }.map { ($0.animation, $0.value) }
    }
    var position: Int? = nil
    if let p = spec.position {
      position = add(.position, [p.x, p.y], "position", .state)
    }
    var children: [ResolvedLayer] = []
    if case .group(let kids) = spec.content {
      for (i, kid) in kids.enumerated() { children.append(resolve(kid, path: "\(path).group[\(i)]")) }
    }
    return ResolvedLayer(spec: spec, chain: chain, position: position, children: children,
                         keyframeAnimators: keyframes, phaseAnimators: phases)
  }
}

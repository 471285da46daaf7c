import Foundation
import Keyframes

/// One animated quantity: a modifier instance's animatable data (DESIGN §3.6), or a layer's position.
struct Channel: Sendable {
  enum Kind: Sendable { case offset, scale, rotation, opacity, blur, color, position }
  enum Driver: Sendable {
    /// Animated by transactions of state changes.
    case state
    /// Read at each instant from a keyframe animator's value.
    case keyframe(Int)
    /// A channel of a phase animator's engine.
    case phase(animator: Int, channel: Int)
  }

  var kind: Kind
  var driver: Driver
  /// The modifier's values (x, y, anchor, …) as written.
  var specs: [ValueSpec]
  /// `sample` names, e.g. "scaleEffect.x".
  var name: String
  /// Implicit animations (`animation:` modifiers after this one in the chain), innermost first.
  var implicitAnimations: [(animation: ValueSpec, value: String)]

  /// The animatable vector in `context`.
  func vector(_ context: some ExpressionContext) throws(SceneError) -> AnimatableVector {
    var components: [Double] = []
    for (i, spec) in specs.enumerated() {
      let v = try spec.evaluate(context)
      guard let c = v.animatableComponents else {
        throw spec.location.error("expected \(Builtins.spelled(spec.type)), got \(v.kind)")
      }
      if kind == .rotation && i == 0, case .number = v {
        throw spec.location.error("rotationEffect needs an Angle such as .degrees(16), got a number")
      }
      components += c
    }
    return AnimatableVector(components)
  }

  /// Component names for `sample`.
  var componentNames: [String] {
    switch kind {
    case .offset, .position: return ["x", "y"]
    case .scale: return ["x", "y"]
    case .rotation: return ["radians"]
    case .opacity, .blur: return [""]
    case .color: return ["r", "g", "b", "a"]
    }
  }
}

/// One entry of a layer's effective chain, pointing at its channel.
struct ChainEntry: Sendable {
  var channel: Int
}

/// A layer ready to evaluate: its spec, the chain of channels (innermost first) and its position channel.
struct ResolvedLayer: Sendable {
  var spec: LayerSpec
  var chain: [Int]
  var position: Int?
  var children: [ResolvedLayer]
  /// The keyframe animator whose `value` the layer's content may read (innermost), if any.
  var keyframeAnimators: [Int]
  var phaseAnimators: [Int]
}

/// The environment expressions see: state, plus `value` and `phase` inside animators.
struct Environment: ExpressionContext {
  var state: [String: SceneValue]
  var extra: [String: SceneValue] = [:]

  func lookup(_ name: String) -> SceneValue? { extra[name] ?? state[name] }
  var names: [String] { Array(state.keys) + Array(extra.keys) }
}

import Foundation
import Keyframes

/// Where a layer under `if:` stands at one instant.
struct PresenceState: Sendable {
  /// The presence value: 1 in place, 0 gone (a spring may pass either end).
  var value: Double
  /// Whether the latest change removed the layer.
  var removal: Bool
  /// When the latest insertion or removal happened (−∞ if never).
  var since: Double
}

extension Scene {
  /// The animator behind a state-driven or phase-driven channel.
  func animator(of channel: Int) -> PropertyAnimator<AnimatableVector>? {
    switch program.channels[channel].driver {
    case .state: return schedule.animators[channel]
    case .phase(let a, let c): return schedule.engines[a].channels[c]
    case .keyframe: return nil
    }
  }

  /// The layer's presence at `t`, or `nil` when it is not drawn (never inserted, or its removal has played).
  func presence(of layer: ResolvedLayer, at t: Double) -> PresenceState? {
    guard let c = layer.presence, let animator = animator(of: c) else {
      return PresenceState(value: 1, removal: false, since: -.infinity)
    }
    let model = animator.modelValue(at: t)[0]
    let animating = animator.isAnimating(at: t)
    guard model > 0.5 || animating else { return nil }
    return PresenceState(value: animator.value(at: t)[0], removal: model < 0.5, since: animator.transactionTime(at: t))
  }

  /// The transition's effect on a layer of `size` (default `.opacity`, as SwiftUI).
  func transitionEffect(
    _ layer: ResolvedLayer, _ presence: PresenceState, size: Size,
    environment: ExpressionEnvironment
  ) throws(SceneError) -> TransitionEffect {
    guard layer.presence != nil, presence.value != 1 else { return .none }
    var transition = Transition.opacity
    if let spec = layer.transition, case .transition(let t) = try spec.evaluate(environment) { transition = t }
    return transition.effect(activeness: 1 - presence.value, removal: presence.removal, size: size)
  }
}

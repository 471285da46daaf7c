import Foundation
import Keyframes

/// What a transition does to a layer at one instant: a transform in the layer's frame-centred
/// coordinates (applied outside its modifiers) and an opacity factor.
public struct TransitionEffect: Sendable, Equatable {
  /// Applied outside the layer's own modifiers, inside its position.
  public var transform: AffineTransform
  /// Multiplies the layer's opacity (clamped to 0…1).
  public var opacity: Double

  package init(transform: AffineTransform, opacity: Double) {
    (self.transform, self.opacity) = (transform, opacity)
  }

  /// No change.
  public static let none = TransitionEffect(transform: .identity, opacity: 1)
}

extension Transition {
  /// The effect of this transition on a layer of `size` when it is `activeness` of the way from identity
  /// (0) to active (1), on the insertion or removal side.
  ///
  /// Each modifier's animatable data interpolates linearly with activeness, as SwiftUI interpolates the
  /// modifier between its identity and active values: `.scale(scale: 0)` at activeness 0.25 scales by
  /// 0.75, `.move(edge: .leading)` offsets by −0.25 × width. A spring that overshoots gives activeness
  /// below 0 (the layer grows past its size and comes back).
  /// ```swift
  /// Transition.opacity.effect(activeness: 0.25, removal: false, size: s).opacity   // 0.75
  /// ```
  public func effect(activeness a: Double, removal: Bool, size: Size) -> TransitionEffect {
    switch side(removal: removal) {
    case .identity, .asymmetric, .slide, .push:
      return .none
    case .opacity:
      return TransitionEffect(transform: .identity, opacity: min(max(1 - a, 0), 1))
    case .scale(let s, let anchor):
      let k = 1 + (s - 1) * a
      let px = (Double(anchor.x) - 0.5) * size.width
      let py = (Double(anchor.y) - 0.5) * size.height
      let m = AffineTransform.translation(x: px, y: py).concatenating(.scale(x: k, y: k))
        .concatenating(.translation(x: -px, y: -py))
      return TransitionEffect(transform: m, opacity: 1)
    case .move(let edge):
      let d = edge.offset(size)
      return TransitionEffect(transform: .translation(x: d.x * a, y: d.y * a), opacity: 1)
    case .offset(let x, let y):
      return TransitionEffect(transform: .translation(x: x * a, y: y * a), opacity: 1)
    case .combined(let first, let second):
      let e1 = first.effect(activeness: a, removal: removal, size: size)
      let e2 = second.effect(activeness: a, removal: removal, size: size)
      return TransitionEffect(transform: e2.transform.concatenating(e1.transform), opacity: e1.opacity * e2.opacity)
    }
  }
}

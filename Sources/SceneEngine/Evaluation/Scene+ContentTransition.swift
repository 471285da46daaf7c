import Foundation
import Keyframes

extension Scene {
  /// A text change under `contentTransition` in progress at `t`: the strings and the progress (0 → 1).
  func textChange(
    _ layer: ResolvedLayer, at t: Double
  ) -> (from: String, to: String, progress: Double, kind: ContentTransition)? {
    guard let (c, kind) = layer.textTransition, kind != .identity, let animator = schedule.animators[c],
      let change = schedule.textChanges[c]?.last(where: { $0.time <= t })
    else { return nil }
    let q = animator.value(at: t)[0]
    guard animator.isAnimating(at: t) || q < 1 else { return nil }
    return (change.from, change.to, q, kind)
  }
}

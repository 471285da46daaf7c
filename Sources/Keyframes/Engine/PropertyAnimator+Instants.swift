import Foundation

extension PropertyAnimator {
  /// Every animated transaction recorded so far, in the order it was set; ask each for its completion
  /// instants with ``completionTime(of:criteria:)``.
  public var animationHandles: [AnimationHandle] { transactions.indices.map { AnimationHandle(index: $0) } }

  /// The instants at which the property comes to rest: each time the animations running on it are
  /// all removed (the value snaps to the model value), in time order. An animation merged into a
  /// later one does not come to rest by itself, so its instant is not listed; `.infinity` marks one that
  /// never ends.
  /// ```swift
  /// var x = PropertyAnimator(initialValue: 0.0)
  /// _ = x.set(1, animation: .linear(duration: 0.5), at: 1)
  /// x.restInstants   // [1.5]
  /// ```
  public var restInstants: [Double] {
    var result: [Double] = []
    for (i, s) in snapshots.enumerated() where !s.entries.isEmpty {
      if i + 1 < snapshots.count, snapshots[i + 1].time < s.removal { continue }
      result.append(s.removal)
    }
    return result
  }

  /// When the transaction of `handle` was set.
  public func startTime(of handle: AnimationHandle) -> Double {
    snapshots[transactions[handle.index].snapshot].time
  }
}

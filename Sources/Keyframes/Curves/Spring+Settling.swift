import Foundation

extension Spring {
  /// The time for a unit move from rest to settle within 0.001: `settlingDuration(target: 1.0, epsilon: 0.001)`.
  public var settlingDuration: TimeInterval {
    settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
  }

  /// An estimate of how long a move of `target` (from rest, with `initialVelocity`) takes to come
  /// within `epsilon` of the target and stay there (docs/semantics.md §1.3).
  ///
  /// Under-damped springs use the envelope bound; critically and over-damped springs are sampled
  /// every 0.1 s, so their result is a multiple of 0.1. `epsilon` is absolute, so the result depends
  /// on the size of the move.
  /// ```swift
  /// Spring.bouncy.settlingDuration(target: 1.0, epsilon: 1e-4)   // ≈ 1.306476
  /// ```
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero,
    epsilon: Double
  ) -> TimeInterval {
    if decayConstant == 0 { return .infinity }
    if angularFrequency > 0 {
      let amplitude = (target.scaled(by: decayConstant) - initialVelocity).magnitude + target.magnitude
      return max(0, -log(epsilon / amplitude) / decayConstant)
    }
    return settlingScan(epsilon: epsilon) {
      (value(target: target, initialVelocity: initialVelocity, time: $0) - target).magnitude
    }
  }
}

/// SwiftUI's settling scan for critically and over-damped motion: sample `distance` every 0.1 s
/// (accumulated, as SwiftUI does) and answer the first sample inside `epsilon` after which the motion
/// stays inside for more than a second; 0 if none (docs/semantics.md §1.3).
func settlingScan(epsilon: Double, distance: (Double) -> Double) -> TimeInterval {
  var time = 0.0
  var settledSince: Double?
  for _ in 0..<1024 {
    let d = distance(time)
    if !d.isFinite { break }
    if d < epsilon {
      if let since = settledSince {
        if time - since > 1 { return since }
      } else {
        settledSince = time
      }
    } else {
      settledSince = nil
    }
    time += 0.1
  }
  return 0
}

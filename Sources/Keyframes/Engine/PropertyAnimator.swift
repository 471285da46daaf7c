import Foundation

/// Identifies one animated transaction on a ``PropertyAnimator``, to ask when it completes.
public struct AnimationHandle: Hashable, Sendable {
  let index: Int
}

/// The animations of one property (one modifier's animatable data) as a pure function of time.
///
/// Feed it the property's transactions in time order with ``set(_:animation:at:)``; ask for the value,
/// the velocity or a completion instant at any time, in any order, from any thread. It does what
/// SwiftUI's animator does (docs/semantics.md §2.5, §0b): a spring merges into what is running (inheriting its
/// integrator state from a spring, its offset from anything else), curves and interpolating springs
/// combine additively, a change without animation moves the model value and leaves what runs running.
/// ```swift
/// var x = PropertyAnimator(initialValue: 0.0)
/// x.set(100, animation: .easeInOut(duration: 1), at: 0.5)
/// x.value(at: 1.0)   // 50
/// ```
/// Queries at time t see only the transactions at or before t.
public struct PropertyAnimator<Value: VectorArithmetic & Sendable>: Sendable {
  /// One animation running on the property.
  struct Entry: @unchecked Sendable {
    let animation: Animation
    let start: Double
    /// The cumulative interval this entry animates to, in the snapshot's progress coordinates.
    let target: Value
    /// Its own interval (for timing a combining entry).
    let ownInterval: Value
    let from: MotionState<Value>
    let timing: AnimationTiming
    let trajectory: SpringTrajectory<Value>?

    func motion(_ delta: Value, at t: Double) -> Motion<Value>? {
      let elapsed = t - start
      if let trajectory { return trajectory.motion(at: elapsed) }
      return animation.timed.motion(delta, at: elapsed, from: from)
    }
  }

  /// The animator's state from one transaction until the next.
  struct Snapshot: Sendable {
    let time: Double
    let model: Value
    /// Progress coordinates: presented = model − interval + progress.
    let interval: Value
    let entries: [Entry]
    /// Absolute time at which every entry is removed (−∞ when idle).
    let removal: Double
    /// Increases each time the animator starts from rest.
    let epoch: Int

    func isRunning(at t: Double) -> Bool { !entries.isEmpty && t < removal }
  }

  struct Transaction: Sendable {
    let snapshot: Int
    let entry: Int
  }

  var snapshots: [Snapshot]

  /// How many animations run in the newest transaction's state (for the package's tests).
  package var runningAnimationCount: Int { snapshots.last?.entries.count ?? 0 }
  var transactions: [Transaction] = []

  /// An animator showing `initialValue`, with nothing running.
  public init(initialValue: Value) {
    snapshots = [
      Snapshot(
        time: -.infinity, model: initialValue, interval: .zero, entries: [],
        removal: -.infinity, epoch: 0)
    ]
  }

  /// The value the property was last set to (SwiftUI's model value).
  public var modelValue: Value { snapshots[snapshots.count - 1].model }

  /// The time of the last transaction (−∞ before the first).
  public var lastTransactionTime: Double { snapshots[snapshots.count - 1].time }

  /// The model value in force at `t`: what the property was last set to at or before `t`.
  public func modelValue(at t: Double) -> Value { snapshots[snapshotIndex(at: t)].model }

  /// The time of the last transaction at or before `t` (−∞ before the first).
  public func transactionTime(at t: Double) -> Double { snapshots[snapshotIndex(at: t)].time }

  /// The index of the snapshot in force at `t`.
  func snapshotIndex(at t: Double) -> Int {
    var lo = 0
    var hi = snapshots.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if snapshots[mid].time <= t { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }

  /// The value shown at `t`.
  public func value(at t: Double) -> Value {
    let s = snapshots[snapshotIndex(at: t)]
    guard s.isRunning(at: t) else { return s.model }
    return s.model - s.interval + progress(of: s, at: t).value
  }

  /// The velocity at `t`, in units per second (0 when nothing runs).
  public func velocity(at t: Double) -> Value {
    let s = snapshots[snapshotIndex(at: t)]
    guard s.isRunning(at: t) else { return .zero }
    return progress(of: s, at: t).velocity
  }

  /// Whether an animation is running at `t`.
  public func isAnimating(at t: Double) -> Bool { snapshots[snapshotIndex(at: t)].isRunning(at: t) }

  /// The combined progress of a snapshot's entries: entry i animates from what entries before it give
  /// toward its cumulative target; a finished entry gives its target (§2.5).
  func progress(of s: Snapshot, at t: Double) -> Motion<Value> {
    var result = Motion<Value>(value: .zero, velocity: .zero)
    for (i, entry) in s.entries.enumerated() {
      let delta = i == 0 ? entry.target : entry.target - result.value
      if let m = entry.motion(delta, at: t) {
        result = i == 0 ? m : Motion(value: result.value + m.value, velocity: result.velocity + m.velocity)
      } else {
        result = Motion(value: entry.target, velocity: i == 0 ? .zero : result.velocity)
      }
    }
    return result
  }
}

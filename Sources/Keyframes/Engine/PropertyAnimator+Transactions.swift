import Foundation

extension PropertyAnimator {
  /// Records a transaction at `time`: the property's value becomes `newValue`, animated by `animation`
  /// (`nil`: the model value moves at once and running animations go on, now toward the new value).
  /// Times must not decrease.
  ///
  /// Returns a handle for ``completionTime(of:criteria:)``, or `nil` when no animation was created
  /// (no animation given, or the value did not change): such a transaction completes at once.
  @discardableResult
  public mutating func set(_ newValue: Value, animation: Animation?, at time: Double) -> AnimationHandle? {
    precondition(time >= lastTransactionTime, "PropertyAnimator transactions must be in time order")
    let current = snapshots[snapshots.count - 1]
    let change = newValue - current.model
    guard change != .zero else { return nil }
    let running = current.isRunning(at: time)
    guard let animation else {
      // docs/semantics.md §0b.14, a change without animation: the model value moves at once and running
      // animations keep their interval, clocks and listeners; they now animate toward the new value.
      if running {
        snapshots.append(
          Snapshot(
            time: time, model: newValue, interval: current.interval, entries: current.entries,
            removal: current.removal, epoch: current.epoch))
      } else {
        snapshots.append(
          Snapshot(
            time: time, model: newValue, interval: .zero, entries: [],
            removal: -.infinity, epoch: current.epoch + 1))
      }
      return nil
    }
    let snapshot: Snapshot
    if !running {
      let entry = makeEntry(animation, start: time, target: change, ownInterval: change, from: .zero)
      snapshot = Snapshot(
        time: time, model: newValue, interval: change, entries: [entry],
        removal: time + entry.timing.removal, epoch: current.epoch + 1)
    } else {
      let interval = current.interval + change
      let last = current.entries[current.entries.count - 1]
      let mode =
        current.entries.count == 1
        ? animation.timed.mergeMode(into: last.animation.timed)
        : (animation.timed.springShape == .fluid ? .offset : .combine)
      switch mode {
      case .state, .offset:
        var from = MotionState<Value>.zero
        from.x = progress(of: current, at: time).value
        if mode == .state,
          let inherited = last.animation.timed.springState(last.target, at: time - last.start, from: last.from)
        {
          from = inherited
          if let old = last.animation.timed as? FluidSpringAnimation,
            let new = animation.timed as? FluidSpringAnimation, new.blendDuration > 0
          {
            from.blendFromResponse = old.effectiveResponse(
              at: time - last.start, blendingFrom: last.from.blendFromResponse)
          } else {
            from.blendFromResponse = nil
          }
        }
        let entry = makeEntry(animation, start: time, target: interval, ownInterval: interval, from: from)
        snapshot = Snapshot(
          time: time, model: newValue, interval: interval, entries: [entry],
          removal: time + entry.timing.removal, epoch: current.epoch)
      case .combine:
        let entry = makeEntry(animation, start: time, target: interval, ownInterval: change, from: .zero)
        snapshot = Snapshot(
          time: time, model: newValue, interval: interval, entries: current.entries + [entry],
          removal: time + entry.timing.removal, epoch: current.epoch)
      }
    }
    snapshots.append(snapshot)
    transactions.append(Transaction(snapshot: snapshots.count - 1, entry: snapshot.entries.count - 1))
    return AnimationHandle(index: transactions.count - 1)
  }

  /// Shows `newValue` from `time` on and drops what runs: not a transaction but a new view taking the
  /// property's place (a layer inserted or removed without animation, a text whose content transition
  /// restarts). Listeners of the dropped animations complete at `time`. Times must not decrease.
  public mutating func reset(to newValue: Value, at time: Double) {
    precondition(time >= lastTransactionTime, "PropertyAnimator transactions must be in time order")
    let current = snapshots[snapshots.count - 1]
    guard newValue != current.model || current.isRunning(at: time) else { return }
    snapshots.append(
      Snapshot(
        time: time, model: newValue, interval: .zero, entries: [],
        removal: -.infinity, epoch: current.epoch + 1))
  }

  private func makeEntry(
    _ animation: Animation, start: Double, target: Value, ownInterval: Value,
    from: MotionState<Value>
  ) -> Entry {
    let delta = from.x == .zero && from.v == .zero && from.a == .zero ? ownInterval : target
    let timing = animation.timed.timing(delta, from: from)
    var trajectory: SpringTrajectory<Value>? = nil
    if let spring = animation.timed as? FluidSpringAnimation {
      trajectory = SpringTrajectory(spring: spring, delta: target, from: from)
    }
    return Entry(
      animation: animation, start: start, target: target, ownInterval: ownInterval, from: from,
      timing: timing, trajectory: trajectory)
  }

  /// The instant the transaction of `handle` meets `criteria` (docs/semantics.md §6, §0b): `.logicallyComplete`
  /// at its own animation's logical completion (merges that replace it later are ignored);
  /// `.removed` when the animations running with it, and any added before they end, are all removed.
  /// A change without animation leaves it running. `.infinity`: never.
  ///
  /// The answer accounts for the transactions recorded so far; a later transaction can postpone a
  /// `.removed` instant, so ask again after recording one.
  public func completionTime(
    of handle: AnimationHandle, criteria: AnimationCompletionCriteria = .logicallyComplete
  ) -> Double {
    let record = transactions[handle.index]
    let s = snapshots[record.snapshot]
    let entry = s.entries[record.entry]
    var end = s.removal
    var index = record.snapshot + 1
    while index < snapshots.count, snapshots[index].epoch == s.epoch {
      end = snapshots[index].removal
      index += 1
    }
    if index < snapshots.count, snapshots[index].time < end { end = snapshots[index].time }
    switch criteria.kind {
    case .logicallyComplete: return min(entry.start + entry.timing.logical, end)
    case .removed: return end
    }
  }

  /// When the last animation recorded so far is removed (−∞ if none ran; `.infinity` if one never ends).
  public var removalTime: Double {
    let last = snapshots[snapshots.count - 1]
    if !last.entries.isEmpty { return last.removal }
    return snapshots.count > 1 ? last.time : -.infinity
  }
}

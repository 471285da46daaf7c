import Foundation
import Keyframes

/// The scene's history, computed once: state over time, one property animator per state-driven
/// channel, trigger instants, keyframe playbacks and phase engines (docs/scene-format.md).
struct SceneSchedule: Sendable {
  /// (time, state) after each event, in order; the first entry is the initial state at −∞.
  var states: [(time: Double, state: [String: SceneValue])] = []
  var animators: [Int: PropertyAnimator<AnimatableVector>] = [:]
  var triggers: [String: [Double]] = [:]
  var playbacks: [KeyframeAnimatorPlayback<KeyframeFields>] = []
  var engines: [PhaseAnimatorEngine] = []
  /// The latest instant anything happens (natural duration); `.infinity` if something never ends.
  var naturalEnd: Double = 0
  var lastEvent: Double = 0
  /// Every event and completion that ran: when, and where it is written.
  var eventLog: [(time: Double, location: SourceLocation, completion: Bool)] = []
  /// Insertions (true) and removals (false) of each presence channel, in time order.
  var presenceChanges: [Int: [(time: Double, inserted: Bool)]] = [:]
  /// String changes of each content-transition channel, in time order.
  var textChanges: [Int: [(time: Double, from: String, to: String)]] = [:]

  func state(at t: Double) -> [String: SceneValue] {
    var lo = 0
    var hi = states.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if states[mid].time <= t { lo = mid } else { hi = mid - 1 }
    }
    return states[lo].state
  }

  struct Pending {
    var handles: [(channel: Int, handle: AnimationHandle)]
    var criteria: AnimationCompletionCriteria
    var time: Double
    var event: EventSpec
    var sequence: Int
  }

  /// Runs the events in time order (equal times in file order, before completions due then).
  static func run(
    _ document: SceneDocument, _ program: SceneProgram, horizon: Double?
  ) throws(SceneError) -> SceneSchedule {
    var schedule = SceneSchedule()
    var state: [String: SceneValue] = [:]
    for (k, v) in document.state { state[k] = v }
    schedule.states = [(-.infinity, state)]
    for (i, channel) in program.channels.enumerated() {
      if case .state = channel.driver {
        schedule.animators[i] = PropertyAnimator(initialValue: try channel.vector(ExpressionEnvironment(state: state)))
      }
    }
    let events = document.events.enumerated().sorted { ($0.element.at!, $0.offset) < ($1.element.at!, $1.offset) }.map(
      \.element)
    var next = 0
    var pending: [Pending] = []
    var sequence = 0
    var processed = 0
    while true {
      let eventTime = next < events.count ? events[next].at! : Double.infinity
      var best: Int? = nil
      var bestTime = Double.infinity
      for (i, p) in pending.enumerated() {
        let due = schedule.due(p)
        if due < bestTime || (due == bestTime && best.map { pending[$0].sequence > p.sequence } == true) {
          best = i
          bestTime = due
        }
      }
      let event: EventSpec
      let time: Double
      if eventTime <= bestTime, next < events.count {
        event = events[next]
        time = eventTime
        next += 1
        schedule.eventLog.append((time, event.location, false))
      } else if let b = best, bestTime.isFinite {
        event = pending[b].event
        time = bestTime
        pending.remove(at: b)
        schedule.eventLog.append((time, event.location, true))
      } else {
        break
      }
      processed += 1
      guard processed <= 100_000 else {
        throw event.location.error("more than 100000 events and completions; is a completion chain endless?")
      }
      let handles = try schedule.apply(event, at: time, state: &state, program)
      schedule.lastEvent = max(schedule.lastEvent, time)
      if let completion = event.completion {
        sequence += 1
        pending.append(
          Pending(
            handles: handles, criteria: event.completionCriteria, time: time, event: completion.value,
            sequence: sequence))
      }
    }
    return schedule
  }

  /// When a pending completion is due, with the transactions recorded so far.
  func due(_ p: Pending) -> Double {
    p.handles.map { animators[$0.channel]!.completionTime(of: $0.handle, criteria: p.criteria) }.max() ?? p.time
  }

  /// Applies one event: new state, then a transaction on every state-driven channel that changes.
  mutating func apply(
    _ event: EventSpec, at time: Double, state: inout [String: SceneValue],
    _ program: SceneProgram
  ) throws(SceneError) -> [(channel: Int, handle: AnimationHandle)] {
    let before = ExpressionEnvironment(state: state)
    var newState = state
    for (name, spec) in event.set { newState[name] = try spec.evaluate(before) }
    var animation: Animation? = nil
    if let a = event.animation, case .animation(let value) = try a.evaluate(before) { animation = value }
    let changed = Set(newState.keys.filter { newState[$0] != state[$0] })
    for name in changed { triggers[name, default: []].append(time) }
    state = newState
    states.append((time, state))
    let after = ExpressionEnvironment(state: state)
    var handles: [(Int, AnimationHandle)] = []
    for (i, channel) in program.channels.enumerated() {
      guard case .state = channel.driver, var animator = animators[i] else { continue }
      if channel.kind == .text {
        if let h = try changeText(
          channel, i, before: before, after: after, animation: animation, event: event,
          changed: changed, at: time)
        {
          handles.append((i, h))
        }
        continue
      }
      let vector = try channel.vector(after)
      guard vector != animator.modelValue else { continue }
      let chosen = try channel.animation(
        for: animation, disablesAnimations: event.disablesAnimations, changed: changed, after)
      if channel.kind == .presence { presenceChanges[i, default: []].append((time, vector[0] > 0.5)) }
      if channel.kind == .presence, chosen == nil {
        // A view inserted or removed without animation is there, or gone, at once: no running
        // transition carries over to the new identity.
        animator.reset(to: vector, at: time)
      } else if let h = animator.set(vector, animation: chosen, at: time) {
        handles.append((i, h))
      }
      animators[i] = animator
    }
    return handles
  }
}

extension SceneSchedule {
  /// A text layer's string change under `contentTransition`: records the old and new strings and plays
  /// the channel's progress from 0 to 1 under the transaction's animation.
  mutating func changeText(
    _ channel: Channel, _ i: Int, before: ExpressionEnvironment, after: ExpressionEnvironment, animation: Animation?,
    event: EventSpec, changed: Set<String>, at time: Double
  ) throws(SceneError) -> AnimationHandle? {
    let old = TextBuiltins.plain(try channel.specs[0].evaluate(before))
    let new = TextBuiltins.plain(try channel.specs[0].evaluate(after))
    guard old != new, var animator = animators[i] else { return nil }
    textChanges[i, default: []].append((time, old, new))
    let chosen = try channel.animation(
      for: animation, disablesAnimations: event.disablesAnimations, changed: changed, after)
    animator.reset(to: AnimatableVector([0]), at: time)
    let handle = animator.set(AnimatableVector([1]), animation: chosen, at: time)
    animators[i] = animator
    return handle
  }
}

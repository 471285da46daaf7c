import DisplayModel
import Foundation
import Keyframes

/// The view runtime's one event loop: from t = 0 it takes, in time order, the next of the scheduled work
/// (`asyncAfter`, `Timer.scheduledTimer`), a `Timer.publish` tick, a timeline's entry, a tap and an
/// animation's completion, and runs it on the graph as a change at that instant (docs/swift-views.md).
/// At equal times the order is: scheduled work, timer tick, timeline entry, tap, completion; completions
/// due together run in the order they were registered.
nonisolated struct ViewEventLoop {
  /// A completion waiting for its animations: `withAnimation(_:completionCriteria:_:completion:)`.
  private struct Pending {
    var handles: [(key: String, handle: AnimationHandle)]
    var criteria: AnimationCompletionCriteria
    var action: () -> Void
    var marked: Bool
    var time: Double
    var sequence: Int
  }

  /// What runs next.
  private enum Event {
    case scheduled(time: Double, label: String, action: () -> Void)
    case timerTick(path: ViewPath, time: Double)
    case timelineEntry(Double)
    case tap(ViewTap)
    case completion(index: Int, time: Double)
  }

  private let graph: ViewGraph
  private let options: ViewSceneOptions
  private let taps: [ViewTap]
  private var pending: [Pending] = []
  private var sequence = 0
  private var nextTap = 0
  private var processed = 0
  private var lastTimelineEntry = 0.0

  init(graph: ViewGraph, options: ViewSceneOptions) {
    self.graph = graph
    self.options = options
    taps = options.taps.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }

  /// Runs the history: the first update, `onAppear` work, then every event until none is left.
  mutating func run() throws(ViewError) {
    graph.horizon = options.duration
    graph.fps = options.fps
    try graph.update(at: 0, transaction: Transaction())
    try graph.settleWindowScheme(at: 0)
    started(try graph.perform({}, at: 0), at: 0)
    started(try graph.perform({ graph.runScheduled() }, at: 0), at: 0)
    while let event = try next() { try fire(event) }
    if options.duration == nil, let path = graph.timelines.first(where: { $0.value.endless })?.key {
      throw ViewError(.runaway, "the TimelineView at \(path.readable) never ends; give --duration")
    }
  }

  /// Registers the completions of the transactions an update started.
  private mutating func started(_ updates: [(Transaction, [(key: String, handle: AnimationHandle)])], at t: Double) {
    for (transaction, handles) in updates {
      for c in transaction.completions {
        sequence += 1
        pending.append(
          Pending(
            handles: handles, criteria: c.criteria, action: c.action, marked: c.marked, time: t, sequence: sequence))
      }
    }
  }

  /// The completion due first (the earliest registered among those due together), and its time.
  private func dueCompletion() -> (index: Int?, time: Double) {
    var best: Int? = nil
    var bestTime = Double.infinity
    for (i, p) in pending.enumerated() {
      let due = graph.completionTime(p.handles, criteria: p.criteria, from: p.time)
      if due < bestTime || (due == bestTime && best.map { pending[$0].sequence > p.sequence } == true) {
        best = i
        bestTime = due
      }
    }
    return (best, bestTime)
  }

  /// The next event, or nil when the history is at rest. Throws when timers or completions never end.
  private mutating func next() throws(ViewError) -> Event? {
    let entryTime =
      graph.timelines.values.compactMap { $0.ticks.first { $0 > lastTimelineEntry } }.min() ?? .infinity
    let (best, bestTime) = dueCompletion()
    let tapTime = nextTap < taps.count ? taps[nextTap].time : Double.infinity
    // A timer's tick past the clip's end never fires; without a length, a timer still running after
    // ViewGraph.maximumTimerTime seconds never rests.
    let tick = graph.nextTick
    if options.duration == nil, let tick, tick.time > ViewGraph.maximumTimerTime {
      throw ViewError(.runaway, "the Timer received at \(tick.path.readable) never stops; give --duration")
    }
    let tickTime = tick.map { $0.time <= (options.duration ?? .infinity) ? $0.time : .infinity } ?? .infinity
    // Scheduled work past the clip's end never runs; without a length, work still coming after
    // ViewGraph.maximumTimerTime seconds never rests.
    let scheduled = graph.nextTimerTime
    if options.duration == nil, scheduled.isFinite, scheduled > ViewGraph.maximumTimerTime {
      throw ViewError(
        .runaway,
        "a Timer or asyncAfter keeps scheduling work past \(Int(ViewGraph.maximumTimerTime)) s; give --duration")
    }
    let scheduledTime = scheduled <= (options.duration ?? .infinity) ? scheduled : .infinity
    processed += 1
    guard processed <= ViewGraph.maximumEvents else {
      throw ViewError(
        .runaway, "more than \(ViewGraph.maximumEvents) taps and completions; is a completion chain endless?")
    }
    if scheduledTime.isFinite, scheduledTime <= tickTime, scheduledTime < entryTime, scheduledTime < tapTime,
      scheduledTime <= bestTime, let work = graph.nextTimer()
    {
      return .scheduled(time: work.time, label: work.label, action: work.action)
    } else if tickTime.isFinite, tickTime < entryTime, tickTime < tapTime, tickTime <= bestTime, let tick {
      return .timerTick(path: tick.path, time: tick.time)
    } else if entryTime.isFinite, entryTime <= tapTime, entryTime <= bestTime {
      return .timelineEntry(entryTime)
    } else if tapTime <= bestTime, nextTap < taps.count {
      nextTap += 1
      return .tap(taps[nextTap - 1])
    } else if let best, bestTime.isFinite {
      return .completion(index: best, time: bestTime)
    }
    return nil
  }

  /// Runs one event as a change at its time, and registers the completions it starts.
  private mutating func fire(_ event: Event) throws(ViewError) {
    switch event {
    case .scheduled(let time, let label, let action):
      // `asyncAfter` or `Timer.scheduledTimer` work (or a scene file's event): it runs like a tap's action.
      mark(.event, at: time, label)
      started(try graph.perform(action, at: time), at: time)
    case .timerTick(let path, let time):
      // A `Timer.publish` tick: the receiving view's action runs like a tap's.
      mark(.event, at: time, "timer")
      started(try graph.tick(path), at: time)
    case .timelineEntry(let time):
      // A timeline's entry: the view updates at that instant (no transaction of its own).
      lastTimelineEntry = time
      graph.lastEvent = max(graph.lastEvent, time)
      graph.invalidate()
      started(try graph.perform({}, at: time), at: time)
    case .tap(let tap):
      let action =
        tap.gesture == .tap ? try ViewScene.target(of: tap, in: graph) : try GesturePlayback.start(tap, in: graph)
      mark(.event, at: tap.time, "tap \(tap.target ?? "")")
      started(try graph.perform(action, at: tap.time), at: tap.time)
    case .completion(let index, let time):
      let p = pending.remove(at: index)
      if p.marked { mark(.completion, at: time, "completion") } else { graph.lastEvent = max(graph.lastEvent, time) }
      started(try graph.perform(p.action, at: time), at: time)
    }
  }

  /// A mark on the clip's timeline, and the history's last event.
  private func mark(_ kind: TimelineMark.Kind, at time: Double, _ label: String) {
    graph.marks.append(TimelineMark(kind: kind, time: time, label: label))
    graph.lastEvent = max(graph.lastEvent, time)
  }
}

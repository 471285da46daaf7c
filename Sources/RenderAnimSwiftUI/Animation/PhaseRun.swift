import DisplayModel
import Keyframes

/// A phase animator running as SwiftUI runs it (docs/semantics.md §5 and §0b.11): its phase is state kept
/// by the animator's identity, and each move to the next phase is a change of that state in a transaction
/// with the destination phase's animation, whose logical completion moves on. So everything a phase
/// changes — a modifier's value, a paint, a frame, a view inserted or removed with its transition —
/// animates as any state change does, with one event loop and one animator path for both.
nonisolated final class PhaseRun {
  /// The animator's phase, an index into its phases (state of its identity).
  let phase: StateBox<Int>
  let path: ViewPath
  /// Without a trigger: cycles from when it appears, for as long as the clip lasts (one cycle without a
  /// length).
  let cycling: Bool
  /// The latest body's phases: how many, the animation to each, and what `plot` calls each.
  var count = 1
  var animation: (Int) -> Animation? = { _ in .default }
  var labels: [String] = []
  /// Counts the moves, so that the completion of a move a newer one superseded (a trigger during a run)
  /// is ignored.
  private var generation = 0
  /// When the current cycle began (a cycle whose moves take no time is an error).
  private var cycleStart = 0.0

  init(phase: StateBox<Int>, path: ViewPath, cycling: Bool) {
    self.phase = phase
    self.path = path
    self.cycling = cycling
  }

  /// Starts cycling (the animator appeared).
  func start(in graph: ViewGraph) {
    cycleStart = graph.currentTime
    advance(in: graph)
  }

  /// Moves to the next phase now: a trigger's change, a cycle's start, or the previous move's completion.
  func advance(in graph: ViewGraph) {
    let next = (phase.value + 1) % max(count, 1)
    generation += 1
    let moved = generation
    let label = next < labels.count ? labels[next] : "\(next)"
    graph.marks.append(TimelineMark(kind: .phase, time: graph.currentTime, label: "phase → \(label)"))
    var move = Transaction(animation: animation(next))
    move.cyclesPhases = cycling
    move.addCompletion(criteria: .logicallyComplete, marked: false) { [weak graph, self] in
      guard let graph, generation == moved, graph.isPresent(path) else { return }
      completed(next, in: graph)
    }
    withTransaction(move) { phase.value = next }
  }

  /// The move to `next` is logically complete: move on, or stop after a triggered run's return to the first
  /// phase, or a cycle's return past the clip's end.
  private func completed(_ next: Int, in graph: ViewGraph) {
    if next == 0 {
      guard cycling else { return }
      let now = graph.currentTime
      guard now > cycleStart else {
        graph.fail(
          ViewError(.unsupported, "the phase animator at \(path.readable): \(PhaseAnimatorError.zeroTimeCycle)"))
        return
      }
      // Without a length the clip lasts this one cycle.
      if graph.horizon == nil { graph.cycleEnds.append(now) }
      if now > (graph.horizon ?? 0) || !now.isFinite { return }
      cycleStart = now
    }
    advance(in: graph)
  }
}

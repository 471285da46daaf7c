import Dispatch
import Foundation

// Combine's schedulers on the render clock (docs/swift-views.md, Combine): `RunLoop.main` and
// `DispatchQueue.main` wait here, so work delayed in a view's evaluation runs at clip times as events of
// the history, as `asyncAfter`'s does (RenderClock+Calls.swift).

extension RenderClock {
  /// Runs `work` `delay` seconds from now: in a view's evaluation on the render clock (the delay to the
  /// tenth of a millisecond, as `asyncAfter`), else on the main queue.
  static func run(after delay: Double, _ work: @escaping () -> Void) {
    guard let graph = PublishedClock.graph?.graph else {
      let work = Unchecked(value: work)
      DispatchQueue.main.asyncAfter(deadline: .now() + max(delay, 0), execute: work.call)
      return
    }
    graph.schedule(at: graph.currentTime + (max(delay, 0) * 1e4).rounded() / 1e4, work)
  }

  /// In a view's evaluation, the clip time now; nil outside one.
  static var schedulingTime: Double? { PublishedClock.graph?.graph?.currentTime }

  /// Runs `work` at `start`, then every `interval` seconds (by the clock of `run(after:)`), until the
  /// returned cancellable is cancelled.
  static func repeating(
    after delay: Double, every interval: Double, _ work: @escaping () -> Void
  ) -> AnyCancellable {
    let state = RepeatState()
    let step = max(interval, 0.0001)
    func fire() {
      guard !state.cancelled else { return }
      work()
      if !state.cancelled { run(after: step, fire) }
    }
    run(after: delay, fire)
    return AnyCancellable { state.cancelled = true }
  }

  private final class RepeatState { var cancelled = false }
}

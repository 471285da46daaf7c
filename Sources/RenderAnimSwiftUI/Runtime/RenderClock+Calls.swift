import Dispatch
import Foundation

// The wall-clock calls of a view file on the render clock: render-anim rewrites `DispatchQueue.main.asyncAfter(`,
// `DispatchQueue.main.async(`, `Timer.scheduledTimer(`, `Date()`, `Date.now` and `UUID()` in the file it
// compiles to these (docs/swift-views.md, The render clock). Inside a view's evaluation the work runs at
// clip times as events of the history, `date()` is the clip's instant and `uuid()` comes from the
// evaluation's seeded generator; outside one they are Foundation's and Dispatch's own.

extension RenderClock {
  /// The clip time of the evaluation running on this thread, or nil outside one.
  /// In a body, the time of the run it belongs to (a body that did not run again keeps its `Date()`).
  static var current: Double? {
    PublishedClock.bodyTime ?? PublishedClock.frameTime ?? PublishedClock.graph?.graph?.currentTime
  }

  /// The clip time of the evaluation running on this thread, or nil outside one (what a scene file's
  /// event records as its time).
  package static var clipTime: Double? { current }

  /// The graph running updates on this thread, if any.
  private static var graph: ViewGraph? { PublishedClock.graph?.graph }

  /// `Date()`: in a view's evaluation, ``epoch`` plus the clip time.
  public static func date() -> Date {
    guard let t = current else { return Date(timeIntervalSinceNow: 0) }
    return date(t)
  }

  /// `UUID()`: in a view's evaluation, a version-4 UUID from its seeded generator (the same in every
  /// render, and in a frame the same as in the update it draws).
  public static func uuid() -> UUID {
    var g = ViewRandom()
    var b = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &g) }
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    return UUID(
      uuid: (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]))
  }

  /// `DispatchQueue.main.asyncAfter(deadline:execute:)`: in a view's evaluation the work runs at the clip
  /// time the deadline stands for (its distance from now, to the tenth of a millisecond).
  public static func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping () -> Void
  ) {
    let delay = Double(Int64(bitPattern: deadline.uptimeNanoseconds &- DispatchTime.now().uptimeNanoseconds)) / 1e9
    guard graph != nil else {
      DispatchQueue.main.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: Unchecked(value: work).call)
      return
    }
    run(after: delay, work)
  }

  /// `DispatchQueue.main.asyncAfter(deadline:execute:)` with a `DispatchWorkItem`: as the closure form,
  /// and a work item cancelled before its time does not run.
  public static func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: DispatchWorkItem
  ) {
    nonisolated(unsafe) let item = work
    asyncAfter(deadline: deadline, qos: qos, flags: flags) { if !item.isCancelled { item.perform() } }
  }

  /// Runs `work` at clip time `t` exactly, as an event of the history (a scene file's events), marked
  /// `label` on `plot`'s timeline. Outside a view's evaluation it does nothing.
  package static func schedule(atClipTime t: Double, label: String = "timer", _ work: @escaping () -> Void) {
    graph?.schedule(at: t, label: label, work)
  }

  /// `DispatchQueue.main.async(execute:)` with a `DispatchWorkItem`: as the closure form, unless cancelled.
  public static func async(execute work: DispatchWorkItem) {
    nonisolated(unsafe) let item = work
    async { if !item.isCancelled { item.perform() } }
  }

  /// `DispatchQueue.main.async(execute:)`: in a view's evaluation the work runs right after the action or
  /// update running now.
  public static func async(
    group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping () -> Void
  ) {
    guard let graph else {
      DispatchQueue.main.async(group: group, qos: qos, flags: flags, execute: Unchecked(value: work).call)
      return
    }
    graph.schedule(at: graph.currentTime, work)
  }

  /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`: in a view's evaluation the timer fires on
  /// the render clock until `invalidate()` or the clip's end.
  @discardableResult
  public static func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping (Timer) -> Void
  ) -> Timer {
    let box = Unchecked(value: block)
    let timer = Timer(timeInterval: interval, repeats: repeats) { box.fire($0) }
    guard let graph else {
      RunLoop.current.add(timer, forMode: .default)
      return timer
    }
    // Foundation's shortest interval.
    let step = max(interval, 0.0001)
    func fire(at t: Double) {
      graph.schedule(at: t) {
        guard timer.isValid else { return }
        box.fire(timer)
        if repeats, timer.isValid { fire(at: t + step) } else { timer.invalidate() }
      }
    }
    fire(at: graph.currentTime + step)
    return timer
  }
}

extension Unchecked {
  /// Runs the closure it holds (`() -> Void`).
  @Sendable func call() { (value as? () -> Void)?() }
  /// Runs the timer block it holds.
  @Sendable func fire(_ timer: Timer) { (value as? (Timer) -> Void)?(timer) }
}

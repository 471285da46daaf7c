import Foundation

/// When a `TimelineView` updates (SwiftUI's `TimelineSchedule`): its entries from a start date.
public protocol TimelineSchedule {
  /// The sequence of dates the schedule gives.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The dates at which the view updates, from `startDate` on, in increasing order. `TimelineView` asks
  /// from ``RenderClock/epoch`` (t = 0), in the `.normal` mode.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update.
nonisolated public enum TimelineScheduleMode: Sendable {
  /// Updates as often as the schedule says: the mode `TimelineView` always asks in.
  case normal
  /// Fewer updates, as for a dimmed always-on display; never asked for here, and the schedules of this
  /// module treat it as `.normal`.
  case lowFrequency
}

/// The render clock's dates: t seconds into the clip is this epoch plus t (docs/semantics.md §0b.18).
nonisolated public enum RenderClock {
  /// 09:41:00 on 9 January 2007 in the machine's time zone: the time an iPhone shows in Apple's pictures,
  /// on the day it was shown. A view that draws the time draws 9:41 wherever it is rendered.
  public static let defaultEpoch: Date = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone.current
    return calendar.date(from: DateComponents(year: 2007, month: 1, day: 9, hour: 9, minute: 41))
      ?? Date(timeIntervalSinceReferenceDate: 190_000_860)
  }()
  /// The date of the view being evaluated at t = 0 (`--date`), bound by the runtime.
  @TaskLocal static var boundEpoch: Date? = nil
  /// The date at t = 0: `--date`, else ``defaultEpoch``.
  public static var epoch: Date { boundEpoch ?? defaultEpoch }
  static func date(_ t: Double) -> Date { epoch.addingTimeInterval(t) }
}

/// Updates every `interval` seconds (the render clock's ticks at 0, interval, 2·interval…).
nonisolated public struct PeriodicTimelineSchedule: TimelineSchedule {
  let interval: Double
  /// A schedule every `interval` seconds. `startDate` is ignored: the entries start at the date
  /// ``entries(from:mode:)`` is given, so a `TimelineView` ticks at t = 0, interval, 2·interval…
  public init(from startDate: Date, by interval: TimeInterval) { self.interval = interval }
  /// `startDate`, then every `interval` seconds after it (`mode` is ignored).
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    Entries(start: startDate, interval: interval)
  }
  /// The dates of a periodic schedule: its start, then one every interval, without end (only the start
  /// when the interval is not positive).
  public struct Entries: Sequence, IteratorProtocol {
    let start: Date, interval: Double
    var n = 0
    public mutating func next() -> Date? {
      guard interval > 0 else {
        return n == 0
          ? {
            n = 1
            return start
          }() : nil
      }
      defer { n += 1 }
      return start.addingTimeInterval(Double(n) * interval)
    }
  }
}

/// Updates at given dates.
nonisolated public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
  let dates: Dates
  /// A schedule at `dates`, which should be in increasing order.
  public init(_ dates: Dates) { self.dates = dates }
  /// The dates as given (`startDate` and `mode` are ignored).
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

/// Updates every frame (or every `minimumInterval` seconds).
nonisolated public struct AnimationTimelineSchedule: TimelineSchedule {
  let minimumInterval: Double?
  let paused: Bool
  /// A schedule every frame, or every `minimumInterval` seconds; when `paused`, the view stays as at
  /// its first entry.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }
  /// `startDate`, then one every `minimumInterval` seconds (1/60 s without one), or `startDate` alone when
  /// paused. `TimelineView` updates an unpaused schedule without a minimum interval every frame instead.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
    PeriodicTimelineSchedule.Entries(start: startDate, interval: paused ? 0 : (minimumInterval ?? 1.0 / 60))
  }
}

/// Updates at the start of every minute.
nonisolated public struct EveryMinuteTimelineSchedule: TimelineSchedule {
  /// A schedule once a minute.
  public init() {}
  /// `startDate`, then every 60 seconds after it (on the minute when `startDate` is, as the default epoch
  /// is); `mode` is ignored.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
    PeriodicTimelineSchedule.Entries(start: startDate, interval: 60)
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// A schedule every `interval` seconds from the start of the clip (`startDate` is ignored).
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// A schedule that updates the view every frame.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  /// A schedule every frame, or every `minimumInterval` seconds; when `paused`, the view stays as at its
  /// first entry.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// A schedule once a minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule {
  /// A schedule at `dates`, which should be in increasing order.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}

/// What a `TimelineView`'s content is given: the entry's date on the render clock.
nonisolated public struct TimelineViewDefaultContext {
  /// The date of the entry being drawn: ``RenderClock/epoch`` plus the entry's time into the clip.
  public let date: Date
  /// How often the view updates: always `.live` here.
  public let cadence: Cadence
  /// How often a timeline view updates, from most to least often.
  public enum Cadence: Sendable, Comparable {
    /// More often than once a second, as every frame.
    case live
    /// About once a second.
    case seconds
    /// About once a minute.
    case minutes
  }
}

/// A view whose content follows a schedule (SwiftUI's `TimelineView`). Each entry of the schedule is an
/// update of the view at that instant of the render clock (so `.animation(_:value:)` inside animates);
/// `.animation` updates every frame. `context.date` is ``RenderClock/epoch`` plus the entry's time.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  /// What the content is given.
  public typealias Context = TimelineViewDefaultContext
  let schedule: Schedule
  let content: (Context) -> Content

  /// A view whose `content` is made anew at each entry of `schedule`, given the entry's date.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  /// Every frame's time up to the clip's end, for an every-frame schedule whose content has an `onChange`
  /// (it may change state each frame, as `.onChange(of: timeline.date)` does): such a view updates at
  /// each frame, and never ends on its own (without `--duration`, no entry and the loop asks for one).
  static func frameTicks(in graph: ViewGraph, path: ViewPath) throws(ViewError) -> [Double] {
    guard let horizon = graph.horizon else { return [] }
    let count = Int((horizon * Double(graph.fps)).rounded(.down)) + 1
    guard count <= 100_000 else {
      throw ViewError(
        .runaway,
        "the TimelineView at \(path.readable) updates at more than 100000 frames in the clip; use a shorter clip")
    }
    return (0..<count).map { Double($0) / Double(graph.fps) }
  }

  /// The schedule's entries as clip times (entries before the clip's start count as 0), up to `horizon`.
  func ticks(until horizon: Double, limit: Int) -> [Double] {
    var result: [Double] = []
    for date in schedule.entries(from: RenderClock.epoch, mode: .normal) {
      let t = max(date.timeIntervalSince(RenderClock.epoch), 0)
      if t > horizon || result.count >= limit { break }
      if result.last != t { result.append(t) }
    }
    return result
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let everyFrame = (schedule as? AnimationTimelineSchedule).map { $0.minimumInterval == nil && !$0.paused } ?? false
    var env = environment
    var t = context.time
    switch context.mode {
    case .update(let graph):
      if !everyFrame, graph.timelines[path] == nil {
        // Without a clip length the entries are scheduled for an hour; one past it means the view never ends.
        let horizon = graph.horizon ?? 3600
        let ticks = ticks(until: horizon, limit: 100_001)
        guard ticks.count <= 100_000 else {
          throw ViewError(
            .runaway,
            "the TimelineView at \(path.readable) has more than 100000 entries in the clip; use a longer interval")
        }
        let endless = self.ticks(until: .infinity, limit: ticks.count + 1).count > ticks.count
        graph.timelines[path] = (ticks, endless)
      }
      if let ticks = graph.timelines[path]?.ticks { t = ticks.last(where: { $0 <= context.time }) ?? 0 }
    case .frame(let history):
      if let ticks = history.timelines[path] { t = ticks.last(where: { $0 <= context.time }) ?? 0 }
    case .probe:
      break
    }
    if everyFrame { env.direct = true }
    let c = Context(date: RenderClock.date(t), cadence: .live)
    let handlers = context.changeHandlers
    let nodes = try context.resolve(content(c), path: path.appending("items"), environment: env)
    if everyFrame, case .update(let graph) = context.mode, graph.timelines[path] == nil,
      context.changeHandlers > handlers
    {
      graph.timelines[path] = (try Self.frameTicks(in: graph, path: path), true)
    }
    return nodes
  }
}

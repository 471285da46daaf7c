import Foundation

/// When a `TimelineView` updates (SwiftUI's `TimelineSchedule`): its entries from a start date.
public protocol TimelineSchedule {
  associatedtype Entries: Sequence where Entries.Element == Date
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update.
nonisolated public enum TimelineScheduleMode: Sendable { case normal, lowFrequency }

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
  public init(from startDate: Date, by interval: TimeInterval) { self.interval = interval }
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    Entries(start: startDate, interval: interval)
  }
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
  public init(_ dates: Dates) { self.dates = dates }
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

/// Updates every frame (or every `minimumInterval` seconds).
nonisolated public struct AnimationTimelineSchedule: TimelineSchedule {
  let minimumInterval: Double?
  let paused: Bool
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
    PeriodicTimelineSchedule.Entries(start: startDate, interval: paused ? 0 : (minimumInterval ?? 1.0 / 60))
  }
}

/// Updates at the start of every minute.
nonisolated public struct EveryMinuteTimelineSchedule: TimelineSchedule {
  public init() {}
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
    PeriodicTimelineSchedule.Entries(start: startDate, interval: 60)
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule {
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}

/// What a `TimelineView`'s content is given: the entry's date on the render clock.
nonisolated public struct TimelineViewDefaultContext {
  public let date: Date
  public let cadence: Cadence
  public enum Cadence: Sendable, Comparable { case live, seconds, minutes }
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

  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
    self.schedule = schedule
    self.content = content
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
    return try context.resolve(content(c), path: path.appending("items"), environment: env)
  }
}

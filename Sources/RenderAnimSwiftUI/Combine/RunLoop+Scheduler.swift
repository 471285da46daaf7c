import Foundation

extension RunLoop: Scheduler {
  /// An instant of the run loop's clock: a date (on the render clock in a view's evaluation).
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The date.
    public var date: Date
    /// The instant at `date`.
    public init(_ date: Date) { self.date = date }
    /// The instant `n` later.
    public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date + n.magnitude) }
    /// The time from this instant to `other`.
    public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }

    /// A run loop's stride, in seconds.
    public struct Stride: _SecondsStride {
      /// The seconds.
      public var magnitude: TimeInterval
      /// The seconds.
      public var timeInterval: TimeInterval { magnitude }
      /// A stride of `timeInterval` seconds.
      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
      /// A stride of `seconds`.
      public init(_seconds seconds: Double) { magnitude = seconds }
      /// The seconds.
      public var _seconds: Double { magnitude }
    }
  }

  /// A run loop's options: none.
  public struct SchedulerOptions: Sendable {}

  /// Now: the render clock's date in a view's evaluation.
  public var now: SchedulerTimeType { SchedulerTimeType(RenderClock.schedulingTime.map(RenderClock.date) ?? Date()) }
  /// No tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }
}

import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
  /// An instant of the queue's clock (on the render clock in a view's evaluation).
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The dispatch time.
    public var dispatchTime: DispatchTime
    /// The instant at `time`.
    public init(_ time: DispatchTime) { dispatchTime = time }
    /// The instant `n` later.
    public func advanced(by n: Stride) -> SchedulerTimeType {
      let ns = Int64(bitPattern: dispatchTime.uptimeNanoseconds) &+ Int64((n._seconds * 1e9).rounded())
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(ns, 1))))
    }
    /// The time from this instant to `other`.
    public func distance(to other: SchedulerTimeType) -> Stride {
      let ns = Int64(bitPattern: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds)
      return Stride(_seconds: Double(ns) / 1e9)
    }
    /// Equal dispatch times.
    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }
    /// The dispatch time's nanoseconds.
    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

    /// A queue's stride, in nanoseconds.
    public struct Stride: _SecondsStride {
      /// The nanoseconds.
      public var magnitude: Int
      /// The stride as a dispatch interval.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }
      /// A stride of `timeInterval`.
      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): magnitude = s * 1_000_000_000
        case .milliseconds(let ms): magnitude = ms * 1_000_000
        case .microseconds(let us): magnitude = us * 1000
        case .nanoseconds(let ns): magnitude = ns
        default: magnitude = .max
        }
      }
      /// A stride of `timeInterval` seconds.
      public init(_ timeInterval: Double) { self.init(_seconds: timeInterval) }
      /// A stride of `seconds`, to the nanosecond.
      public init(_seconds seconds: Double) {
        let ns = (seconds * 1e9).rounded()
        magnitude = ns.isFinite && abs(ns) < 9e18 ? Int(ns) : (ns < 0 ? .min : .max)
      }
      /// The seconds.
      public var _seconds: Double { Double(magnitude) / 1e9 }
    }
  }

  /// A queue's options (none mean anything offline).
  public struct SchedulerOptions {
    /// The quality of service.
    public var qos: DispatchQoS
    /// The flags.
    public var flags: DispatchWorkItemFlags
    /// The group.
    public var group: DispatchGroup?
    /// Options as given.
    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  /// In a view's evaluation, the render clock's instant (a fixed origin plus the clip time).
  private static let clockOrigin: UInt64 = 1_000_000_000_000

  /// Now: the render clock's instant in a view's evaluation.
  public var now: SchedulerTimeType {
    guard let t = RenderClock.schedulingTime else { return SchedulerTimeType(.now()) }
    return SchedulerTimeType(DispatchTime(uptimeNanoseconds: Self.clockOrigin + UInt64(max(t, 0) * 1e9)))
  }
  /// No tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(_seconds: 0) }
}

import Dispatch
import Foundation

/// Where and when a publisher's work runs (Combine's `Scheduler`): `DispatchQueue.main`, `RunLoop.main`,
/// `ImmediateScheduler.shared`. In a view's evaluation each waits on the render clock
/// (docs/swift-views.md, The render clock).
public protocol Scheduler<SchedulerTimeType> {
  /// An instant on the scheduler's clock.
  associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// Options for the work (none mean anything offline).
  associatedtype SchedulerOptions

  /// The instant now.
  var now: SchedulerTimeType { get }
  /// The smallest tolerance it allows.
  var minimumTolerance: SchedulerTimeType.Stride { get }
  /// Runs `action` as soon as it can.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` at `date`.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void)
  /// Runs `action` at `date`, then every `interval`, until cancelled.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable
}

extension Scheduler {
  /// Runs `action` as soon as it can.
  public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
  /// Runs `action` at `date`.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }
  /// Runs `action` at `date` with a tolerance.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }
  /// Runs `action` at `date`, then every `interval`, until cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
  }
}

/// A stride of a scheduler's clock made from seconds (Combine's `SchedulerTimeIntervalConvertible`):
/// `.seconds(0.5)`, `.milliseconds(300)`.
public protocol SchedulerTimeIntervalConvertible {
  /// `s` seconds.
  static func seconds(_ s: Int) -> Self
  /// `s` seconds.
  static func seconds(_ s: Double) -> Self
  /// `ms` milliseconds.
  static func milliseconds(_ ms: Int) -> Self
  /// `us` microseconds.
  static func microseconds(_ us: Int) -> Self
  /// `ns` nanoseconds.
  static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler that runs work at once, whatever the time asked for (Combine's `ImmediateScheduler`).
public struct ImmediateScheduler: Scheduler, Sendable {
  /// Its clock: a count that never moves.
  public struct SchedulerTimeType: Strideable, Sendable {
    /// Its stride: a whole number of steps.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
      Sendable
    {
      /// The steps.
      public var magnitude: Int
      /// `value` steps.
      public init(_ value: Int) { magnitude = value }
      /// `value` steps.
      public init(integerLiteral value: Int) { magnitude = value }
      /// `value` steps, rounded.
      public init(floatLiteral value: Double) { magnitude = Int(value.rounded()) }
      /// `source` steps, when it is exact.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value
      }
      /// `s` steps.
      public static func seconds(_ s: Int) -> Stride { Stride(s) }
      /// `s` steps, rounded.
      public static func seconds(_ s: Double) -> Stride { Stride(Int(s.rounded())) }
      /// `ms` steps.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(ms) }
      /// `us` steps.
      public static func microseconds(_ us: Int) -> Stride { Stride(us) }
      /// `ns` steps.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }
      /// The sum.
      public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
      /// The difference.
      public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
      /// The product.
      public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
      /// Adds in place.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Subtracts in place.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies in place.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      /// Whether `lhs` is shorter.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
    }
    /// The instant `stride` on.
    public func advanced(by n: Stride) -> SchedulerTimeType { self }
    /// No distance: the clock never moves.
    public func distance(to other: SchedulerTimeType) -> Stride { Stride(0) }
  }
  /// No options.
  public typealias SchedulerOptions = Never
  /// The one immediate scheduler.
  public static let shared = ImmediateScheduler()
  /// Its clock's only instant.
  public var now: SchedulerTimeType { SchedulerTimeType() }
  /// No tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { Stride(0) }
  /// Runs `action` now.
  public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
  /// Runs `action` now.
  public func schedule(
    after date: SchedulerTimeType, tolerance: Stride, options: Never?, _ action: @escaping () -> Void
  ) {
    action()
  }
  /// Runs `action` now, once.
  public func schedule(
    after date: SchedulerTimeType, interval: Stride, tolerance: Stride, options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
  /// The immediate scheduler's stride.
  public typealias Stride = SchedulerTimeType.Stride
}

import Dispatch
import Foundation

/// The strides of `RunLoop`'s and `DispatchQueue`'s scheduler clocks, as a number of seconds: the
/// arithmetic, literals and `.seconds(…)`/`.milliseconds(…)` both share, and the render clock's scheduling
/// of the schedulers whose stride it is. Public only so that their
/// strides can conform; not Combine's API.
public protocol _SecondsStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
  Hashable, Sendable
where IntegerLiteralType == Int, FloatLiteralType == Double {
  /// The stride in seconds.
  var _seconds: Double { get }
  /// A stride of `seconds`.
  init(_seconds seconds: Double)
}

extension _SecondsStride {
  /// `value` seconds.
  public init(integerLiteral value: Int) { self.init(_seconds: Double(value)) }
  /// `value` seconds.
  public init(floatLiteral value: Double) { self.init(_seconds: value) }
  /// `source` seconds, when it is exact.
  public init?<T: BinaryInteger>(exactly source: T) {
    guard let value = Double(exactly: source) else { return nil }
    self.init(_seconds: value)
  }
  /// `s` seconds.
  public static func seconds(_ s: Int) -> Self { Self(_seconds: Double(s)) }
  /// `s` seconds.
  public static func seconds(_ s: Double) -> Self { Self(_seconds: s) }
  /// `ms` milliseconds.
  public static func milliseconds(_ ms: Int) -> Self { Self(_seconds: Double(ms) / 1e3) }
  /// `us` microseconds.
  public static func microseconds(_ us: Int) -> Self { Self(_seconds: Double(us) / 1e6) }
  /// `ns` nanoseconds.
  public static func nanoseconds(_ ns: Int) -> Self { Self(_seconds: Double(ns) / 1e9) }
  /// The sum.
  public static func + (lhs: Self, rhs: Self) -> Self { Self(_seconds: lhs._seconds + rhs._seconds) }
  /// The difference.
  public static func - (lhs: Self, rhs: Self) -> Self { Self(_seconds: lhs._seconds - rhs._seconds) }
  /// The product.
  public static func * (lhs: Self, rhs: Self) -> Self { Self(_seconds: lhs._seconds * rhs._seconds) }
  /// Adds in place.
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
  /// Subtracts in place.
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
  /// Multiplies in place.
  public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
  /// Whether `lhs` is shorter.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs._seconds < rhs._seconds }
}

extension Scheduler where SchedulerTimeType.Stride: _SecondsStride {
  /// Runs `action` right after the work running now (on the render clock in a view's evaluation).
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { RenderClock.run(after: 0, action) }
  /// Runs `action` at `date` (on the render clock in a view's evaluation).
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    RenderClock.run(after: now.distance(to: date)._seconds, action)
  }
  /// Runs `action` at `date`, then every `interval`, until cancelled (on the render clock in a view's
  /// evaluation).
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    RenderClock.repeating(after: now.distance(to: date)._seconds, every: interval._seconds, action)
  }
}

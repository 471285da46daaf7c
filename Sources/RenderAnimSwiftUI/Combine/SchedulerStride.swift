import Dispatch
import Foundation

/// The strides of `RunLoop`'s and `DispatchQueue`'s scheduler clocks, as a number of seconds: the
/// arithmetic, literals and `.seconds(…)`/`.milliseconds(…)` both share. Public only so that their
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

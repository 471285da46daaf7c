import Foundation

/// A type that receives values from a publisher (Combine's `Subscriber`).
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of value it receives.
  associatedtype Input
  /// The kind of error it may receive.
  associatedtype Failure: Error

  /// Receives the subscription through which it asks for values.
  func receive(subscription: any Subscription)
  /// Receives a value and says how many more it wants.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Receives the end: finished or failed.
  func receive(completion: Subscribers.Completion<Failure>)
}

/// Combine's namespace of subscribers and their demand and completion.
nonisolated public enum Subscribers {
  /// How a publisher ended.
  public enum Completion<Failure: Error> {
    /// Normally.
    case finished
    /// With an error.
    case failure(Failure)
  }

  /// How many values a subscriber asks for: a count, or `unlimited`.
  public struct Demand: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The count, or nil for unlimited.
    public let max: Int?
    private init(_ max: Int?) { self.max = max }

    /// As many values as come.
    public static let unlimited = Demand(nil)
    /// No value.
    public static let none = Demand(0)
    /// At most `value` values (not negative).
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "a demand cannot be negative")
      return Demand(value)
    }

    /// The sum; unlimited when either is.
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.max, let b = rhs.max else { return .unlimited }
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? .unlimited : Demand(sum)
    }
    /// `lhs` times the count `rhs` (not negative); unlimited stays unlimited.
    public static func * (lhs: Demand, rhs: Int) -> Demand {
      precondition(rhs >= 0, "a demand cannot be negative")
      guard let a = lhs.max else { return .unlimited }
      let (product, overflow) = a.multipliedReportingOverflow(by: rhs)
      return overflow ? .unlimited : Demand(product)
    }
    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
    /// The difference, never below none; unlimited stays unlimited.
    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.max else { return .unlimited }
      guard let b = rhs.max else { return .none }
      return Demand(Swift.max(a - b, 0))
    }
    /// Takes `rhs` from `lhs`.
    public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
    /// Takes `rhs` values from `lhs`.
    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - .max(rhs) }
    /// Whether `lhs` asks for fewer values than `rhs` (unlimited is the most).
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.max, rhs.max) {
      case (nil, _): false
      case (_, nil): true
      case (let a?, let b?): a < b
      }
    }
    /// Whether `lhs` asks for more values than the count `rhs`.
    public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
    /// Combine's spelling of the demand.
    public var description: String { max.map { "max(\($0))" } ?? "unlimited" }
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// The identity of a subscriber or subscription (Combine's `CombineIdentifier`).
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
  private let value: UInt64
  private static let counter = Counter()
  /// A new, unique identifier.
  public init() { value = Self.counter.next() }
  /// The identifier of `object`.
  public init(_ object: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(object))) }
  /// The identifier in hexadecimal.
  public var description: String { "0x" + String(value, radix: 16) }

  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var last: UInt64 = 0
    func next() -> UInt64 {
      lock.withLock {
        last += 1; return last
      }
    }
  }
}

/// A type with a ``CombineIdentifier`` (every subscriber and subscription).
public protocol CustomCombineIdentifierConvertible {
  /// Its identity.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// The object's own identity.
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

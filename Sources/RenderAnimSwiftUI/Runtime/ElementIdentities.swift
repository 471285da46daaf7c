import Foundation

/// The identities of `ForEach` elements whose ids are objects (`ForEach(items, id: \.self)` over class
/// instances) or `ObjectIdentifier`s (an `Identifiable` class's default `id`): each object gets a number the
/// first time a view graph's history meets it, kept for the history (frames read them), so two objects
/// whose descriptions are the same are two views, and a view's path does not depend on where the object
/// happens to live in memory (which would change a body's random numbers from run to run).
nonisolated final class ElementIdentities: @unchecked Sendable {
  private let lock = NSLock()
  private var numbers: [AnyHashable: Int] = [:]

  /// Whether `key` is identified by reference: an object, or an `ObjectIdentifier`.
  static func isReference(_ key: some Hashable) -> Bool {
    type(of: key) is AnyClass || key is ObjectIdentifier
  }

  /// The number of `key`: the one it was given, or with `assign` the next one; nil when it has none and
  /// `assign` is false (a frame met an object its history did not).
  func number(of key: AnyHashable, assign: Bool) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    if let known = numbers[key] { return known }
    guard assign else { return nil }
    let number = numbers.count + 1
    numbers[key] = number
    return number
  }
}

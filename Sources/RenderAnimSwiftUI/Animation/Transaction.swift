import Foundation
import Keyframes

/// The context of a state change: its animation and whether animations are disabled (SwiftUI's
/// `Transaction`).
nonisolated public struct Transaction {
  /// The animation of the change; nil: none.
  public var animation: Animation?
  /// Whether `.animation(_:value:)` modifiers below are ignored.
  public var disablesAnimations = false
  /// Whether the change is part of a continuous gesture (kept for API compatibility).
  public var isContinuous = false
  /// Whether the change is tracking a gesture (kept for API compatibility).
  public var tracksVelocity = false
  /// Each completion, and whether `plot` marks it (not a phase animator's move to its next phase).
  var completions: [(criteria: AnimationCompletionCriteria, action: () -> Void, marked: Bool)] = []
  /// A cycling phase animator's move: its animations do not lengthen a clip without a duration, which lasts
  /// one cycle (PhaseRun).
  var cyclesPhases = false
  /// The values of custom ``TransactionKey``s.
  var values: [ObjectIdentifier: Any] = [:]
  /// Which `withAnimation`/`withTransaction` call made it (0: none), so that a change is counted once.
  var serial = 0

  /// A transaction without animation.
  public init() {}
  /// A transaction with `animation`.
  public init(animation: Animation?) { self.animation = animation }

  /// Runs `completion` when the animations this transaction starts are complete.
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping () -> Void
  ) {
    addCompletion(criteria: criteria, marked: true, completion)
  }

  /// Runs `completion` when the animations this transaction starts are complete, marked on `plot`'s
  /// timeline or not (the runtime's own work, as a phase animator's move to its next phase).
  mutating func addCompletion(
    criteria: AnimationCompletionCriteria, marked: Bool, _ completion: @escaping () -> Void
  ) {
    completions.append((criteria, completion, marked))
  }
}

/// The transaction of the state changes being made now (set by `withAnimation`/`withTransaction`), bound
/// per thread or task, so that views run on several threads at once never see each other's.
nonisolated enum TransactionStack {
  @TaskLocal static var current: Transaction? = nil
  private static let counter = SerialCounter()

  static func with<R>(_ transaction: Transaction, _ body: () throws -> R) rethrows -> R {
    var t = transaction
    t.serial = counter.next()
    if let outer = current { t.completions = outer.completions + t.completions }
    return try $current.withValue(t) { try body() }
  }
}

/// Numbers transactions.
nonisolated final class SerialCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  func next() -> Int {
    lock.withLock {
      value += 1
      return value
    }
  }
}

/// Changes state inside `body` with `animation` (SwiftUI's `withAnimation`).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try TransactionStack.with(Transaction(animation: animation), body)
}

/// Changes state with `animation` and runs `completion` when the animations it starts are complete.
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try TransactionStack.with(transaction, body)
}

/// Changes state inside `body` with `transaction` (SwiftUI's `withTransaction`).
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try TransactionStack.with(transaction, body)
}

/// Changes state with a transaction whose `keyPath` is `value`.
@discardableResult
public func withTransaction<R, V>(
  _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
  var t = Transaction()
  t[keyPath: keyPath] = value
  return try TransactionStack.with(t, body)
}

// Transactions carry completion closures; they are made and run only on the thread running a view's
// updates (``TransactionStack`` binds them per thread), never shared between frame workers.
extension Transaction: @unchecked Sendable {}

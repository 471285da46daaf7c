import Foundation

/// Something that can be stopped (Combine's `Cancellable`): a subscription, a timer's connection.
public protocol Cancellable {
  /// Stops what the value stands for.
  func cancel()
}

/// A cancellable that cancels when it is freed (Combine's `AnyCancellable`): keep it (in a property, or
/// a `Set<AnyCancellable>` with ``store(in:)-(inout Set<AnyCancellable>)``) as long as the subscription
/// should last.
public final class AnyCancellable: Cancellable, Hashable {
  private var action: (() -> Void)?

  /// Runs `cancel` when cancelled or freed.
  public init(_ cancel: @escaping () -> Void) { action = cancel }
  /// Cancels `canceller` when cancelled or freed.
  public init<C: Cancellable>(_ canceller: C) { action = canceller.cancel }

  deinit { action?() }

  /// Cancels (once).
  public func cancel() {
    let action = self.action
    self.action = nil
    action?()
  }

  /// Appends this cancellable to `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }
  /// Inserts this cancellable into `set`.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  /// Whether both are the same object.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  /// The object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
  /// Keeps this cancellable in `collection` as an ``AnyCancellable``.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }
  /// Keeps this cancellable in `set` as an ``AnyCancellable``.
  public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
}

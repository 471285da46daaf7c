/// A key for a value a transaction carries (SwiftUI's `TransactionKey`): declare one, and a property of
/// ``Transaction`` that reads and writes `self[Key.self]`, to pass a value with a change to the views it
/// updates (`withTransaction(\.status, .playing) { … }`, read in `.transaction { $0[StatusKey.self] }`).
public protocol TransactionKey {
  /// The value's type.
  associatedtype Value
  /// The value where the change set none.
  static var defaultValue: Value { get }
}

nonisolated extension Transaction {
  /// The value of `key` this transaction carries, or its default.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

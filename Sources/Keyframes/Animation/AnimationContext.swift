import Foundation

/// A key for a piece of state an animation keeps in ``AnimationState``.
///
/// Mirrors SwiftUI's `AnimationStateKey`.
public protocol AnimationStateKey {
  /// The stored type.
  associatedtype Value
  /// The value before anything was stored.
  static var defaultValue: Value { get }
}

/// Per-animation storage, keyed by ``AnimationStateKey`` types. Mirrors SwiftUI's `AnimationState`.
public struct AnimationState<Value: VectorArithmetic> {
  private var storage: [ObjectIdentifier: Any] = [:]

  /// An empty state.
  public init() {}

  /// The value stored for `key`, or its default.
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}

/// What an animation sees besides the value and the time: its state, and whether it has reported
/// logical completion. Mirrors SwiftUI's `AnimationContext`.
public struct AnimationContext<Value: VectorArithmetic> {
  /// State the animation keeps between calls.
  public var state: AnimationState<Value>
  /// Set to `true` by the animation once it is logically complete (its completion handlers may run
  /// even though the value is still settling).
  public var isLogicallyComplete: Bool

  /// A context with empty state.
  public init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
    self.state = state
    self.isLogicallyComplete = isLogicallyComplete
  }
}

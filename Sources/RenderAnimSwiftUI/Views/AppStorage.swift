import Foundation

/// A value kept in the app's user defaults under a key (SwiftUI's `@AppStorage`). A render has no stored
/// defaults: the value starts as the one written, and changes are kept for the clip by key, so every view
/// that reads the same key sees the same value, as they would through `UserDefaults` (docs/swift-views.md,
/// State). It is a `@State` bound to the key instead of the view.
@propertyWrapper
public struct AppStorage<Value>: DynamicStorage {
  private(set) var state: State<Value>
  let key: String

  /// The value under `key`, `wrappedValue` until it is set (`store` is accepted: there is one store).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    state = State(wrappedValue: wrappedValue)
    self.key = key
  }

  /// The current value.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> { state.projectedValue }

  func bind(key _: StateKey, store: StateStore) {
    state.bind(key: StateKey(view: ViewPath("#AppStorage"), property: key), store: store)
  }

  func fresh() -> AppStorage {
    var own = self
    own.state = state.fresh()
    return own
  }
}

/// A value kept with the scene for state restoration (SwiftUI's `@SceneStorage`): in a render, a value
/// the view owns, starting as the one written: a `@State`.
@propertyWrapper
public struct SceneStorage<Value>: DynamicStorage {
  private(set) var state: State<Value>

  /// The value under `key`, `wrappedValue` until it is set.
  public init(wrappedValue: Value, _ key: String) { state = State(wrappedValue: wrappedValue) }

  /// The current value.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> { state.projectedValue }

  func bind(key: StateKey, store: StateStore) { state.bind(key: key, store: store) }

  func fresh() -> SceneStorage {
    var own = self
    own.state = state.fresh()
    return own
  }
}

import Foundation

/// A value kept in the app's user defaults under a key (SwiftUI's `@AppStorage`). A render has no stored
/// defaults: the value starts as the one written, and changes are kept for the clip by key, so every view
/// that reads the same key sees the same value, as they would through `UserDefaults` (docs/swift-views.md,
/// State).
@propertyWrapper
public struct AppStorage<Value>: DynamicStorage {
  let box: StateBox<Value>
  let key: String

  /// The value under `key`, `wrappedValue` until it is set (`store` is accepted: there is one store).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    box = StateBox(wrappedValue)
    self.key = key
  }

  /// The current value.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }

  func bind(key _: StateKey, store: StateStore) {
    let shared = StateKey(view: ViewPath("#AppStorage"), property: key)
    box.key = shared
    box.store = store
    if store.values[shared] == nil { store.values[shared] = box.initial }
  }
}

/// A value kept with the scene for state restoration (SwiftUI's `@SceneStorage`): in a render, a value
/// the view owns, starting as the one written, as `@State`.
@propertyWrapper
public struct SceneStorage<Value>: DynamicStorage {
  let box: StateBox<Value>

  /// The value under `key`, `wrappedValue` until it is set.
  public init(wrappedValue: Value, _ key: String) { box = StateBox(wrappedValue) }

  /// The current value.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }

  func bind(key: StateKey, store: StateStore) {
    box.key = key
    box.store = store
    if store.values[key] == nil { store.values[key] = box.initial }
  }
}

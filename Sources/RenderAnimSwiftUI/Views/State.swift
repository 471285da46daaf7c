import Foundation

/// Where state lives: one value per (view identity, property). The view graph's live store during
/// updates; a frame's own copy of an update's values while a frame is drawn.
nonisolated final class StateStore {
  var values: [StateKey: Any]
  /// Told of every change (the graph, during updates); nil while a frame is drawn.
  weak var observer: StateObserver?

  init(values: [StateKey: Any] = [:], observer: StateObserver? = nil) {
    self.values = values
    self.observer = observer
  }
}

/// Receives state changes with the transaction they were made in.
protocol StateObserver: AnyObject {
  /// `undo` puts the old value back and `redo` the new one, so that changes made in one action with
  /// different transactions can be applied one transaction at a time. `key` is nil for a change of an
  /// observable object's published property.
  func stateDidChange(key: StateKey?, transaction: Transaction?, undo: (() -> Void)?, redo: (() -> Void)?)
}

/// A property the runtime connects to storage before it evaluates a body.
protocol DynamicStorage {
  func bind(key: StateKey, store: StateStore)
  /// This property with a box of its own, not yet bound: what each place a view value is evaluated at
  /// gets, so that a value evaluated at two places (a modifier's `content` used twice) keeps two states.
  func fresh() -> Self
}

nonisolated final class StateBox<Value> {
  let initial: Value
  var key: StateKey?
  var store: StateStore?
  init(_ initial: Value) { self.initial = initial }

  var value: Value {
    get {
      guard let key, let store else { return initial }
      if let v = store.values[key] as? Value { return v }
      return initial
    }
    set {
      guard let key, let store else { return }
      let old = store.values[key]
      store.values[key] = newValue
      store.observer?.stateDidChange(
        key: key, transaction: TransactionStack.current,
        undo: { store.values[key] = old }, redo: { store.values[key] = newValue })
    }
  }
}

/// A value a view owns, kept by the view's identity across body evaluations (SwiftUI's `@State`).
/// Changing it re-evaluates the bodies and animates the differences with the change's transaction.
@propertyWrapper
public struct State<Value>: DynamicStorage {
  let box: StateBox<Value>

  /// A state with its initial value.
  public init(wrappedValue value: Value) { box = StateBox(value) }
  init(box: StateBox<Value>) { self.box = box }
  /// A state with its initial value.
  public init(initialValue value: Value) { box = StateBox(value) }

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

  func fresh() -> State { State(box: StateBox(box.initial)) }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state that starts as nil.
  public init() { box = StateBox(nil) }
}

/// A reference to a value owned elsewhere (SwiftUI's `@Binding`).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  let get: () -> Value
  let set: (Value) -> Void

  /// A binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }
  /// A binding from a getter and a setter that take a transaction (the transaction is the current one).
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.get = get
    self.set = { set($0, TransactionStack.current ?? Transaction()) }
  }
  /// A binding that never changes.
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
  /// Makes the property wrapper from a binding.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// The value.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
  /// The binding itself.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> Binding<T> {
    Binding<T>(
      get: { self.get()[keyPath: keyPath] },
      set: { v in
        var whole = self.get()
        whole[keyPath: keyPath] = v
        self.set(whole)
      })
  }

  /// This binding, with changes made in `animation`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    Binding(get: get, set: { v in withAnimation(animation) { self.set(v) } })
  }
}

/// A namespace for `matchedGeometryEffect` ids, one per view identity (SwiftUI's `@Namespace`).
@propertyWrapper
public struct Namespace: DynamicStorage {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
    init(value: Int) { self.value = value }
    /// The namespace a scene file names (`in: hero`), the same for every view that names it.
    package init(named name: String) { value = Self.hash("scene namespace " + name) }

    /// The same number for the same text, every run (Swift's `hashValue` is seeded per process).
    static func hash(_ text: String) -> Int { text.utf8.reduce(0) { $0 &* 31 &+ Int($1) } }
  }
  let box = StateBox<Int>(0)
  /// A namespace whose id, once the view is evaluated, comes from the view's identity (a hash of where its
  /// state is kept), so it stays the same from frame to frame.
  public init() {}
  /// The namespace's id.
  public var wrappedValue: ID { ID(value: box.value) }
  func bind(key: StateKey, store: StateStore) {
    box.key = key
    box.store = store
    if store.values[key] == nil {
      store.values[key] = ID.hash(key.description)
    }
  }
  func fresh() -> Namespace { Namespace() }
}

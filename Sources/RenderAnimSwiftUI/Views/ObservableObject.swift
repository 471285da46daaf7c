import Foundation

/// A reference type whose `@Published` properties a view observes (Combine's `ObservableObject`). A
/// published change re-evaluates the views with the transaction it was made in, and `objectWillChange`
/// sends before it.
public protocol ObservableObject: AnyObject {
  /// The kind of publisher of the object's coming changes.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  /// Sends before any `@Published` property of the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's publisher: it sends before each of its `@Published` properties changes.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.of(self) }
}

/// The clock and graph the runtime binds while it works: published values are kept with the time they
/// were set, so that a frame reads them as they were at its instant (frames stay a pure function of t).
nonisolated enum PublishedClock {
  /// The frame being drawn; nil during updates (the latest value).
  @TaskLocal static var frameTime: Double? = nil
  /// The time of the run a body being evaluated belongs to (ResolveContext+BodyRuns): its `Date()`.
  @TaskLocal static var bodyTime: Double? = nil
  /// Whether the body being evaluated in an update did not run again (its inputs held): it prints nothing.
  @TaskLocal static var repeatedBody = false
  /// The graph running updates, and its clock.
  @TaskLocal static var graph: ViewGraphReference? = nil
}

/// A weak reference to the running graph, for values set outside a `@State`.
nonisolated final class ViewGraphReference: @unchecked Sendable, _ObservationGraph {
  weak var graph: ViewGraph?
  init(_ graph: ViewGraph) { self.graph = graph }

  /// An `@Observable` property changes at the update's time…
  var _observationTime: Double { graph?.currentTime ?? 0 }
  /// …and draws the views again with the change's transaction, as a published change does.
  func _observedValueDidChange(
    of object: ObjectIdentifier, undo: (() -> Void)?, redo: (() -> Void)?
  ) {
    graph?.stateDidChange(key: nil, transaction: TransactionStack.current, undo: undo, redo: redo, object: object)
  }
}

nonisolated final class PublishedBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  /// (time, value), in time order; the first at −∞.
  private var history: [(Double, Value)]
  /// The subscribers of the property's publisher (`$name`): each new value goes to them before it is set.
  let subscribers = Conduits<Value, Never>()
  /// The object the property belongs to, once known.
  var owner: ObjectIdentifier?
  /// Whether an action made it (a model made in a tap): its publisher replaces another (ReplaceablePublisher).
  let madeInAction = PublishedClock.inAction
  /// The subscriptions that set the property (`assign(to: &$name)`), kept as long as it.
  private var assignments: [AnyCancellable] = []
  init(_ value: Value) { history = [(-.infinity, value)] }

  /// Keeps `assignment` for as long as the property lives.
  func keep(_ assignment: AnyCancellable) { lock.withLock { assignments.append(assignment) } }

  var value: Value {
    lock.withLock {
      guard let t = PublishedClock.frameTime else { return history[history.count - 1].1 }
      return history.last(where: { $0.0 <= t })!.1
    }
  }

  /// Sets the value; during an update, at the update's time, as a change of `owner` (the object the
  /// property belongs to; the box itself when not known) that the graph may take back and apply again.
  func set(_ value: Value, owner: ObjectIdentifier? = nil) {
    subscribers.send(value)
    let owner = owner ?? self.owner
    guard let graph = PublishedClock.graph?.graph else {
      lock.withLock { history[history.count - 1].1 = value }
      return
    }
    let t = graph.currentTime
    let (before, after) = lock.withLock {
      let before = history
      if history[history.count - 1].0 == t { history[history.count - 1].1 = value } else { history.append((t, value)) }
      return (before, history)
    }
    graph.stateDidChange(
      key: nil, transaction: TransactionStack.current, undo: { self.lock.withLock { self.history = before } },
      redo: { self.lock.withLock { self.history = after } }, object: owner ?? ObjectIdentifier(self))
  }
}

/// A property of an ``ObservableObject`` that views observe (SwiftUI's `@Published`).
@propertyWrapper
public struct Published<Value> {
  let box: PublishedBox<Value>
  /// A published property with its initial value.
  public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }
  /// The value: while a frame is drawn, the one it had at the frame's time. Setting it during an update
  /// records the change at the update's time and re-evaluates the views with the change's transaction.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.set(newValue) }
  }

  /// The value of the property of `object`: a change is a change of `object` (its views read all of its
  /// changes in the first transaction that made one, as on iOS).
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set {
      let box = object[keyPath: storageKeyPath].box
      box.owner = ObjectIdentifier(object)
      ObservableObjectPublisher.existing(object)?.propertyWillChange()
      box.set(newValue, owner: ObjectIdentifier(object))
    }
  }

  /// The property's publisher (`$name`): the value when subscribed, then each new value before it is set.
  public var projectedValue: Publisher {
    get { Publisher(box: box) }
    set {}
  }

  /// The publisher of a `@Published` property (Combine's `Published.Publisher`).
  public struct Publisher: RenderAnimSwiftUI.Publisher {
    /// The property's values.
    public typealias Output = Value
    /// Never.
    public typealias Failure = Never
    let box: PublishedBox<Value>
    /// Sends the value now, then each new value before the property takes it.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      let box = self.box
      box.subscribers.attach(subscriber, current: { [weak box] in box?.value })
    }
  }
}

/// An observable object a view owns, kept by the view's identity (SwiftUI's `@StateObject`).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicStorage {
  let make: () -> ObjectType
  let box = StateBox<ObjectType?>(nil)
  /// A state object made by `thunk` once per view identity, when the view first needs it.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }
  func fresh() -> StateObject { StateObject(wrappedValue: make()) }
  /// The object, kept with the view's state for as long as the view keeps its identity.
  public var wrappedValue: ObjectType {
    if let o = box.value { return o }
    let o = make()
    box.value = o
    return o
  }
  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
  func bind(key: StateKey, store: StateStore) {
    box.key = key
    box.store = store
    if case .some(.some) = store.values[key] as? ObjectType? { return }
    store.values[key] = Optional(make())
  }
}

/// An observable object passed in (SwiftUI's `@ObservedObject`).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
  /// Bindings to the object's properties (`$model.name`).
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    /// A binding that reads and writes the object's property at `keyPath`.
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
  /// The observed object.
  public var wrappedValue: ObjectType
  /// Observes `wrappedValue`, an object the view does not own.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

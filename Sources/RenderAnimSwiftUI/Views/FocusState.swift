/// Which view has the keyboard's focus (SwiftUI's `@FocusState`). It is state like `@State`: a body can
/// set it and read it back, and a change starts an update. Nothing draws a caret or a keyboard offline, so
/// focus changes no pixels by itself; views that read it (a border in the tint while focused) draw it.
@propertyWrapper
nonisolated public struct FocusState<Value: Hashable>: DynamicStorage {
  private(set) var state: State<Value>

  /// A binding to focus, as `.focused(_:)` takes it (SwiftUI's `FocusState.Binding`).
  @propertyWrapper
  public struct Binding {
    let get: () -> Value
    let set: (Value) -> Void
    /// The focused value.
    public var wrappedValue: Value {
      get { get() }
      nonmutating set { set(newValue) }
    }
    /// This binding.
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  /// The focused value.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }
  /// A binding to hand to `.focused(_:)`.
  public var projectedValue: FocusState<Value>.Binding {
    let state = self.state
    return Binding(get: { state.wrappedValue }, set: { state.wrappedValue = $0 })
  }

  /// Focus as a Boolean: nothing is focused at first.
  public init() where Value == Bool { state = State(initialValue: false) }
  /// Focus as an optional value: nil (nothing focused) at first.
  public init<T: Hashable>() where Value == T? { state = State(initialValue: nil) }

  func bind(key: StateKey, store: StateStore) { state.bind(key: key, store: store) }

  func fresh() -> FocusState {
    var own = self
    own.state = state.fresh()
    return own
  }
}

nonisolated extension View {
  /// The view takes focus while `condition` is true. Accepted: focus draws nothing offline.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
  /// The view takes focus while `binding` equals `value`. Accepted: focus draws nothing offline.
  public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View { self }
}

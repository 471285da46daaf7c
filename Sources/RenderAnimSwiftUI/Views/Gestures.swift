import Foundation

/// A gesture a view recognises (SwiftUI's `Gesture`). Drags, long presses and taps are played by
/// `--drag`, `--long-press` and `--tap` (docs/swift-views.md, Gestures); other gestures are accepted and
/// not played.
public protocol Gesture {
  /// What the gesture reports.
  associatedtype Value
}

/// A drag (SwiftUI's `DragGesture`): `onChanged` as the finger moves, once it has moved `minimumDistance`
/// points, `onEnded` when it lifts; `.updating` sets a `@GestureState` that goes back to its initial value
/// when the drag ends.
nonisolated public struct DragGesture: Gesture {
  /// Where the finger is, in the view's coordinates (its top-left corner at 0, 0).
  public struct Value: Equatable, Sendable {
    /// When the finger was at `location`: the sample's time on the render clock.
    public var time: Date
    /// Where the finger is.
    public var location: CGPoint
    /// Where the finger landed.
    public var startLocation: CGPoint
    /// The finger's speed in points a second (a played drag moves at one steady speed, so every sample
    /// has the same).
    public var velocity: CGSize
    /// Where the drag would come to rest if the finger lifted now, slowing at UIKit's normal deceleration.
    public var predictedEndLocation: CGPoint
    /// `location − startLocation`.
    public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
    /// Where the drag would come to rest if the finger lifted now.
    public var predictedEndTranslation: CGSize {
      CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
  }
  /// How far, in points, the finger moves before the drag begins and `onChanged` first runs.
  public let minimumDistance: Double
  var changed: [(Value) -> Void] = []
  var ended: [(Value) -> Void] = []
  var resets: [() -> Void] = []

  /// A drag that starts after the finger moves `minimumDistance` points (10 by default).
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = Double(minimumDistance)
  }
  /// Runs `action` each time the finger moves.
  public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
    var g = self
    g.changed.append(action)
    return g
  }
  /// Runs `action` when the finger lifts.
  public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
    var g = self
    g.ended.append(action)
    return g
  }
  /// Sets `state` from each value while the drag lasts; it returns to its initial value when it ends.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> DragGesture {
    var g = self
    g.changed.append(state.updater(body))
    g.resets.append { withTransaction(state.resetTransaction) { state.box.value = state.box.initial } }
    return g
  }
}

/// A press held for `minimumDuration` seconds (SwiftUI's `LongPressGesture`).
nonisolated public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  /// How long, in seconds, the finger stays down before the press succeeds and `onEnded` runs.
  public let minimumDuration: Double
  var ended: [(Bool) -> Void] = []
  var changed: [(Bool) -> Void] = []
  /// A press of at least `minimumDuration` seconds (0.5 by default).
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) { self.minimumDuration = minimumDuration }
  /// Runs `action` when the press has lasted `minimumDuration`.
  public func onEnded(_ action: @escaping (Bool) -> Void) -> LongPressGesture {
    var g = self
    g.ended.append(action)
    return g
  }
  /// Runs `action` when the press begins.
  public func onChanged(_ action: @escaping (Bool) -> Void) -> LongPressGesture {
    var g = self
    g.changed.append(action)
    return g
  }
  /// Sets `state` while the press lasts; it returns to its initial value when the finger lifts.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Bool, inout State, inout Transaction) -> Void
  ) -> LongPressGesture {
    var g = self
    g.changed.append(state.updater(body))
    return g
  }
}

/// A tap (SwiftUI's `TapGesture`), played by `--tap` as `onTapGesture` is.
nonisolated public struct TapGesture: Gesture {
  public typealias Value = Void
  var ended: [() -> Void] = []
  /// The taps it needs.
  let count: Int
  /// A tap gesture that ends after `count` taps in quick succession (docs/swift-views.md, Taps).
  public init(count: Int = 1) { self.count = count }
  /// Runs `action` on a tap.
  public func onEnded(_ action: @escaping () -> Void) -> TapGesture {
    var g = self
    g.ended.append(action)
    return g
  }
}

/// A gesture's state, reset when the gesture ends (SwiftUI's `@GestureState`).
@propertyWrapper
public struct GestureState<Value>: DynamicStorage {
  let box: StateBox<Value>
  let resetTransaction: Transaction
  /// A state that starts at `wrappedValue`; a drag that updates it returns it there, without animation,
  /// when the drag ends.
  public init(wrappedValue: Value) {
    box = StateBox(wrappedValue)
    resetTransaction = Transaction()
  }
  /// A state that starts at `initialValue` (the older spelling of `init(wrappedValue:)`).
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
  func fresh() -> GestureState { GestureState(wrappedValue: box.initial, resetTransaction: resetTransaction) }
  /// A state whose return to its initial value is made in `resetTransaction` (an animation, say).
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    box = StateBox(wrappedValue)
    self.resetTransaction = resetTransaction
  }
  /// The current value: the initial value, or what a gesture in progress has set it to (read-only).
  public var wrappedValue: Value { box.value }
  /// The state itself (`$state`), to hand to a gesture's `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }
  /// What `.updating(self, body:)` runs with each value: `body` sets the state in the transaction it
  /// chooses.
  func updater<V>(_ body: @escaping (V, inout Value, inout Transaction) -> Void) -> (V) -> Void {
    let box = self.box
    return { value in
      var s = box.value
      var t = Transaction()
      body(value, &s, &t)
      withTransaction(t) { box.value = s }
    }
  }
  func bind(key: StateKey, store: StateStore) {
    box.key = key
    box.store = store
    if store.values[key] == nil { store.values[key] = box.initial }
  }
}

/// A view's drag: what it does as a finger moves and lifts.
nonisolated struct DragTarget {
  var minimumDistance: Double
  var changed: [(DragGesture.Value) -> Void]
  var ended: [(DragGesture.Value) -> Void]
  var resets: [() -> Void]
}

/// A view's long press.
nonisolated struct LongPressTarget {
  var minimumDuration: Double
  var pressing: [(Bool) -> Void]
  var action: [() -> Void]
}

nonisolated extension View {
  /// Plays `gesture` on this view: `--drag X1,Y1->X2,Y2@T` drags it.
  public func gesture(_ gesture: DragGesture, including mask: GestureMask = .all) -> some View {
    annotate { node, _ in
      node.drag = DragTarget(
        minimumDistance: gesture.minimumDistance, changed: gesture.changed, ended: gesture.ended, resets: gesture.resets
      )
    }
  }
  /// Plays `gesture` on this view: `--long-press X,Y@T` presses it.
  public func gesture(_ gesture: LongPressGesture, including mask: GestureMask = .all) -> some View {
    annotate { node, _ in
      node.longPress = LongPressTarget(
        minimumDuration: gesture.minimumDuration, pressing: gesture.changed.map { f in { f($0) } },
        action: gesture.ended.map { f in { f(true) } })
    }
  }
  /// Plays `gesture` on this view: `--tap` taps it.
  public func gesture(_ gesture: TapGesture, including mask: GestureMask = .all) -> some View {
    let actions = gesture.ended
    return onTapGesture(count: gesture.count) { actions.forEach { $0() } }
  }
  /// A gesture whose type the call site does not name (`var drag: some Gesture { DragGesture()… }`) is
  /// played as the drag, long press or tap it is; other gestures (magnification, rotation, composed
  /// gestures) are accepted and not played.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    modifier(_AnyGestureModifier(gesture: gesture))
  }
  /// As `gesture(_:)`.
  public func simultaneousGesture(_ gesture: DragGesture, including mask: GestureMask = .all) -> some View {
    self.gesture(gesture)
  }
  /// As `gesture(_:)`.
  public func simultaneousGesture(_ gesture: LongPressGesture, including mask: GestureMask = .all) -> some View {
    self.gesture(gesture)
  }
  /// As `gesture(_:)`.
  public func simultaneousGesture(_ gesture: TapGesture, including mask: GestureMask = .all) -> some View {
    self.gesture(gesture)
  }
  /// As `gesture(_:)`.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    self.gesture(gesture)
  }
  /// As `gesture(_:)`.
  public func highPriorityGesture(_ gesture: DragGesture, including mask: GestureMask = .all) -> some View {
    self.gesture(gesture)
  }
  /// As `gesture(_:)`.
  public func highPriorityGesture(_ gesture: LongPressGesture, including mask: GestureMask = .all) -> some View {
    self.gesture(gesture)
  }
  /// As `gesture(_:)`.
  public func highPriorityGesture(_ gesture: TapGesture, including mask: GestureMask = .all) -> some View {
    self.gesture(gesture)
  }
  /// As `gesture(_:)`.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    self.gesture(gesture)
  }

  /// Runs `action` when a press on the view lasts `minimumDuration` seconds; `onPressingChanged` gets
  /// true when the finger lands and false when it lifts (`--long-press X,Y@T[+D]`).
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    annotate { node, _ in
      node.longPress = LongPressTarget(
        minimumDuration: minimumDuration, pressing: onPressingChanged.map { [$0] } ?? [], action: [action])
    }
  }
  /// The older form, with `pressing:` before `perform:` (disfavoured, as it is deprecated in SwiftUI).
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
  }
}

/// Which gestures of a view and its subviews are active (all are).
nonisolated public struct GestureMask: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// No gestures; the view's own gestures; the gestures of the views inside it (accepted and ignored:
  /// every gesture is active whatever the mask).
  public static let none = GestureMask([]), gesture = GestureMask(rawValue: 1), subviews = GestureMask(rawValue: 2)
  /// The view's own gestures and those of the views inside it.
  public static let all: GestureMask = [.gesture, .subviews]
}

/// `.gesture(_:)` with a gesture whose type the call site does not name (`some Gesture`): played as the
/// drag, long press or tap it is at run time; any other gesture is accepted and not played.
nonisolated public struct _AnyGestureModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let gesture: any Gesture

  func resolve(
    content: any View, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    let view = AnyView(content)
    let played: any View =
      switch gesture {
      case let drag as DragGesture: view.gesture(drag)
      case let press as LongPressGesture: view.gesture(press)
      case let tap as TapGesture: view.gesture(tap)
      default: view
      }
    return try context.resolve(played, path: path, environment: environment)
  }
}

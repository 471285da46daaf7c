/// The root view made once when it holds objects (docs/swift-views.md, "The root view").
///
/// An app's root view is made once: `#Preview { Counter() }` or an `App`'s `WindowGroup` makes the value,
/// and SwiftUI keeps it. A root that holds an object in a plain property (`let model = Model()`,
/// `@ObservedObject var model = Model()`) therefore keeps that object for the app's life, and the
/// object's changes show. render-anim makes the root again for each evaluation, which is the same view
/// for values, but would make a new object each time; so a root that holds an object is made once, at
/// the first update, and that one value is evaluated by every update and frame (its frames take turns,
/// since they bind its `@State` boxes).
nonisolated enum SharedRoot {
  /// Whether `root` holds an object in a stored property, directly, in an optional, or in
  /// `@ObservedObject` or `@Bindable` (not in `@State` or `@StateObject`, which the store keeps).
  static func holdsObjects(_ root: any View) -> Bool {
    // A compiled view file's root comes type-erased.
    if let erased = root as? AnyView { return holdsObjects(erased.view) }
    return holdsObjects(root, depth: 8)
  }

  /// Whether a view or modifier handed over as a value of its own type holds an observable object (an
  /// `ObservableObject` or an `@Observable` class) the same ways (HeldView): a plain class's changes do
  /// not draw views again, so a view holding one need not be kept.
  static func holdsObservableObjects<T>(_ value: T) -> Bool {
    if let erased = value as? AnyView { return holdsObservableObjects(erased.view) }
    return holdsObjects(value, depth: 8, observable: true)
  }

  /// Whether a view or modifier holds an object in a stored property, or a view or modifier it stores
  /// does (a modifier around the root that places one: `.environmentObject(Model())`), `depth` levels down.
  private static func holdsObjects(_ value: Any, depth: Int, observable: Bool = false) -> Bool {
    Mirror(reflecting: value).children.contains { child in
      if isObject(child.value, observable: observable) { return true }
      guard depth > 0, child.value is any View || child.value is any ViewModifier else { return false }
      return holdsObjects(child.value, depth: depth - 1, observable: observable)
    }
  }

  private static func isObject(_ value: Any, observable: Bool) -> Bool {
    if value is any DynamicStorage || value is any EnvironmentReading { return false }
    if let wrapper = value as? any ObjectWrapper { return wrapper.holdsObject }
    if type(of: value) is AnyClass { return !observable || value is any ObservableObject || value is any Observable }
    // Only an optional is looked into (without a mirror for every other value: this runs for each view).
    guard type(of: value) is any ExpressibleByNilLiteral.Type else { return false }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return false }
    return mirror.children.first.map { isObject($0.value, observable: observable) } ?? false
  }
}

/// A property wrapper around an object a view is handed (`@ObservedObject`, `@Bindable`).
protocol ObjectWrapper {
  /// Whether it wraps an object (a `@Bindable` may wrap a value).
  var holdsObject: Bool { get }
}

extension ObservedObject: ObjectWrapper {
  var holdsObject: Bool { true }
}

extension Bindable: ObjectWrapper {
  var holdsObject: Bool { type(of: wrappedValue as Any) is AnyClass }
}

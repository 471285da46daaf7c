import Foundation

/// A key for a value of the environment (SwiftUI's `EnvironmentKey`): declare one, and a property of
/// ``EnvironmentValues`` that reads and writes `self[Key.self]`, to pass a value down the view tree.
public protocol EnvironmentKey {
  /// The value's type.
  associatedtype Value
  /// The value where no view above set one.
  static var defaultValue: Value { get }
}

/// The values that flow down the view tree (SwiftUI's `EnvironmentValues`): read with `@Environment`,
/// set for a subtree with `.environment(_:_:)`.
nonisolated public struct EnvironmentValues {
  private var values: [ObjectIdentifier: Any] = [:]

  /// The default environment: light mode, a compact width, `en_US`.
  public init() {}

  /// The value of `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    // What a view set, else the key's default (a cast of a missing value to an optional `Value` would
    // succeed as nil and hide a default that is not nil, such as the horizontal size class's `.compact`).
    get {
      guard let stored = values[ObjectIdentifier(key)], let value = stored as? K.Value else { return K.defaultValue }
      return value
    }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The object of type `T` a view above placed with `.environment(_:)` or `.environmentObject(_:)`.
  func object<T: AnyObject>(_ type: T.Type) -> T? { values[ObjectIdentifier(type)] as? T }
  mutating func setObject<T: AnyObject>(_ object: T?) { values[ObjectIdentifier(T.self)] = object }
}

/// Reads a value of the environment (SwiftUI's `@Environment`): `@Environment(\.colorScheme) var scheme`.
/// With an observable type, `@Environment(Model.self) var model` reads the object a view above placed with
/// `.environment(model)`.
@propertyWrapper public struct Environment<Value>: EnvironmentReading {
  let read: (EnvironmentValues) -> Value?
  /// The type read, for the error when no view above placed an object of it.
  let objectType: Any.Type?
  let box = EnvironmentBox()

  /// Reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
    objectType = nil
  }
  /// Reads the observable object of `objectType` a view above placed; a view without one is an error,
  /// as in SwiftUI.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { $0.object(objectType) }
    self.objectType = objectType
  }
  /// Reads the observable object of `objectType` a view above placed, or nil.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    read = { .some($0.object(objectType)) }
    self.objectType = nil
  }

  /// The value where the view is.
  public var wrappedValue: Value {
    // `bind` refused a missing object before the body ran, so a value is here.
    read(box.values ?? EnvironmentValues())!
  }

  func bind(_ values: EnvironmentValues) -> String? {
    box.values = values
    guard let objectType, read(values) == nil else { return nil }
    return "no observable object of type \(objectType) in the environment: a view above must place one with "
      + ".environment(_:)"
  }
}

/// The environment a view's `@Environment` properties read, set when its body is evaluated.
nonisolated final class EnvironmentBox {
  var values: EnvironmentValues?
}

/// A property that reads the environment (`@Environment`), bound before a body runs: the error when what
/// it reads is missing.
protocol EnvironmentReading {
  func bind(_ values: EnvironmentValues) -> String?
}

/// Light or dark appearance (SwiftUI's `ColorScheme`).
nonisolated public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// The light appearance (the default).
  case light
  /// The dark appearance: system colours take their dark variants.
  case dark
}

/// A width or height class (SwiftUI's `UserInterfaceSizeClass`).
nonisolated public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// A constrained dimension: by default, the horizontal class (an iPhone's width in portrait).
  case compact
  /// An expansive dimension: by default, the vertical class (an iPhone's height in portrait).
  case regular
}

/// The direction text and stacks run in (SwiftUI's `LayoutDirection`).
nonisolated public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  /// Left to right (the default).
  case leftToRight
  /// Right to left (a value views can set and read: render-anim lays out left to right whatever it is).
  case rightToLeft
}

/// Whether the app is in front (SwiftUI's `ScenePhase`): a render is always `.active`.
nonisolated public enum ScenePhase: Hashable, Sendable {
  /// The app is not visible (never a render's phase).
  case background
  /// The app is visible but does not take events (never a render's phase).
  case inactive
  /// The app is in front and takes events: the phase of every render.
  case active
}

/// Dismisses the presentation the view is in (SwiftUI's `DismissAction`): a sheet, cover, alert or
/// dialog; outside a presentation it does nothing.
nonisolated public struct DismissAction: Sendable {
  let action: Unchecked?
  init(_ action: (() -> Void)? = nil) { self.action = action.map { Unchecked(value: $0) } }
  /// Dismisses the presentation.
  public func callAsFunction() { (action?.value as? () -> Void)?() }
}

/// The old form of ``DismissAction`` (SwiftUI's `PresentationMode`), read as
/// `@Environment(\.presentationMode)`.
nonisolated public struct PresentationMode: Sendable {
  let dismissAction: DismissAction
  /// Whether the view is presented.
  public var isPresented: Bool { dismissAction.action != nil }
  /// Dismisses the presentation.
  public mutating func dismiss() { dismissAction() }
}

private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction() }

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }

extension EnvironmentValues {
  /// Light or dark (light unless a view above says otherwise).
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  /// An iPhone in portrait: compact.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }
  /// An iPhone in portrait: regular.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
  /// Left to right.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
  /// Whether controls here take input: false under `.disabled(true)`, where controls draw dimmed.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  /// Reduce Motion: off, so animations play.
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }
  /// `en_US`.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
  /// The Gregorian calendar.
  public var calendar: Calendar { Calendar(identifier: .gregorian) }
  /// The machine's time zone.
  public var timeZone: TimeZone { TimeZone.current }
  /// `.active`: a render is an app in front.
  public var scenePhase: ScenePhase { .active }
  /// Dismisses the presentation this view is in.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
  /// The presentation this view is in, as a binding (SwiftUI's older `presentationMode`).
  public var presentationMode: Binding<PresentationMode> {
    .constant(PresentationMode(dismissAction: dismiss))
  }
  /// Whether the view is in a presentation.
  public var isPresented: Bool { dismiss.action != nil }
}

nonisolated extension View {
  /// Sets the environment value at `keyPath` for this view and the views inside it.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    environmentChange { $0.values[keyPath: keyPath] = value }
  }
  /// Places an observable object for the views inside, which read it with `@Environment(T.self)`.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    environmentChange(placing: object) { $0.values.setObject(object) }
  }
  /// Places an observable object for the views inside, which read it with `@EnvironmentObject`.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    environmentChange(placing: object) { $0.values.setObject(object) }
  }
}

/// Reads the observable object a view above placed with `.environmentObject(_:)` (SwiftUI's
/// `@EnvironmentObject`); a view without one is an error, as in SwiftUI.
@propertyWrapper public struct EnvironmentObject<ObjectType: ObservableObject>: EnvironmentReading {
  let box = EnvironmentBox()
  /// Reads the object of the property's type.
  public init() {}
  /// The object.
  public var wrappedValue: ObjectType {
    // `bind` refused a missing object before the body ran, so one is here.
    (box.values ?? EnvironmentValues()).object(ObjectType.self)!
  }
  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

  func bind(_ values: EnvironmentValues) -> String? {
    box.values = values
    guard values.object(ObjectType.self) == nil else { return nil }
    return "no ObservableObject of type \(ObjectType.self) in the environment: a view above must place one with "
      + ".environmentObject(_:)"
  }
}

/// A stored property that a view's body reads from outside the view (SwiftUI's `DynamicProperty`): the
/// property wrappers of the library conform, and so can a custom wrapper of the user's own, whose own
/// `@State`, `@Environment` and other dynamic properties are connected as if the view declared them, kept
/// under the view's identity; ``update()`` is called after they are and before the body runs
/// (docs/swift-views.md, "Custom dynamic properties").
///
/// ```swift
/// @propertyWrapper struct Counter: DynamicProperty {
///   @State private var count = 0
///   var wrappedValue: Int { get { count } nonmutating set { count = newValue } }
/// }
/// ```
public protocol DynamicProperty {
  /// Brings the property up to date before the body that holds it runs: its own dynamic properties are
  /// already connected.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing: a property with nothing to derive.
  public mutating func update() {}

  /// Calls ``update()`` on the property stored at `address`.
  static func update(at address: UnsafeMutableRawPointer) {
    address.assumingMemoryBound(to: Self.self).pointee.update()
  }
}

extension State: DynamicProperty {}
extension Binding: DynamicProperty {}
extension Namespace: DynamicProperty {}
extension Environment: DynamicProperty {}
extension EnvironmentObject: DynamicProperty {}
extension StateObject: DynamicProperty {}
extension ObservedObject: DynamicProperty {}
extension GestureState: DynamicProperty {}
extension FocusState: DynamicProperty {}
extension AppStorage: DynamicProperty {}
extension SceneStorage: DynamicProperty {}
extension ScaledMetric: DynamicProperty {}

/// A property wrapper of the library that the runtime connects by other means (a binding reads its
/// source, an observed object is the view's input) rather than as a custom ``DynamicProperty``.
protocol BuiltInProperty {}

extension Binding: BuiltInProperty {}
extension ObservedObject: BuiltInProperty {}

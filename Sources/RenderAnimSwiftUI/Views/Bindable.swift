/// Bindings to the properties of an observable object (SwiftUI's `@Bindable`): `@Bindable var model: Model`
/// in a view, then `$model.name` is a `Binding<String>` for a control.
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value
  /// Itself: `$model.name` looks up a binding through it.
  public var projectedValue: Bindable<Value> { self }

  /// Bindings to `wrappedValue`'s properties.
  public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
  /// Bindings to `wrappedValue`'s properties (`Bindable(model).name`).
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
  /// The property wrapper from its projection.
  public init(projectedValue: Bindable<Value>) { self = projectedValue }

  /// A binding to the property at `keyPath`; setting it changes the object, in the current transaction.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
  where Value: AnyObject {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: Identifiable where Value: Identifiable {
  /// The object's identity.
  public var id: Value.ID { wrappedValue.id }
}

@_spi(Reflection) import Swift
import Foundation

/// The dynamic properties of a view or modifier type (`@State`, `@Namespace`, `@StateObject`,
/// `@GestureState`, `@FocusState`, `@Environment` and the other environment readers), found once per type
/// from its metadata: the stored fields' names, offsets and types the compiler records, as SwiftUI finds
/// them. Binding a value then reads each property at its offset with its own type, with no reflection of
/// the value (docs/architecture.md). A type whose fields the metadata does not list (a class) is walked
/// with `Mirror`.
package nonisolated enum DynamicProperties {
  /// One dynamic property of a type.
  struct Field {
    let name: String
    let offset: Int
    let kind: Kind
  }

  enum Kind {
    case storage(any DynamicStorage.Type)
    case environment(any EnvironmentReading.Type)
    /// A custom ``DynamicProperty``, listed after its own dynamic properties: its `update()` is called.
    case custom(any DynamicProperty.Type)
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var tables: [ObjectIdentifier: [Field]?] = [:]

  /// The dynamic properties of `type` in declaration order; nil when its fields cannot be listed.
  static func fields(of type: Any.Type) -> [Field]? {
    let id = ObjectIdentifier(type)
    lock.lock()
    defer { lock.unlock() }
    if let known = tables[id] { return known }
    let fields = listFields(of: type, depth: 0)
    tables[id] = fields
    return fields
  }

  /// The fields of ``fields(of:)``, with those of custom dynamic properties `depth` levels down (their names
  /// joined with a dot, their offsets from the outer value's start).
  private static func listFields(of type: Any.Type, depth: Int) -> [Field]? {
    guard !(type is AnyClass) else { return nil }
    var fields: [Field] = []
    var listedAll = true
    let listed = _forEachField(of: type, options: []) { cName, offset, fieldType, _ in
      let name = String(cString: cName)
      if let storage = fieldType as? any DynamicStorage.Type {
        fields.append(Field(name: name, offset: offset, kind: .storage(storage)))
      } else if let reader = fieldType as? any EnvironmentReading.Type {
        fields.append(Field(name: name, offset: offset, kind: .environment(reader)))
      } else if let custom = fieldType as? any DynamicProperty.Type, !(fieldType is any BuiltInProperty.Type) {
        // A wrapper of the user's own: its properties are the view's, under its name.
        guard depth < 8, let inner = listFields(of: fieldType, depth: depth + 1) else {
          listedAll = false
          return false
        }
        fields += inner.map { Field(name: name + "." + $0.name, offset: offset + $0.offset, kind: $0.kind) }
        fields.append(Field(name: name, offset: offset, kind: .custom(custom)))
      }
      return true
    }
    return listed && listedAll ? fields : nil
  }

  /// The stored names of `type`'s dynamic properties, as its metadata lists them (`_count` for
  /// `@State var count`); nil for a type whose fields the metadata does not list (a class).
  package static func propertyNames(of type: Any.Type) -> [String]? { fields(of: type)?.map(\.name) }

  /// The same for the type of a value handed over as `Any`, opened as ``bind(_:view:store:environment:)``
  /// opens it.
  package static func propertyNames(ofValue value: Any) -> [String]? {
    func opened<T>(_: T) -> [String]? { propertyNames(of: T.self) }
    return _openExistential(value, do: opened)
  }

  /// Connects the storage properties of `value` to `store` under the view's identity `view`, and its
  /// environment readers to `environment`, in declaration order. Returns the value to evaluate — a copy
  /// whose storage properties have boxes of their own, bound to this place (the same value evaluated at
  /// another place gets others: a modifier's `content` shown twice keeps two states) — and the message of
  /// the first reader whose value the environment lacks (an object no view above placed).
  static func bind(
    _ value: Any, view: ViewPath, store: StateStore, environment: EnvironmentValues
  ) -> (value: Any, missing: String?) {
    func opened<T>(_ value: T) -> (value: Any, missing: String?) {
      guard let fields = fields(of: T.self) else {
        return (value, reflecting(value, view: view, store: store, environment: environment))
      }
      var own = value
      let missing = withUnsafeMutableBytes(of: &own) { raw -> String? in
        guard let base = raw.baseAddress else { return nil }
        for field in fields {
          switch field.kind {
          case .storage(let type):
            type.rebind(at: base + field.offset, key: StateKey(view: view, property: field.name), store: store)
          case .environment(let type):
            if let missing = type.bind(at: UnsafeRawPointer(base + field.offset), environment) { return missing }
          case .custom(let type):
            type.update(at: base + field.offset)
          }
        }
        return nil
      }
      return (own, missing)
    }
    // `Any` is not opened implicitly: a generic function called with it sees `Any` as its type.
    return _openExistential(value, do: opened)
  }

  /// The same with `Mirror`, for a type whose fields the metadata does not list.
  private static func reflecting(
    _ value: Any, view: ViewPath, store: StateStore, environment: EnvironmentValues
  ) -> String? {
    for (i, child) in Mirror(reflecting: value).children.enumerated() {
      if let reading = child.value as? any EnvironmentReading, let missing = reading.bind(environment) {
        return missing
      }
      guard let property = child.value as? any DynamicStorage else { continue }
      property.bind(key: StateKey(view: view, property: child.label ?? String(i)), store: store)
    }
    return nil
  }
}

extension DynamicStorage {
  /// Gives the property stored at `address` a box of its own, bound to `key`.
  static func rebind(at address: UnsafeMutableRawPointer, key: StateKey, store: StateStore) {
    let property = address.assumingMemoryBound(to: Self.self)
    let own = property.pointee.fresh()
    own.bind(key: key, store: store)
    property.pointee = own
  }
}

extension EnvironmentReading {
  /// Binds the reader stored at `address`; the message when the environment lacks its value.
  static func bind(at address: UnsafeRawPointer, _ environment: EnvironmentValues) -> String? {
    address.load(as: Self.self).bind(environment)
  }
}

import Foundation

/// What a view's or modifier's body depends on, read before it runs: its stored properties (what its
/// parent passed in), the values of its `@State`, `@Binding`, `@GestureState` and `@Environment`
/// properties, and the objects it observes. SwiftUI runs a body again only when one of these changed;
/// render-anim compares them to decide which evaluation a body's random numbers and clock belong to
/// (docs/swift-views.md, "Bodies run where something changed").
///
/// Values that are `Equatable` compare with `==`; other structures compare field by field (as SwiftUI
/// compares a view's fields); objects by identity; closures cannot be compared and count as changed when
/// the body that made them ran again.
nonisolated struct BodyInputs {
  enum Leaf {
    case value(any Equatable)
    /// A closure, or a structure too large to compare: the same only when the body around it did not run.
    case opaque
    /// A type, an enum case or a child count: the shape of the value.
    case mark(String)
  }
  private(set) var leaves: [Leaf] = []

  /// The most leaves one value is broken into, and how deep; past them it is ``Leaf/opaque``.
  static let maximumLeaves = 4096
  static let maximumDepth = 8

  /// The inputs of `value`, whose properties are already bound to their storage; `objects` counts the
  /// changes of every observable object so far (a view that observes one depends on all of them).
  init(_ value: Any, objects: Int) {
    add(value, depth: 0, objects: objects)
  }

  /// The inputs of `value` with its objects counted by kind when `identities` is false: the same for two
  /// values that differ only in the objects they hold (HeldView).
  init(_ value: Any, objects: Int, identities: Bool) {
    self.identities = identities
    add(value, depth: 0, objects: objects)
  }
  private var identities = true

  /// The objects among the inputs (observed, or held in a property or a state).
  var objects: Set<ObjectIdentifier> {
    Set(
      leaves.compactMap {
        if case .value(let v) = $0 { return v as? ObjectIdentifier }
        return nil
      })
  }

  /// Whether `other` has the same inputs; `closuresMatch` when the body that made both values did not run
  /// again in between (its closures are the same ones).
  func matches(_ other: BodyInputs, closuresMatch: Bool) -> Bool {
    guard leaves.count == other.leaves.count else { return false }
    for (a, b) in zip(leaves, other.leaves) {
      switch (a, b) {
      case (.value(let x), .value(let y)): if !Self.equal(x, y) { return false }
      case (.opaque, .opaque): if !closuresMatch { return false }
      case (.mark(let x), .mark(let y)): if x != y { return false }
      default: return false
      }
    }
    return true
  }

  private static func equal(_ a: any Equatable, _ b: any Equatable) -> Bool {
    func open<T: Equatable>(_ a: T) -> Bool { (b as? T) == a }
    return open(a)
  }

  private mutating func add(_ value: Any, depth: Int, objects: Int) {
    guard leaves.count < Self.maximumLeaves, depth < Self.maximumDepth else { return leaves.append(.opaque) }
    // A view's own storage is this place's, whatever the parent passed (and reading an unbound
    // `@StateObject` would make its object).
    if !identities, value is any DynamicStorage { return leaves.append(.mark("storage")) }
    if let dependency = value as? any BodyDependency {
      switch dependency.dependency {
      case .value(let v): return add(v, depth: depth + 1, objects: objects)
      case .object(let id):
        guard identities else { return leaves.append(.mark("object")) }
        leaves.append(.value(id))
        return leaves.append(.value(objects))
      case .none: return
      }
    }
    if let e = value as? any Equatable { return leaves.append(.value(e)) }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class?:
      return leaves.append(identities ? .value(ObjectIdentifier(value as AnyObject)) : .mark("object"))
    case .enum?:
      leaves.append(.mark(mirror.children.first?.label ?? String(describing: value)))
    case nil where mirror.children.isEmpty:
      // A closure (or a type with no fields to read): nothing to compare it by.
      return leaves.append(
        String(describing: type(of: value)).contains("->") ? .opaque : .mark(String(describing: value)))
    default:
      leaves.append(.mark("\(mirror.subjectType)#\(mirror.children.count)"))
    }
    for child in mirror.children { add(child.value, depth: depth + 1, objects: objects) }
  }
}

/// A property wrapper a body depends on through its value, not its storage.
protocol BodyDependency {
  var dependency: BodyDependencyValue { get }
}

/// How a property wrapper counts among a body's inputs.
enum BodyDependencyValue {
  /// Its current value (`@State`, `@Binding`, `@Environment`).
  case value(Any)
  /// An observed object: its identity, and every published change.
  case object(ObjectIdentifier)
  /// Nothing (`@Namespace`: the same for the view's whole life).
  case none
}

extension State: BodyDependency {
  var dependency: BodyDependencyValue { .value(box.value) }
}

extension Binding: BodyDependency {
  var dependency: BodyDependencyValue { .value(get()) }
}

extension GestureState: BodyDependency {
  var dependency: BodyDependencyValue { .value(box.value) }
}

extension Environment: BodyDependency {
  var dependency: BodyDependencyValue { .value(wrappedValue) }
}

extension Namespace: BodyDependency {
  var dependency: BodyDependencyValue { .none }
}

extension StateObject: BodyDependency {
  var dependency: BodyDependencyValue { .object(ObjectIdentifier(wrappedValue)) }
}

extension ObservedObject: BodyDependency {
  var dependency: BodyDependencyValue { .object(ObjectIdentifier(wrappedValue)) }
}

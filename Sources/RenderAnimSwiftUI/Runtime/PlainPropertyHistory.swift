@_spi(Reflection) import Swift
import Foundation

/// The stored properties of objects whose changes are signalled by hand (`objectWillChange.send()` before
/// setting a property that is not `@Published`), kept with the time of each update, so that a frame sets
/// them to their values at its time and back to the latest when it ends, as the registrar does for
/// `@Observable` (docs/swift-views.md, Combine). Frames of one history that restore objects take turns.
///
/// A property is kept when its type is plain data: numbers, flags, dates, enumerations and structures of
/// them (without text), text, and optionals, arrays, sets and dictionaries of these. One that can hold an
/// object (a subscription, a timer, another model, a closure; a weak or unowned reference) is left alone:
/// keeping its old values would keep those objects alive, and a frame does not read through them.
nonisolated final class PlainPropertyHistory: @unchecked Sendable {
  private struct Field {
    let offset: Int
    let type: Any.Type
  }

  private final class Tracked {
    weak var object: AnyObject?
    var fields: [Field]
    /// (time, a value per field), in time order; the first at −∞.
    var history: [(time: Double, values: [Any])] = []
    init(_ object: AnyObject, fields: [Field]) {
      self.object = object
      self.fields = fields
    }
  }

  /// The standard library's `.classType` option (a `static var` there, so not read from it here).
  private static let classType = _EachFieldOptions(rawValue: 1 << 0)
  private var tracked: [ObjectIdentifier: Tracked] = [:]
  private let frames = NSLock()
  /// Whether any object is tracked (else frames need not take turns).
  var isEmpty: Bool { tracked.isEmpty }

  /// Starts keeping `object`'s properties, before its first change by hand: their values now hold for
  /// every earlier time.
  func track(_ object: AnyObject) {
    let id = ObjectIdentifier(object)
    guard tracked[id] == nil else { return }
    var fields: [Field] = []
    _ = _forEachField(of: type(of: object), options: Self.classType) { _, offset, type, _ in
      if Self.isPlain(type) { fields.append(Field(offset: offset, type: type)) }
      return true
    }
    let entry = Tracked(object, fields: fields)
    tracked[id] = entry
    record(entry, at: -.infinity)
  }

  /// After an update at `t`: each tracked object's properties as the update left them.
  func record(at t: Double) {
    for entry in tracked.values where entry.object != nil { record(entry, at: t) }
  }

  private func record(_ entry: Tracked, at t: Double) {
    guard let object = entry.object else { return }
    if entry.history.last?.time == t { entry.history.removeLast() }
    entry.history.append((t, Self.values(of: object, entry.fields)))
  }

  /// Runs `body` (a frame's evaluation) with every tracked property set to its value at `t`, then to its
  /// latest value.
  func frame<R>(at t: Double, _ body: () throws -> R) rethrows -> R {
    guard !isEmpty else { return try body() }
    frames.lock()
    defer { frames.unlock() }
    set { history in history.last { $0.time <= t } ?? history.first }
    defer { set { $0.last } }
    return try body()
  }

  private func set(_ pick: ([(time: Double, values: [Any])]) -> (time: Double, values: [Any])?) {
    for entry in tracked.values {
      guard let object = entry.object, let chosen = pick(entry.history) else { continue }
      let base = Unmanaged.passUnretained(object).toOpaque()
      for (field, value) in zip(entry.fields, chosen.values) {
        Self.store(value, as: field.type, at: base + field.offset)
      }
    }
  }

  private static func values(of object: AnyObject, _ fields: [Field]) -> [Any] {
    let base = Unmanaged.passUnretained(object).toOpaque()
    return fields.map { load($0.type, at: base + $0.offset) }
  }

  private static func load(_ type: Any.Type, at pointer: UnsafeMutableRawPointer) -> Any {
    func load<T>(_: T.Type) -> Any { pointer.assumingMemoryBound(to: T.self).pointee }
    return _openExistential(type, do: load)
  }

  private static func store(_ value: Any, as type: Any.Type, at pointer: UnsafeMutableRawPointer) {
    func store<T>(_: T.Type) {
      if let value = value as? T { pointer.assumingMemoryBound(to: T.self).pointee = value }
    }
    _openExistential(type, do: store)
  }

  /// Whether values of `type` are plain data (no reference to an object anywhere in them).
  static func isPlain(_ type: Any.Type) -> Bool {
    func plain<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    if _openExistential(type, do: plain) || type == String.self || type == Substring.self { return true }
    return (type as? any PlainContainer.Type)?.holdsPlainData ?? false
  }
}

/// A generic container whose values are plain data when its elements are.
private protocol PlainContainer {
  static var holdsPlainData: Bool { get }
}
extension Optional: PlainContainer {
  fileprivate static var holdsPlainData: Bool { PlainPropertyHistory.isPlain(Wrapped.self) }
}
extension Array: PlainContainer {
  fileprivate static var holdsPlainData: Bool { PlainPropertyHistory.isPlain(Element.self) }
}
extension Set: PlainContainer {
  fileprivate static var holdsPlainData: Bool { PlainPropertyHistory.isPlain(Element.self) }
}
extension Dictionary: PlainContainer {
  fileprivate static var holdsPlainData: Bool {
    PlainPropertyHistory.isPlain(Key.self) && PlainPropertyHistory.isPlain(Value.self)
  }
}

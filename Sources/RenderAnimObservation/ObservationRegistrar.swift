import Foundation

/// Tracks the properties of one observable object (Observation's `ObservationRegistrar`; the
/// ``Observable()`` macro gives each class one). Each change is kept with the time of the update that made
/// it, so that a frame can read the property as it was at its own time; the running graph is told of the
/// change, and draws again the views, animated with the change's transaction.
public struct ObservationRegistrar: Sendable {
  private let history = PropertyHistory()

  /// A registrar with no history.
  public init() {}

  /// A property is read: in a frame, it is set to its value at the frame's time first (the accessor then
  /// returns its storage), once per frame; inside `withObservationTracking`, it is recorded. Outside a frame
  /// the storage holds the latest value already (a frame sets it back when it ends).
  public func access<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    guard !_ObservationRuntime.passThrough else { return }
    ObservationTracking.current?.add(history, keyPath)
    guard let time = _ObservationRuntime.frameTime, let restored = _ObservationRuntime.restored,
      let writable = keyPath as? ReferenceWritableKeyPath<Subject, Member>,
      restored.first(ObjectIdentifier(history), keyPath),
      let value = history.value(keyPath, at: time) as? Member,
      let latest = history.value(keyPath, at: nil) as? Member
    else { return }
    _ObservationRuntime.$passThrough.withValue(true) { subject[keyPath: writable] = value }
    restored.append { subject[keyPath: writable] = latest }
  }

  /// A property is about to change: its value until now is kept, for the frames before the change.
  public func willSet<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    guard !_ObservationRuntime.passThrough else { return }
    if _ObservationRuntime.graph != nil {
      history.keepFirst(keyPath) { read(subject, keyPath) }
      history.keepBefore(keyPath, read(subject, keyPath))
    }
    history.willChange(keyPath)
  }

  /// A property changed: its value is kept with the time of the update, and the graph is told.
  public func didSet<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    guard !_ObservationRuntime.passThrough else { return }
    let graph = _ObservationRuntime.graph
    let value = read(subject, keyPath)
    let before = history.list(keyPath)
    history.record(keyPath, value, at: graph?._observationTime)
    guard let graph else { return }
    _ObservationRuntime.inUse.store(true, ordering: .releasing)
    let after = history.list(keyPath)
    var change: PropertyChange<Subject, Member>? = nil
    if let writable = keyPath as? ReferenceWritableKeyPath<Subject, Member>,
      let old = history.takeBefore(keyPath) as? Member
    {
      change = PropertyChange(
        subject: subject, keyPath: writable, values: (old, value), history: history, lists: (before, after))
    }
    graph._observedValueDidChange(
      of: ObjectIdentifier(subject as AnyObject), undo: change.map { c in { c.apply(old: true) } },
      redo: change.map { c in { c.apply(old: false) } })
  }

  /// Changes a property: ``willSet(_:keyPath:)``, the change, ``didSet(_:keyPath:)``.
  public func withMutation<Subject: Observable, Member, T>(
    of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> T
  ) rethrows -> T {
    if _ObservationRuntime.passThrough { return try mutation() }
    willSet(subject, keyPath: keyPath)
    defer { didSet(subject, keyPath: keyPath) }
    return try mutation()
  }

  private func read<Subject, Member>(_ subject: Subject, _ keyPath: KeyPath<Subject, Member>) -> Member {
    _ObservationRuntime.$passThrough.withValue(true) { subject[keyPath: keyPath] }
  }
}

/// The values one object's tracked properties have had, each with the time it was set (the first at −∞),
/// and the `withObservationTracking` calls waiting for a change. Guarded by a lock: frames on several
/// threads read it.
final class PropertyHistory: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [AnyKeyPath: [(time: Double, value: Any)]] = [:]
  private var waiting: [AnyKeyPath: [ObservationTracking]] = [:]

  /// The value at `time` (the latest for nil), or nil when the property never changed in a graph.
  func value(_ keyPath: AnyKeyPath, at time: Double?) -> Any? {
    lock.withLock {
      guard let values = values[keyPath] else { return nil }
      guard let time else { return values.last?.value }
      return values.last(where: { $0.time <= time })?.value
    }
  }

  /// The values before each change in progress (``ObservationRegistrar/willSet(_:keyPath:)`` to
  /// ``ObservationRegistrar/didSet(_:keyPath:)``), by property.
  private var before: [AnyKeyPath: Any] = [:]

  /// Keeps the value a property has before a change, until the change is done.
  func keepBefore(_ keyPath: AnyKeyPath, _ value: Any) { lock.withLock { before[keyPath] = value } }
  /// The value kept before the change just done.
  func takeBefore(_ keyPath: AnyKeyPath) -> Any? { lock.withLock { before.removeValue(forKey: keyPath) } }

  /// A property's values with their times.
  func list(_ keyPath: AnyKeyPath) -> [(time: Double, value: Any)]? { lock.withLock { values[keyPath] } }
  /// Sets a property's values with their times back to `list`.
  func restore(_ keyPath: AnyKeyPath, _ list: [(time: Double, value: Any)]?) {
    lock.withLock { values[keyPath] = list }
  }

  /// Keeps the value before the first change, for all times before it.
  func keepFirst(_ keyPath: AnyKeyPath, _ value: () -> Any) {
    guard lock.withLock({ values[keyPath] == nil }) else { return }
    let first = value()
    lock.withLock {
      if values[keyPath] == nil { values[keyPath] = [(-.infinity, first)] }
    }
  }

  /// Keeps `value` from `time` on; without a time (a change outside a graph), it replaces the latest.
  func record(_ keyPath: AnyKeyPath, _ value: Any, at time: Double?) {
    lock.withLock {
      guard var list = values[keyPath] else {
        if let time { values[keyPath] = [(time, value)] }
        return
      }
      if let time, list[list.count - 1].time != time {
        list.append((time, value))
      } else {
        list[list.count - 1].value = value
      }
      values[keyPath] = list
    }
  }

  /// Tells the tracking waiting for a change of `keyPath` (each once).
  func willChange(_ keyPath: AnyKeyPath) {
    let called = lock.withLock { waiting.removeValue(forKey: keyPath) ?? [] }
    for tracking in called { tracking.changed() }
  }

  /// Makes `tracking` wait for a change of `keyPath`.
  func wait(_ tracking: ObservationTracking, for keyPath: AnyKeyPath) {
    lock.withLock { waiting[keyPath, default: []].append(tracking) }
  }
}

/// One change of an observed object's property, to take back and apply again: the storage set without
/// telling anyone, and the property's history as it was.
private final class PropertyChange<Subject, Member> {
  let subject: Subject
  let keyPath: ReferenceWritableKeyPath<Subject, Member>
  let values: (old: Member, new: Member)
  let history: PropertyHistory
  let lists: (before: [(time: Double, value: Any)]?, after: [(time: Double, value: Any)]?)

  init(
    subject: Subject, keyPath: ReferenceWritableKeyPath<Subject, Member>, values: (old: Member, new: Member),
    history: PropertyHistory, lists: (before: [(time: Double, value: Any)]?, after: [(time: Double, value: Any)]?)
  ) {
    self.subject = subject
    self.keyPath = keyPath
    self.values = values
    self.history = history
    self.lists = lists
  }

  /// Sets the property to its value before the change (`old`) or after it.
  func apply(old: Bool) {
    _ObservationRuntime.$passThrough.withValue(true) { subject[keyPath: keyPath] = old ? values.old : values.new }
    history.restore(keyPath, old ? lists.before : lists.after)
  }
}

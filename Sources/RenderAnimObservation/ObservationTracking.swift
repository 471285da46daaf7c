import Foundation

/// Runs `apply`, and calls `onChange` once, when a property that `apply` read is about to change
/// (Observation's `withObservationTracking`).
public func withObservationTracking<T>(_ apply: () -> T, onChange: @autoclosure () -> @Sendable () -> Void) -> T {
  let tracking = ObservationTracking()
  let result = ObservationTracking.$current.withValue(tracking) { apply() }
  tracking.install(onChange())
  return result
}

/// One `withObservationTracking` call: the properties its closure read, and what to call when one of them
/// is about to change.
final class ObservationTracking: @unchecked Sendable {
  @TaskLocal static var current: ObservationTracking? = nil
  private let lock = NSLock()
  private var read: [(PropertyHistory, AnyKeyPath)] = []
  private var onChange: (@Sendable () -> Void)?

  func add(_ history: PropertyHistory, _ keyPath: AnyKeyPath) { lock.withLock { read.append((history, keyPath)) } }

  func install(_ handler: @escaping @Sendable () -> Void) {
    let read = lock.withLock {
      onChange = handler
      return self.read
    }
    for (history, keyPath) in read { history.wait(self, for: keyPath) }
  }

  /// The first change calls the handler; the later ones find it gone.
  func changed() {
    let handler = lock.withLock {
      defer { onChange = nil }
      return onChange
    }
    handler?()
  }
}

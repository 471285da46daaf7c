import Foundation
import Synchronization

/// What render-anim's view runtime tells observation while it runs (set by RenderAnimSwiftUI's graph; not
/// for view code). Frames are a pure function of their time (docs/swift-views.md, Observation): a change
/// is kept with the time it was made, and a frame reads each property as it was at the frame's time.
public enum _ObservationRuntime {
  /// The time of the frame being drawn; nil while updates run (they read the latest values).
  @TaskLocal public static var frameTime: Double? = nil
  /// The graph running updates: it learns of each change, made at its current time.
  @TaskLocal public static var graph: (any _ObservationGraph)? = nil
  /// Set while the registrar reads or restores a property itself: the accessors do nothing else.
  @TaskLocal static var passThrough = false
  /// The properties a frame set back to its time, to be set to their latest values when it ends.
  @TaskLocal static var restored: RestoredProperties? = nil

  /// Whether a property of an observable object has changed while a graph ran (frames then take turns).
  static let inUse = Atomic<Bool>(false)
  private static let frames = NSLock()

  /// Evaluates a frame's views: one frame at a time once an observable object has changed, since a frame
  /// sets the objects' properties to their values at its time, and back to the latest when it ends.
  public static func frame<R>(at time: Double, _ body: () throws -> R) rethrows -> R {
    guard inUse.load(ordering: .acquiring) else { return try $frameTime.withValue(time) { try body() } }
    frames.lock()
    defer { frames.unlock() }
    let restored = RestoredProperties()
    defer { restored.setLatest() }
    return try $restored.withValue(restored) { try $frameTime.withValue(time) { try body() } }
  }
}

/// The running graph, as observation sees it.
public protocol _ObservationGraph: AnyObject, Sendable {
  /// The time of the update running now.
  var _observationTime: Double { get }
  /// A tracked property of `object` changed now, in the current transaction; `undo` and `redo` take the
  /// change back and apply it again (nil when it cannot be).
  func _observedValueDidChange(
    of object: ObjectIdentifier, undo: (() -> Void)?, redo: (() -> Void)?)
}

/// The properties a frame set to their values at its time: each closure sets one back to its latest.
/// A frame runs on one thread at a time (``_ObservationRuntime/frame(at:_:)``).
final class RestoredProperties: @unchecked Sendable {
  private var latest: [() -> Void] = []
  private var seen: Set<Property> = []
  private struct Property: Hashable {
    let history: ObjectIdentifier
    let keyPath: AnyKeyPath
  }
  /// Whether this is the frame's first read of the property (then it is set to the frame's time).
  func first(_ history: ObjectIdentifier, _ keyPath: AnyKeyPath) -> Bool {
    seen.insert(Property(history: history, keyPath: keyPath)).inserted
  }
  func append(_ setLatest: @escaping () -> Void) { latest.append(setLatest) }
  func setLatest() {
    _ObservationRuntime.$passThrough.withValue(true) { for set in latest { set() } }
  }
}

import Foundation
import RenderAnimSwiftUI
import Synchronization
import Testing

/// render-anim's `ObservationRegistrar` (docs/swift-views.md, Observation), driven as the `@Observable`
/// macro's expansion drives it: a class written out as the macro writes it, a graph that stands in for the
/// view runtime's, and `withObservationTracking`.
@Suite struct ObservationRegistrarTests {
  /// What `@Observable final class Level { var value = 0 }` expands to, by hand.
  final class Level: Observable {
    let registrar = ObservationRegistrar()
    var stored = 0
    var value: Int {
      get {
        registrar.access(self, keyPath: \.value)
        return stored
      }
      set { registrar.withMutation(of: self, keyPath: \.value) { stored = newValue } }
    }
  }

  /// A graph at a chosen time that counts the changes it is told of.
  final class Graph: _ObservationGraph, @unchecked Sendable {
    var time = 0.0
    var changes = 0
    var _observationTime: Double { time }
    func _observedValueDidChange(of object: ObjectIdentifier, undo: (() -> Void)?, redo: (() -> Void)?) {
      changes += 1
    }
  }

  @Test func aFrameReadsThePropertyAtItsTime() {
    let level = Level()
    let graph = Graph()
    _ObservationRuntime.$graph.withValue(graph) {
      graph.time = 1
      level.value = 5
      graph.time = 2
      level.value = 7
    }
    #expect(graph.changes == 2)
    #expect(_ObservationRuntime.frame(at: 0.5) { level.value } == 0)
    #expect(_ObservationRuntime.frame(at: 1) { level.value } == 5)
    #expect(_ObservationRuntime.frame(at: 1.5) { level.value } == 5)
    #expect(_ObservationRuntime.frame(at: 3) { level.value } == 7)
    // After a frame the storage holds the latest value again, for the updates that follow.
    _ = _ObservationRuntime.frame(at: 0) { level.value }
    #expect(level.stored == 7)
    #expect(level.value == 7)
  }

  @Test func trackingCallsOnChangeOnceForAPropertyItRead() {
    let level = Level()
    let other = Level()
    let calls = Mutex(0)
    let read = withObservationTracking {
      level.value + 1
    } onChange: {
      calls.withLock { $0 += 1 }
    }
    #expect(read == 1)
    other.value = 3
    #expect(calls.withLock { $0 } == 0)
    level.value = 2
    level.value = 4
    #expect(calls.withLock { $0 } == 1)
  }
}

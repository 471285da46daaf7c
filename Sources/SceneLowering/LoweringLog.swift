import Foundation
import SceneFormat
import Synchronization

/// What a lowered scene's events did while the view runtime ran its history, in the order they ran: when
/// each ran, whether it was a completion, which state names it changed and the state after it. `check`'s
/// lints read it (docs/architecture.md, One runtime): the states a text shows, when a trigger changes.
final class LoweringLog: Sendable {
  /// One event as it ran.
  struct Entry: Sendable {
    /// The clip time it ran at.
    var time: Double
    /// Where the file writes it.
    var location: SourceLocation
    /// Whether it ran as another event's completion (at a time the file does not write).
    var completion: Bool
    /// The state names whose value it changed.
    var changed: Set<String>
    /// The whole state after it.
    var state: [String: SceneValue]
  }

  private let entries = Mutex<[Entry]>([])

  func record(_ entry: Entry) { entries.withLock { $0.append(entry) } }

  /// Every event run, in order.
  var events: [Entry] { entries.withLock { $0 } }

  /// The times at which `name` changed, in order.
  func changes(of name: String) -> [Double] { events.filter { $0.changed.contains(name) }.map(\.time) }
}

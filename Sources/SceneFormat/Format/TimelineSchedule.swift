import Foundation

/// The scene's `TimelineView` schedule (`timeline:` at the top level): when `context.date` changes.
///
/// ```yaml
/// timeline: ".periodic(from: 0, by: 1)"     # or .animation, .animation(minimumInterval: 0.5),
///                                           # .everyMinute, or { explicit: [0, 0.5, 2] }
/// ```
/// Each entry is a state change of `context` (a record with `date`, in seconds from the start of the
/// clip), so views that read `context.date` update at the entries, and `animation: {value: context}`
/// animates them.
public enum TimelineSchedule: Sendable, Equatable {
  /// `.periodic(from:by:)`: an entry at `from`, then every `by` seconds (`.everyMinute` is every 60);
  /// entries before 0 are dropped.
  case periodic(from: Double, by: Double)
  /// Every frame; with a minimum interval, every `minimumInterval` seconds.
  case animation(minimumInterval: Double?)
  /// `{explicit: [...]}`: an entry at each time listed, in seconds ≥ 0, in order of time.
  case explicit([Double])

  /// The entry times in `0…end` (every frame time for `.animation`), at most `limit` of them.
  func entries(until end: Double, frameTime: (Int) -> Double, limit: Int) -> [Double]? {
    var times: [Double] = []
    switch self {
    case .periodic(let from, let by):
      var k = 0
      while true {
        let t = from + Double(k) * by
        if t > end + 1e-9 { break }
        if t >= 0 { times.append(t) }
        k += 1
        if times.count > limit { return nil }
      }
    case .animation(let interval):
      if let interval {
        return TimelineSchedule.periodic(from: 0, by: interval).entries(until: end, frameTime: frameTime, limit: limit)
      }
      var n = 0
      while frameTime(n) <= end + 1e-9 {
        times.append(frameTime(n))
        n += 1
        if times.count > limit { return nil }
      }
    case .explicit(let list):
      times = list.filter { $0 >= 0 }.sorted()
    }
    return times
  }

  /// Whether the schedule goes on for ever (it needs the scene's `duration`).
  var isEndless: Bool {
    if case .explicit = self { return false }
    return true
  }
}

extension SceneDecoder {
  /// `".periodic(from: 0, by: 1)"`, `.everyMinute`, `.animation`, `.animation(minimumInterval: x)`,
  /// or `{explicit: [t, …]}`.
  func timeline(_ node: YAMLValue) throws(SceneError) -> TimelineSchedule {
    if node.isMapping {
      let f = try node.fields(allowed: ["explicit"])
      guard let list = f["explicit"] else { throw node.error("timeline needs 'explicit: [seconds, …]'") }
      var times: [Double] = []
      for item in try list.sequence() {
        let t = try item.number()
        guard t >= 0, t.isFinite else { throw item.error("timeline entries are seconds ≥ 0, got \(t)") }
        times.append(t)
      }
      return .explicit(times)
    }
    let text = try node.string().filter { !$0.isWhitespace }
    func number(_ s: Substring) -> Double? { Double(s).flatMap { $0.isFinite ? $0 : nil } }
    let bad = node.error(
      "timeline must be .periodic(from:by:), .everyMinute, .animation, .animation(minimumInterval:) "
        + "or {explicit: […]}; got '\(text)'"
    )
    switch text {
    case ".animation", "animation": return .animation(minimumInterval: nil)
    case ".everyMinute", "everyMinute": return .periodic(from: 0, by: 60)
    default: break
    }
    if text.hasPrefix(".animation(minimumInterval:"), text.hasSuffix(")") {
      guard let x = number(text.dropFirst(".animation(minimumInterval:".count).dropLast()), x > 0 else {
        throw node.error("minimumInterval must be a number greater than 0")
      }
      return .animation(minimumInterval: x)
    }
    guard text.hasPrefix(".periodic(from:"), text.hasSuffix(")") else { throw bad }
    let parts = text.dropFirst(".periodic(from:".count).dropLast().split(
      separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1].hasPrefix("by:"), let from = number(parts[0]),
      let by = number(parts[1].dropFirst(3))
    else {
      throw bad
    }
    guard by > 0 else { throw node.error("a periodic timeline needs 'by' greater than 0, got \(by)") }
    return .periodic(from: from, by: by)
  }
}

import Foundation

extension DateComponentsFormatter {
  /// The units kept, largest first: seconds in one, and the English words of each style (`en_US`, as
  /// Apple's formatter writes them from CLDR's unit names).
  private struct UnitName {
    let unit: NSCalendar.Unit
    let seconds: Int
    let abbreviated: String
    let brief: String
    let short: (one: String, other: String)
    let full: (one: String, other: String)
  }

  private static let unitNames = [
    UnitName(
      unit: .day, seconds: 86_400, abbreviated: "d", brief: "d", short: ("day", "days"), full: ("day", "days")),
    UnitName(unit: .hour, seconds: 3600, abbreviated: "h", brief: "hr", short: ("hr", "hr"), full: ("hour", "hours")),
    UnitName(
      unit: .minute, seconds: 60, abbreviated: "m", brief: "min", short: ("min", "min"), full: ("minute", "minutes")),
    UnitName(
      unit: .second, seconds: 1, abbreviated: "s", brief: "sec", short: ("sec", "sec"), full: ("second", "seconds")),
  ]

  /// `seconds` in the formatter's style: each allowed unit takes what it can, the smallest the rest (less
  /// than it is dropped), then zero units are dropped as `zeroFormattingBehavior` says.
  func format(seconds total: Int) -> String {
    var names = Self.unitNames.filter { allowedUnits.contains($0.unit) }
    if names.isEmpty { names = Self.unitNames }
    var rest = abs(total)
    var parts = names.map { name -> (name: UnitName, value: Int) in
      defer { rest %= name.seconds }
      return (name, rest / name.seconds)
    }
    parts = dropZeros(parts)
    if maximumUnitCount > 0, parts.count > maximumUnitCount { parts = Array(parts.prefix(maximumUnitCount)) }
    var text = unitsStyle == .positional ? positional(parts) : words(parts)
    if total < 0 { text = "-" + text }
    if includesApproximationPhrase { text = "About " + text }
    if includesTimeRemainingPhrase { text += " remaining" }
    return text
  }

  private func dropZeros(_ parts: [(name: UnitName, value: Int)]) -> [(name: UnitName, value: Int)] {
    var behavior = zeroFormattingBehavior
    if behavior.contains(.default) {
      behavior = unitsStyle == .positional ? [.dropLeading] : [.dropAll]
    }
    if unitsStyle == .positional && behavior.contains(.pad) { return parts }
    guard let first = parts.firstIndex(where: { $0.value != 0 }) else { return [parts[parts.count - 1]] }
    let last = parts.lastIndex { $0.value != 0 }!
    // Positional text keeps minutes and seconds at least ("0:05").
    let keptLead = unitsStyle == .positional ? min(first, max(parts.count - 2, 0)) : first
    return parts.indices.compactMap { i in
      let part = parts[i]
      guard part.value == 0 else { return part }
      if i < keptLead, behavior.contains(.dropLeading) { return nil }
      if i > last, behavior.contains(.dropTrailing) { return nil }
      if i > first, i < last, behavior.contains(.dropMiddle), unitsStyle != .positional { return nil }
      return part
    }
  }

  /// "1:05", "01:05:00": the first unit padded to two digits only with `.pad`.
  private func positional(_ parts: [(name: UnitName, value: Int)]) -> String {
    parts.enumerated().map { i, part in
      i == 0 && !zeroFormattingBehavior.contains(.pad) ? "\(part.value)" : String(format: "%02d", part.value)
    }.joined(separator: ":")
  }

  /// "1h 5s", "1hr 5sec", "1 hr, 5 sec", "1 hour, 5 seconds".
  private func words(_ parts: [(name: UnitName, value: Int)]) -> String {
    switch unitsStyle {
    case .abbreviated: parts.map { "\($0.value)\($0.name.abbreviated)" }.joined(separator: " ")
    case .brief: parts.map { "\($0.value)\($0.name.brief)" }.joined(separator: " ")
    case .short:
      parts.map { "\($0.value) \($0.value == 1 ? $0.name.short.one : $0.name.short.other)" }.joined(separator: ", ")
    default:
      parts.map { "\($0.value) \($0.value == 1 ? $0.name.full.one : $0.name.full.other)" }.joined(separator: ", ")
    }
  }
}

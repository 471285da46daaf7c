import Foundation

extension Text {
  /// How `Text(_:style:)` shows a date (SwiftUI's `Text.DateStyle`). `.timer`, `.relative` and `.offset`
  /// count on the render clock: each frame shows them at its own instant.
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
    let kind: Kind
    /// The time of day: "9:41 AM".
    public static let time = DateStyle(kind: .time)
    /// The day: "January 9, 2007".
    public static let date = DateStyle(kind: .date)
    /// How long from now until the date, or since it: "2 min, 5 sec".
    public static let relative = DateStyle(kind: .relative)
    /// The date's offset from now: "+2 minutes", "-5 seconds".
    public static let offset = DateStyle(kind: .offset)
    /// A stopwatch: "2:05", counting down to the date and then up from it.
    public static let timer = DateStyle(kind: .timer)
  }

  /// A date in `style`, for the locale where the text is.
  public init(_ date: Date, style: DateStyle) { segments = [TextSegment(content: .date(date, style))] }

  /// A value formatted by `format` (`Text(0.25, format: .percent)`), in the locale where the text is.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    segments = [TextSegment(content: .formatted(TextFormatted(input, format: format)))]
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// A value formatted by `format` (`"\(price, format: .currency(code: "EUR"))"`), in the locale where the
  /// text is.
  public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    appendInterpolation(Text(input, format: format))
  }

  /// A date in `style`, counting on the render clock for `.timer`, `.relative` and `.offset`.
  public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
    appendInterpolation(Text(date, style: style))
  }
}

/// A value and its `FormatStyle`, formatted when the text is drawn (for the locale there); equal when the
/// value and the style are.
nonisolated struct TextFormatted: Hashable, @unchecked Sendable {
  private let identity: String
  private let make: (Locale) -> String

  init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    identity = "\(type(of: format))|\(format)|\(input)"
    make = { locale in format.locale(locale).format(input) }
  }

  func string(_ locale: Locale) -> String { make(locale) }
  static func == (a: TextFormatted, b: TextFormatted) -> Bool { a.identity == b.identity }
  func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

extension Text.DateStyle {
  /// `date` as this style shows it at `now` in `locale`.
  func string(_ date: Date, now: Date, locale: Locale) -> String {
    func formatted(date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style) -> String {
      DateFormatters.string(date, locale: locale, dateStyle: dateStyle, timeStyle: timeStyle)
    }
    switch kind {
    case .time: return formatted(date: .none, time: .short)
    case .date: return formatted(date: .long, time: .none)
    case .timer:
      let s = Int(abs(date.timeIntervalSince(now)).rounded(.down))
      let (h, m, sec) = (s / 3600, s / 60 % 60, s % 60)
      return h > 0 ? String(format: "%d:%02d:%02d", h, m, sec) : String(format: "%d:%02d", m, sec)
    case .relative:
      return Self.units(Int(abs(date.timeIntervalSince(now)).rounded(.down)), count: 2, short: true)
    case .offset:
      let d = date.timeIntervalSince(now)
      return (d < 0 ? "-" : "+") + Self.units(Int(abs(d).rounded(.down)), count: 1, short: false)
    }
  }

  /// `seconds` in at most `count` units, largest first: "2 hr, 5 min" (short) or "2 hours".
  private static func units(_ seconds: Int, count: Int, short: Bool) -> String {
    let all: [(Int, String, String)] = [
      (86_400, "day", "day"), (3600, "hr", "hour"), (60, "min", "minute"), (1, "sec", "second"),
    ]
    var left = seconds
    var parts: [String] = []
    for (size, abbreviation, word) in all where parts.count < count {
      let n = left / size
      guard n > 0 || (size == 1 && parts.isEmpty) else { continue }
      left -= n * size
      parts.append(short ? "\(n) \(abbreviation)" : "\(n) \(word)\(n == 1 ? "" : "s")")
    }
    return parts.joined(separator: ", ")
  }
}

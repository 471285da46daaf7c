import Foundation

/// A date picker's chosen date as its styles show it: formatted for the locale in the Gregorian
/// calendar and the machine's time zone (as `Text(date, style:)` formats it), with "today" from the
/// render clock.
nonisolated struct DatePickerText {
  let value: Date
  let now: Date
  let locale: Locale

  init(date: Date, now: Date, locale: Locale) {
    value = date
    self.now = now
    self.locale = locale
  }

  var calendar: Calendar {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = .current
    c.locale = locale
    return c
  }

  private func formatted(_ date: Date, dateStyle: DateFormatter.Style = .none, template: String? = nil) -> String {
    // ICU puts a narrow no-break space before AM and PM; iOS draws it as a space.
    DateFormatters.string(date, locale: locale, calendar: calendar, dateStyle: dateStyle, template: template)
      .replacingOccurrences(of: "\u{202F}", with: " ")
  }

  /// The date as the compact style shows it: "Nov 26, 2026".
  var date: String { formatted(value, dateStyle: .medium) }
  /// The time: "12:25 PM".
  var time: String {
    DateFormatters.string(value, locale: locale, timeStyle: .short)
      .replacingOccurrences(of: "\u{202F}", with: " ")
  }

  /// A day of a month's calendar.
  struct Day {
    var number: Int
    var date: Date
    var isChosen: Bool
    var isToday: Bool
  }

  /// The month of the chosen date: its title ("November 2026"), the weekdays' short names from the
  /// locale's first weekday ("SUN" …), and its weeks (nil before the first day and after the last).
  func month() -> (title: String, weekdays: [String], weeks: [[Day?]]) {
    let cal = calendar
    let start = cal.date(from: cal.dateComponents([.year, .month], from: value))!
    let days = cal.range(of: .day, in: .month, for: start)!.count
    let lead = (cal.component(.weekday, from: start) - cal.firstWeekday + 7) % 7
    var cells: [Day?] = Array(repeating: nil, count: lead)
    for n in 1...days {
      let d = cal.date(byAdding: .day, value: n - 1, to: start)!
      cells.append(
        Day(
          number: n, date: d, isChosen: cal.isDate(d, inSameDayAs: value), isToday: cal.isDate(d, inSameDayAs: now)))
    }
    while cells.count % 7 != 0 { cells.append(nil) }
    let symbols = cal.shortWeekdaySymbols
    let weekdays = (0..<7).map { symbols[(cal.firstWeekday - 1 + $0) % 7].uppercased(with: locale) }
    let weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    return (formatted(value, template: "MMMMyyyy"), weekdays, weeks)
  }

  /// The chosen date moved to `day`, its time of day kept.
  func moving(to day: Date) -> Date {
    let cal = calendar
    var parts = cal.dateComponents([.year, .month, .day], from: day)
    let time = cal.dateComponents([.hour, .minute, .second, .nanosecond], from: value)
    parts.hour = time.hour
    parts.minute = time.minute
    parts.second = time.second
    parts.nanosecond = time.nanosecond
    return cal.date(from: parts) ?? day
  }

  /// The wheels of `components`, each the chosen value with three neighbours on each side: the day
  /// ("Thu Nov 26", "Today"), hour, minute and AM/PM; or month, day and year for the date alone.
  func wheelColumns(_ components: DatePickerComponents) -> [DateWheels.Column] {
    let cal = calendar
    let parts = cal.dateComponents([.year, .month, .day, .hour, .minute], from: value)
    func around(_ chosen: Int, count: Int, _ name: (Int) -> String) -> DateWheels.Column {
      DateWheels.Column(values: (-3...3).map { name(((chosen + $0) % count + count) % count) }, chosen: 3)
    }
    var columns: [DateWheels.Column] = []
    if components.contains(.date) && !components.contains(.hourAndMinute) {
      columns.append(around(parts.month! - 1, count: 12) { cal.monthSymbols[$0] })
      columns.append(around(parts.day! - 1, count: 31) { String($0 + 1) })
      columns.append(DateWheels.Column(values: (-3...3).map { String(parts.year! + $0) }, chosen: 3))
      return columns
    }
    if components.contains(.date) {
      columns.append(
        DateWheels.Column(
          values: (-3...3).map { k in
            let d = cal.date(byAdding: .day, value: k, to: value)!
            return cal.isDate(d, inSameDayAs: now) ? "Today" : formatted(d, template: "EEEMMMd")
          }, chosen: 3))
    }
    let hour = parts.hour!
    columns.append(around((hour + 11) % 12, count: 12) { String($0 + 1) })
    columns.append(around(parts.minute!, count: 60) { String(format: "%02d", $0) })
    columns.append(DateWheels.Column(values: [cal.amSymbol, cal.pmSymbol], chosen: hour < 12 ? 0 : 1))
    return columns
  }
}

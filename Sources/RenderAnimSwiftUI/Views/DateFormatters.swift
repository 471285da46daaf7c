import Foundation

/// The date formatters that text and date pickers use, each made once per locale, time zone, calendar and
/// style and then kept: an ICU formatter takes far longer to make than to use, and `Text(date, style:)`
/// and a date picker format on every frame. The string depends only on those inputs and the date, so a
/// frame is the same from a cold or a warm cache.
nonisolated enum DateFormatters {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var formatters: [String: DateFormatter] = [:]

  /// `date` formatted in `locale` and the machine's time zone, with the styles or a localized template.
  static func string(
    _ date: Date, locale: Locale, calendar: Calendar? = nil, dateStyle: DateFormatter.Style = .none,
    timeStyle: DateFormatter.Style = .none, template: String? = nil
  ) -> String {
    let zone = TimeZone.current
    let key =
      "\(locale.identifier)|\(zone.identifier)|\(calendar.map { "\($0.identifier)" } ?? "-")|"
      + "\(dateStyle.rawValue)|\(timeStyle.rawValue)|\(template ?? "")"
    lock.lock()
    defer { lock.unlock() }
    let formatter: DateFormatter
    if let made = formatters[key] {
      formatter = made
    } else {
      formatter = DateFormatter()
      formatter.locale = locale
      formatter.timeZone = zone
      if let calendar { formatter.calendar = calendar }
      if let template {
        formatter.setLocalizedDateFormatFromTemplate(template)
      } else {
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
      }
      formatters[key] = formatter
    }
    return formatter.string(from: date)
  }
}

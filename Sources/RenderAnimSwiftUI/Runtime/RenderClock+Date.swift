import Foundation

extension RenderClock {
  /// The date `--date` names for t = 0: `2024-06-10T14:30[:05]` (the machine's time zone, or with `Z` or
  /// `+02:00` after it), `2024-06-10` (09:41 that day) or `14:30[:05]` (that time on 9 January 2007).
  /// Nil when the text is none of these or names no real date (years 1…9999).
  public static func date(parsing text: String) -> Date? {
    var rest = Substring(text.trimmingCharacters(in: .whitespaces))
    var zone = TimeZone.current
    if rest.hasSuffix("Z") {
      zone = TimeZone(secondsFromGMT: 0)!
      rest = rest.dropLast()
    } else if rest.count > 6, let sign = rest.dropLast(5).last, sign == "+" || sign == "-", rest.contains("T") {
      let offset = rest.suffix(5).split(separator: ":")
      guard offset.count == 2, let h = Int(offset[0]), let m = Int(offset[1]), h <= 14, m < 60,
        let z = TimeZone(secondsFromGMT: (sign == "-" ? -1 : 1) * (h * 3600 + m * 60))
      else { return nil }
      zone = z
      rest = rest.dropLast(6)
    }
    var components = DateComponents(year: 2007, month: 1, day: 9, hour: 9, minute: 41, second: 0)
    let parts = rest.split(separator: "T", omittingEmptySubsequences: false)
    guard parts.count <= 2 else { return nil }
    let datePart = parts.count == 2 || rest.contains("-") ? parts[0] : nil
    let timePart = parts.count == 2 ? parts[1] : (datePart == nil ? parts[0] : nil)
    if let datePart {
      let ymd = datePart.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
      guard ymd.count == 3, let y = ymd[0], let mo = ymd[1], let d = ymd[2], (1...9999).contains(y),
        (1...12).contains(mo), (1...31).contains(d)
      else { return nil }
      components.year = y
      components.month = mo
      components.day = d
    }
    if let timePart {
      let hms = timePart.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
      guard (2...3).contains(hms.count), let h = hms[0], let m = hms[1], (0...23).contains(h), (0...59).contains(m)
      else { return nil }
      let s = hms.count == 3 ? hms[2] : 0
      guard let s, (0...59).contains(s) else { return nil }
      components.hour = h
      components.minute = m
      components.second = s
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    guard let date = calendar.date(from: components),
      calendar.dateComponents([.year, .month, .day], from: date)
        == DateComponents(year: components.year, month: components.month, day: components.day)
    else { return nil }
    return date
  }
}

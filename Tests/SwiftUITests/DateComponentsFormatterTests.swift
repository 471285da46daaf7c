import Foundation
import RenderAnimSwiftUI
import Testing

/// Foundation's `DateComponentsFormatter`, left out of swift-corelibs-foundation, as render-anim's SwiftUI
/// module gives it: the texts Apple's documentation shows for `en_US` (positional "1:00:10", abbreviated
/// "1h 10s") and a timer's "01:05".
@Suite struct DateComponentsFormatterTests {
  func formatter(
    _ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit,
    _ zeros: DateComponentsFormatter.ZeroFormattingBehavior = .default
  ) -> DateComponentsFormatter {
    let f = DateComponentsFormatter()
    f.unitsStyle = style
    f.allowedUnits = units
    f.zeroFormattingBehavior = zeros
    return f
  }

  @Test func positionalTextPadsAllButTheFirstUnit() {
    let hms = formatter(.positional, [.hour, .minute, .second])
    #expect(hms.string(from: 3610) == "1:00:10")
    #expect(hms.string(from: 65) == "1:05")
    #expect(hms.string(from: 5) == "0:05")
    #expect(hms.string(from: -65) == "-1:05")
    let padded = formatter(.positional, [.minute, .second], .pad)
    #expect(padded.string(from: 65) == "01:05")
    #expect(padded.string(from: 0) == "00:00")
    #expect(formatter(.positional, [.hour, .minute, .second], .pad).string(from: 65) == "00:01:05")
    #expect(padded.string(from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 61.9)) == "01:01")
  }

  @Test func wordsDropZeroUnits() {
    let units: NSCalendar.Unit = [.day, .hour, .minute, .second]
    #expect(formatter(.abbreviated, units).string(from: 3610) == "1h 10s")
    #expect(formatter(.brief, units).string(from: 3610) == "1hr 10sec")
    #expect(formatter(.short, units).string(from: 3610) == "1 hr, 10 sec")
    #expect(formatter(.full, units).string(from: 7260) == "2 hours, 1 minute")
    #expect(formatter(.full, units).string(from: 90_000) == "1 day, 1 hour")
    #expect(formatter(.abbreviated, units).string(from: 0) == "0s")
    let limited = formatter(.full, units)
    limited.maximumUnitCount = 1
    limited.includesApproximationPhrase = true
    limited.includesTimeRemainingPhrase = true
    #expect(limited.string(from: 7260) == "About 2 hours remaining")
  }
}

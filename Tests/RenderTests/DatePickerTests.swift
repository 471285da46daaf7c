import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// `DatePicker` (docs/swift-views.md, Controls): the compact style's pills are the tertiary fill,
/// rgba(118, 118, 128, 0.12), over white (238.6, 238.6, 239.8); a day of the graphical calendar can be
/// tapped and sets the selection (the bar under it turns from red to green when the day is the 27th).
@Suite struct DatePickerTests {
  /// 18 November 2026 at noon UTC: the 18th in every time zone from −11 to +11 hours.
  static let date = Date(timeIntervalSince1970: 1_795_003_200)

  @Test func compactPillsAreTheTertiaryFill() throws {
    let f = try viewFrame(size: Size(width: 300, height: 100)) {
      DatePicker("", selection: .constant(Self.date)).labelsHidden()
    }
    let left = (0..<300).first { f.rgb($0, 50).r < 252 }!
    #expect(near(f.rgb(left + 3, 50), (239, 239, 240)))
    let right = (0..<300).last { f.rgb($0, 50).r < 252 }!
    #expect(near(f.rgb(right - 3, 50), (239, 239, 240)))
    #expect(right - left > 150, "a date pill and a time pill: \(right - left) points")
  }

  nonisolated struct Picking: View {
    @State var date = DatePickerTests.date
    var body: some View {
      VStack {
        DatePicker("", selection: $date, displayedComponents: .date).datePickerStyle(.graphical).labelsHidden()
        (Calendar.current.component(.day, from: date) == 27 ? Color.green : Color.red).frame(height: 20)
      }
    }
  }

  @Test func aTappedDayIsChosen() throws {
    let size = Size(width: 390, height: 420)
    let before = try viewFrame(size: size, at: 0.5, duration: 1) { Picking() }
    let bar = (0..<420).last { before.rgb(195, $0).g < 100 }!
    #expect(near(before.rgb(195, bar), (255, 59, 48)))
    let after = try viewFrame(size: size, at: 0.5, duration: 1, taps: [ViewTap(target: "27", time: 0.1)]) {
      Picking()
    }
    #expect(near(after.rgb(195, bar), (52, 199, 89)))
  }
}

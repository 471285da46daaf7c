import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// `Text(_:style:)` on the render clock and `Text(_:format:)` in the text's locale (docs/swift-views.md,
/// Text). The clock's t = 0 is 09:41:00 on 9 January 2007.
@Suite struct TextDateTests {
  let measurer = EstimatedTextMeasurer()

  func strings(locale: String = "en_US", at times: [Double], _ root: @escaping () -> any View) throws -> [String] {
    var options = ViewSceneOptions(size: Size(width: 300, height: 100), fps: 60, duration: 10)
    options.locale = Locale(identifier: locale)
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: options, measurer: measurer, root: root)
    return try times.map { t in
      guard case .text(let s, _, _, _, _)? = try scene.displayList(at: t, measurer: measurer).items.first?.content
      else { return "" }
      return s
    }
  }

  /// A timer five seconds ahead counts down to it, then up from it, frame by frame.
  @Test func aTimerCountsOnTheRenderClock() throws {
    #expect(
      try strings(at: [0, 2, 4.5, 7]) { Text(RenderClock.epoch.addingTimeInterval(5), style: .timer) } == [
        "0:05", "0:03", "0:00", "0:02",
      ])
    #expect(try strings(at: [0]) { Text(RenderClock.epoch.addingTimeInterval(3725), style: .timer) } == ["1:02:05"])
  }

  @Test func theOtherDateStyles() throws {
    let soon = RenderClock.epoch.addingTimeInterval(125)
    #expect(try strings(at: [0, 65]) { Text(soon, style: .relative) } == ["2 min, 5 sec", "1 min"])
    #expect(try strings(at: [0]) { Text(soon, style: .offset) } == ["+2 minutes"])
    #expect(try strings(at: [0]) { Text(RenderClock.epoch.addingTimeInterval(0), style: .date) } == ["January 9, 2007"])
    let time = try strings(at: [0]) { Text(RenderClock.epoch.addingTimeInterval(0), style: .time) }[0]
    #expect(time.hasPrefix("9:41") && time.hasSuffix("AM"), "\(time)")
  }

  @Test func formatStylesFollowTheLocale() throws {
    #expect(try strings(at: [0]) { Text(0.25, format: .percent) } == ["25%"])
    #expect(try strings(locale: "de_DE", at: [0]) { Text(1234.5, format: .number) } == ["1.234,5"])
    #expect(try strings(at: [0]) { Text("Done: \(0.5, format: .percent)") } == ["Done: 50%"])
  }
}

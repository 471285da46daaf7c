import Foundation
import RealModule
import SceneFormat
import Testing

/// A font size that is an expression over state animates with the transaction, as SwiftUI animates
/// `.font(.system(size:))`: halfway through a linear second from 20 to 40 it is 30, and the text's frame is
/// the run measured at 30.
@Suite struct FontSizeAnimationTests {
  @Test func fontSizeFollowsTheTransaction() throws {
    let scene = try runtimeScene(
      text: """
        size: [300, 100]
        fps: 10
        state: { big: false }
        events:
          - at: 0
            withAnimation: ".linear(duration: 1)"
            set: { big: true }
        layers:
          - id: title
            text: Hello
            font: { size: "big ? 40 : 20", weight: bold }
        """, file: "font.yaml")
    let m = EstimatedTextMeasurer()
    for (t, expected) in [(0.0, 20.0), (0.25, 25.0), (0.5, 30.0), (1.0, 40.0), (1.5, 40.0)] {
      let item = try scene.displayList(at: t, measurer: m).items[0]
      guard case .text(_, let font, _, _, _) = item.content else {
        Issue.record("not text")
        return
      }
      #expect(font.size.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9), "t = \(t): \(font.size)")
      #expect(font.weight == 700)
      #expect(item.frameSize.width.isApproximatelyEqual(to: 5 * 0.55 * expected, absoluteTolerance: 1e-9))
      let values = try scene.values(at: t, measurer: m)[0].values
      #expect(
        values.first { $0.0 == "font.size" }.map { $0.1.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9) }
          == true)
    }
  }
}

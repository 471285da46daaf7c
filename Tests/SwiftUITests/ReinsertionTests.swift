import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A view removed and inserted again under the same identity (an animated `if`/`else` toggled twice):
/// before its second insertion it was fully there, so it draws at full opacity from t = 0; its second
/// insertion fades it in again.
@Suite struct ReinsertionTests {
  let measurer = EstimatedTextMeasurer()

  struct Toggle2: View {
    @State private var on = false
    var body: some View {
      VStack {
        if on { Color.blue.frame(width: 40, height: 40) } else { Color.red.frame(width: 20, height: 20) }
      }
      .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
    }
  }

  @Test func aViewShownBeforeItsSecondInsertionIsThere() throws {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(
        size: Size(width: 100, height: 100), duration: 3,
        taps: [ViewTap(target: nil, time: 0.3), ViewTap(target: nil, time: 1.5)]),
      measurer: measurer
    ) { Toggle2() }
    func red(_ t: Double) throws -> Double? {
      try scene.displayList(at: t, measurer: measurer).items.first { $0.frameSize.width == 20 }?.opacity
    }
    #expect(try red(0.1) == 1)
    // Removed at 0.3 (linear over a second): three quarters there at 0.55.
    #expect(try red(0.55).map { $0.isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-9) } == true)
    // Inserted again at 1.5: a tenth there at 1.6, whole at 2.5.
    // (To 1e-5: the timing curve is solved numerically.)
    #expect(try red(1.6).map { $0.isApproximatelyEqual(to: 0.1, absoluteTolerance: 1e-5) } == true)
    #expect(try red(2.6) == 1)
  }
}

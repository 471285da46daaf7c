import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A `TimelineView(.animation)` whose content has `.onChange(of: timeline.date)` updates at every frame's
/// time, as on iOS, so state it changes there advances each frame: at 30 fps the counter has counted the
/// 30 frames after the first by t = 1 s.
@Suite struct TimelineChangeTests {
  let measurer = EstimatedTextMeasurer()

  struct Ticker: View {
    @State private var n = 0
    var body: some View {
      TimelineView(.animation) { timeline in
        Text("\(n)").onChange(of: timeline.date) { _, _ in n += 1 }
      }
    }
  }

  func shown(at t: Double, duration: Double?) throws -> String? {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(size: Size(width: 200, height: 100), fps: 30, duration: duration), measurer: measurer
    ) { Ticker() }
    guard case .text(let s, _, _, _, _) = try scene.displayList(at: t, measurer: measurer).items.first?.content else {
      return nil
    }
    return s
  }

  @Test func theDateChangesEveryFrame() throws {
    #expect(try shown(at: 0, duration: 2) == "0")
    #expect(try shown(at: 1, duration: 2) == "30")
    #expect(try shown(at: 2, duration: 2) == "60")
  }

  /// Such a view never ends on its own: without a duration it asks for one.
  @Test func withoutADurationItAsksForOne() throws {
    #expect(throws: ViewError.self) { try shown(at: 0, duration: nil) }
  }
}

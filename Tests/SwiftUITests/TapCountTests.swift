import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// `.onTapGesture(count:)` and `TapGesture(count:)` (docs/swift-views.md, Taps): the action runs on the
/// last of `count` taps, each within 0.35 s of the one before; then the count starts again.
@Suite struct TapCountTests {
  let measurer = EstimatedTextMeasurer()

  struct Counter: View {
    let gesture: Bool
    @State private var n = 0
    var body: some View {
      if gesture {
        Text("taps \(n)").gesture(TapGesture(count: 2).onEnded { n += 1 })
      } else {
        Text("taps \(n)").onTapGesture(count: 2) { n += 1 }
      }
    }
  }

  func shown(taps: [Double], gesture: Bool = false) throws -> String? {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(
        size: Size(width: 200, height: 100), duration: 2, taps: taps.map { ViewTap(target: nil, time: $0) }),
      measurer: measurer
    ) { Counter(gesture: gesture) }
    guard case .text(let s, _, _, _, _) = try scene.displayList(at: 2, measurer: measurer).items.first?.content else {
      return nil
    }
    return s
  }

  @Test func aDoubleTapNeedsTwoQuickTaps() throws {
    #expect(try shown(taps: [0.2]) == "taps 0")
    #expect(try shown(taps: [0.2, 0.5]) == "taps 1")
    #expect(try shown(taps: [0.2, 0.8]) == "taps 0")
    // The third tap starts a new count; the fourth completes it.
    #expect(try shown(taps: [0.2, 0.3, 0.4]) == "taps 1")
    #expect(try shown(taps: [0.2, 0.3, 0.4, 0.5]) == "taps 2")
    #expect(try shown(taps: [0.2, 0.5], gesture: true) == "taps 1")
    #expect(try shown(taps: [0.2], gesture: true) == "taps 0")
  }
}

import Foundation
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// Two overlays with a view each under `.animation(_:value:)` (docs/swift-views.md, the runtime's rules):
/// each overlay's view has an identity of its own, the removed one fades out with the animation around it
/// (as SwiftUI takes a removed view's transaction from where it was), and the inserted one fades in where
/// layout puts it rather than growing out of the empty overlay's corner.
@Suite struct OverlayTransitionTests {
  let measurer = EstimatedTextMeasurer()

  struct Corners: View {
    @State private var left = true
    var body: some View {
      Color.clear.frame(width: 200, height: 100)
        .overlay(alignment: .topLeading) {
          if left { Color.blue.frame(width: 40, height: 40) }
        }
        .overlay(alignment: .bottomTrailing) {
          if !left { Color.red.frame(width: 40, height: 40) }
        }
        .animation(.linear(duration: 1), value: left)
        .onTapGesture { left.toggle() }
    }
  }

  /// Tapped at 0: at 0.25 s the blue square is still at the top-left corner (centre 20, 20) at opacity 0.75
  /// and the red one already at the bottom-right (centre 180, 80) at 0.25; at 1 s only the red one is left.
  @Test func eachOverlayFadesInPlace() throws {
    let s = try ViewScene.scene(
      file: "/tmp/Corners.swift", text: "corners",
      options: ViewSceneOptions(
        size: Size(width: 200, height: 100), fps: 60, duration: 1.5, taps: [ViewTap(target: nil, time: 0)]),
      measurer: measurer, root: { Corners() })
    func squares(at t: Double) throws -> [(color: RGBAColor?, x: Double, y: Double, opacity: Double)] {
      try s.displayList(at: t, measurer: measurer).items.compactMap { item in
        guard item.frameSize == Size(width: 40, height: 40), case .shape(let spec) = item.content else { return nil }
        return (spec.fill, item.transform.x0, item.transform.y0, item.opacity)
      }
    }
    let quarter = try squares(at: 0.25)
    try #require(quarter.count == 2, "\(quarter)")
    let blue = try #require(quarter.first { $0.x < 100 })
    let red = try #require(quarter.first { $0.x > 100 })
    #expect(
      blue.x.isApproximatelyEqual(to: 20, absoluteTolerance: 1e-9)
        && blue.y.isApproximatelyEqual(to: 20, absoluteTolerance: 1e-9))
    #expect(blue.opacity.isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-9), "\(blue)")
    #expect(
      red.x.isApproximatelyEqual(to: 180, absoluteTolerance: 1e-9)
        && red.y.isApproximatelyEqual(to: 80, absoluteTolerance: 1e-9), "\(red)")
    #expect(red.opacity.isApproximatelyEqual(to: 0.25, absoluteTolerance: 1e-9), "\(red)")
    let end = try squares(at: 1.2)
    #expect(end.count == 1 && end[0].x.isApproximatelyEqual(to: 180, absoluteTolerance: 1e-9))
  }
}

import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A stroke animates as SwiftUI's `StrokeStyle` does (it is `Animatable`: line width, miter limit, dash
/// phase), and a stroke's colour animates as a fill's does. Values are hand-derived from linear animations.
@Suite struct StrokeStyleAnimationTests {
  let measurer = EstimatedTextMeasurer()

  func spec(at t: Double, _ root: @escaping () -> any View) throws -> ShapeSpec {
    let scene = try tappedScene(taps: [0], measurer: measurer, root)
    let item = try #require(try scene.displayList(at: t, measurer: measurer).items.first)
    guard case .shape(let spec) = item.content else { throw ShapeMissing() }
    return spec
  }

  struct ShapeMissing: Error {}

  func close(_ a: Double, _ b: Double) -> Bool { a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-9) }

  struct MarchingDashes: View {
    @State private var on = false
    var body: some View {
      Circle()
        .stroke(
          style: RenderAnimSwiftUI.StrokeStyle(lineWidth: on ? 10 : 2, dash: [10, 15], dashPhase: on ? -100 : 225)
        )
        .frame(width: 50, height: 50)
        .onTapGesture { withAnimation(.linear(duration: 2)) { on = true } }
    }
  }

  /// A dash phase going from 225 to −100 over 2 s linearly is 62.5 at 1 s and 143.75 at 0.5 s; the width
  /// goes 2 → 10 (6 at 1 s); the dash lengths stay; at the end both are the new model values.
  @Test func dashPhaseAndLineWidthAnimate() throws {
    for (t, phase, width) in [(0.5, 143.75, 4.0), (1.0, 62.5, 6.0), (2.0, -100.0, 10.0)] {
      let s = try spec(at: t) { MarchingDashes() }
      #expect(close(s.strokeStyle.dashPhase, phase), "dash phase at \(t) s: \(s.strokeStyle.dashPhase)")
      #expect(close(s.lineWidth, width), "line width at \(t) s: \(s.lineWidth)")
      #expect(s.strokeStyle.dash == [10, 15])
    }
  }

  struct StrokeTint: View {
    @State private var on = false
    var body: some View {
      Rectangle().stroke(on ? Color.red : Color.blue, lineWidth: 4).frame(width: 20, height: 20)
        .onTapGesture { withAnimation(.linear(duration: 1)) { on = true } }
    }
  }

  /// A stroke's colour animates in linear light, as a fill's: halfway from iOS blue (linear red 0) to red
  /// (linear red 1) the first linear channel is 0.5.
  @Test func strokeColourAnimates() throws {
    let s = try spec(at: 0.5) { StrokeTint() }
    let colour = try #require(s.strokeColor)
    let blue = RGBAColor.named("blue")!.linearPremultiplied[0]
    #expect(close(colour.linearPremultiplied[0], (blue + 1) / 2))
    #expect(try spec(at: 1) { StrokeTint() }.strokeColor == RGBAColor.named("red"))
  }

  /// `StrokeStyle.animatableData` is the line width, the miter limit and the dash phase, as SwiftUI's.
  @Test func strokeStyleIsAnimatable() {
    var style = RenderAnimSwiftUI.StrokeStyle(lineWidth: 3, miterLimit: 4, dash: [2], dashPhase: 5)
    #expect(style.animatableData == AnimatablePair(3, AnimatablePair(4, 5)))
    style.animatableData = AnimatablePair(6, AnimatablePair(7, 8))
    #expect(style.lineWidth == 6 && style.miterLimit == 7 && style.dashPhase == 8 && style.dash == [2])
  }
}

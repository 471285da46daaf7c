import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A view inserted with a `GeometryReader` in it reads its own size from its first frame, as on iOS, where
/// layout places a view before it appears: the reader is not first offered the canvas and then corrected
/// under the animation its `onAppear` starts.
@Suite struct InsertedReaderTests {
  let measurer = EstimatedTextMeasurer()

  /// A 60-point square whose reader moves a dot 50 points in (its width less 10), scaled from half size
  /// over a linear second by its `onAppear`.
  struct Probe: View {
    @State private var grow = 0.5
    var body: some View {
      ZStack(alignment: .topLeading) {
        Color.blue
        GeometryReader { p in Circle().frame(width: 10, height: 10).offset(x: p.size.width - 10) }
      }
      .frame(width: 60, height: 60)
      .scaleEffect(grow)
      .onAppear { withAnimation(.linear(duration: 1)) { grow = 1 } }
    }
  }

  /// Tapped at 0.2 s in a 200-point canvas: the dot is 50 points in at once and throughout.
  struct Inserting: View {
    @State private var on = false
    var body: some View {
      ZStack {
        Color.white
        if on { Probe() }
      }
      .frame(width: 200, height: 200)
      .onTapGesture { on = true }
    }
  }

  @Test func theReaderHasItsSizeFromTheFirstFrame() throws {
    let scene = try tappedScene(size: Size(width: 200, height: 200), duration: 1.5, taps: [0.2], measurer: measurer) {
      Inserting()
    }
    let sample = try scene.sample(at: [0.2, 0.3, 0.7, 1.3], measurer: measurer)
    let dot = try #require(sample.layers.first { $0.id?.hasSuffix("Circle") == true })
    #expect(dot.values["offset.x"] == [50, 50, 50, 50], "\(dot.values)")
  }
}

import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// A body of several views is stacked vertically by a stack that is always there (the hosting view's): a
/// view that comes or goes beside another plays its own transition while the other stays, whether the
/// body holds one view or two.
@Suite struct RootStackTests {
  let measurer = EstimatedTextMeasurer()

  func close(_ a: Double, _ b: Double) -> Bool { a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-9) }

  struct Beside: View {
    @State private var shown = false
    var body: some View {
      Rectangle().frame(width: 40, height: 20).onTapGesture { withAnimation(.linear(duration: 1)) { shown = true } }
      if shown { Circle().frame(width: 20, height: 20).transition(.move(edge: .leading)) }
    }
  }

  /// Tapped at 0.2 s: the rectangle stays opaque (it faded out and in with a stack that appeared, before)
  /// while the circle slides in by its own width, 20 points, from the leading side: 10 points left of its
  /// place at 0.7 s. The two stand in a 48-point stack (20, 8 between, 20) centred on the 100-point canvas, so
  /// the circle's centre is 26 + 20 + 8 + 10 = 64 points down.
  @Test func aViewInsertedBesideTheRootsOtherPlaysItsTransition() throws {
    let scene = try tappedScene(taps: [0.2], measurer: measurer) { Beside() }
    let items = try scene.displayList(at: 0.7, measurer: measurer).items
    try #require(items.count == 2, "\(items)")
    #expect(items.allSatisfy { close($0.opacity, 1) }, "\(items.map(\.opacity))")
    let circle = items[1].transform
    #expect(close(circle.x0, 50 - 10) && close(circle.y0, 64), "\(circle)")
  }
}

import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A `.transition` written inside `.position`, `.frame` or `.padding` is the inserted view's, as SwiftUI's
/// transition trait is: the view they wrap comes in with it, not with the default fade.
@Suite struct TransitionTraitTests {
  let measurer = EstimatedTextMeasurer()

  struct Drop: View {
    @State private var shown = false
    var body: some View {
      ZStack {
        if shown {
          Circle().frame(width: 20, height: 20)
            .transition(.offset(x: 0, y: -40))
            .position(x: 50, y: 60)
        }
      }
      .frame(width: 100, height: 100)
      .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
    }
  }

  /// Halfway through a linear second the circle is 20 points above its place, fully opaque; at the end in
  /// its place.
  @Test func aTransitionInsidePositionMovesTheInsertedView() throws {
    let scene = try tappedScene(measurer: measurer) { Drop() }
    let half = try #require(scene.displayList(at: 0.5, measurer: measurer).items.first)
    #expect(half.transform.y0 == 40, "\(half.transform)")
    #expect(half.opacity == 1)
    let end = try #require(scene.displayList(at: 1, measurer: measurer).items.first)
    #expect(end.transform.y0 == 60)
  }
}

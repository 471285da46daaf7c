import Render
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// A `.modifier(active:identity:)` transition interpolates its modifier's values where they stand in the
/// modifier (docs/swift-views.md, Transitions): what the modifier writes after them applies after them.
@Suite struct TransitionModifierOrderTests {
  /// Turned about its top-left corner, then clipped to its frame.
  nonisolated struct Pivot: ViewModifier {
    let degrees: Double
    func body(content: Content) -> some View {
      content.rotationEffect(.degrees(degrees), anchor: .topLeading).clipped()
    }
  }

  nonisolated struct Shown: View {
    @State private var shown = false
    var body: some View {
      ZStack {
        Color.white
        if shown {
          Rectangle().fill(Color.red).frame(width: 200, height: 200)
            .transition(.modifier(active: Pivot(degrees: -90), identity: Pivot(degrees: 0)))
        }
      }
      .frame(width: 300, height: 300)
      .onTapGesture { withAnimation(.linear(duration: 1)) { shown = true } }
    }
  }

  /// Tapped at 0, half way in (0.5 s) the 200-point square (50…250 on the 300-point canvas) is turned 45°
  /// counterclockwise about (50, 50). (150, 100) is inside both the turned square and the frame: red.
  /// (150, 40) is inside the turned square (77.8 and 63.6 points along its sides) but above the frame: the
  /// clip after the rotation cuts it, white. (With the rotation drawn outside the clip, it was red.)
  @Test func aClipAfterTheRotationCutsTheTurnedView() throws {
    let f = try viewFrame(
      size: Size(width: 300, height: 300), at: 0.5, duration: 2, taps: [ViewTap(target: nil, time: 0)]
    ) {
      Shown()
    }
    #expect(near(f.rgb(150, 100), (255, 59, 48)), "\(f.rgb(150, 100))")
    #expect(near(f.rgb(150, 40), (255, 255, 255)), "\(f.rgb(150, 40))")
  }
}

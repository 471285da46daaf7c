import Foundation
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// `AnyTransition.modifier(active:identity:)` as SwiftUI has it: the view stays in its identity modifier
/// while present — what that modifier adds (a view of its own, its state, its `onAppear`) comes with it, and
/// what the two modifiers share is drawn once — and what differs is interpolated as the view comes in.
@Suite struct TransitionModifierTests {
  let measurer = EstimatedTextMeasurer()

  /// Half opaque in both states; scaled from 0 (active) to 1 (identity); a 10-point dot of its own that
  /// its `onAppear` fades in over a linear second.
  struct Badge: ViewModifier {
    let scale: Double
    @State private var dotShown = false
    func body(content: Content) -> some View {
      content
        .opacity(0.5)
        .scaleEffect(scale)
        .overlay { Circle().frame(width: 10, height: 10).opacity(dotShown ? 1 : 0) }
        .onAppear { withAnimation(.linear(duration: 1)) { dotShown = true } }
    }
  }

  struct Shown: View {
    @State private var shown = false
    var body: some View {
      ZStack {
        Color.white
        if shown {
          Rectangle().frame(width: 40, height: 40)
            .transition(.modifier(active: Badge(scale: 0), identity: Badge(scale: 1)))
        }
      }
      .frame(width: 100, height: 100)
      .onTapGesture { withAnimation(.linear(duration: 1)) { shown = true } }
    }
  }

  func item(_ scene: Scene, at t: Double, size: Double) throws -> DisplayItem? {
    func flat(_ items: [DisplayItem]) -> [DisplayItem] {
      items.flatMap { item -> [DisplayItem] in
        if case .group(let inner) = item.content { return [item] + flat(inner) }
        return [item]
      }
    }
    return flat(try scene.displayList(at: t, measurer: measurer).items).first {
      $0.frameSize == Size(width: size, height: size)
    }
  }

  /// Tapped at 0: half way the square is at half scale and half opacity (the shared 0.5, once); at rest it
  /// stays half opaque, as the identity modifier keeps it; the modifier's dot fades in with its own second.
  @Test func theViewStaysInItsIdentityModifier() throws {
    let scene = try tappedScene(duration: 2, taps: [0], measurer: measurer) { Shown() }
    let half = try #require(try item(scene, at: 0.5, size: 40))
    #expect(half.opacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9), "\(half.opacity)")
    #expect(half.transform.xx.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9), "\(half.transform)")
    let rest = try #require(try item(scene, at: 1.5, size: 40))
    #expect(rest.opacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9), "\(rest.opacity)")
    #expect(rest.transform.xx == 1)
    let dot = try #require(try item(scene, at: 0.5, size: 10))
    #expect(dot.opacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9), "\(dot.opacity)")
  }
}

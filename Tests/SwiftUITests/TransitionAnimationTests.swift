import Foundation
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A transition with an animation of its own (`.transition(.opacity.animation(…))`) plays with that
/// animation, whatever the transaction's: a view inserted or removed outside `withAnimation` still fades, and
/// one inserted in a slower `withAnimation` fades at the transition's pace, as on iOS.
@Suite struct TransitionAnimationTests {
  let measurer = EstimatedTextMeasurer()

  /// A 40-point red square shown and hidden by taps on a 100-point white field.
  struct Square: View {
    let transition: AnyTransition
    var change: Animation? = nil
    @State private var shown = false
    var body: some View {
      ZStack {
        Color.white
        if shown {
          Rectangle().fill(.red).frame(width: 40, height: 40).transition(transition)
        }
      }
      .frame(width: 100, height: 100)
      .onTapGesture { withAnimation(change) { shown.toggle() } }
    }
  }

  /// The square's opacity at `t`; nil when it is not drawn.
  func squareOpacity(_ scene: Scene, at t: Double) throws -> Double? {
    try scene.displayList(at: t, measurer: measurer).items.first { $0.frameSize == Size(width: 40, height: 40) }?
      .opacity
  }

  /// Tapped at 0 (shown) and 2 (hidden) without `withAnimation`: a linear second's fade in, then out.
  @Test func itsOwnAnimationPlaysWithoutATransactionAnimation() throws {
    let scene = try tappedScene(duration: 4, taps: [0, 2], measurer: measurer) {
      Square(transition: .opacity.animation(.linear(duration: 1)))
    }
    for (t, expected) in [(0.25, 0.25), (0.5, 0.5), (1.5, 1), (2.25, 0.75), (2.75, 0.25)] {
      let opacity = try #require(try squareOpacity(scene, at: t), "at \(t)")
      #expect(opacity.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9), "at \(t): \(opacity)")
    }
    #expect(try squareOpacity(scene, at: 3.5) == nil)
  }

  /// Inside a linear four seconds, the transition's linear second still sets the pace.
  @Test func itsOwnAnimationOverridesTheTransaction() throws {
    let scene = try tappedScene(duration: 2, taps: [0], measurer: measurer) {
      Square(transition: .opacity.animation(.linear(duration: 1)), change: .linear(duration: 4))
    }
    let opacity = try #require(try squareOpacity(scene, at: 0.5))
    #expect(opacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-9), "\(opacity)")
  }

  /// Without an animation of its own or a transaction's, the square appears and goes at once.
  @Test func withoutAnimationsTheViewAppearsAtOnce() throws {
    let scene = try tappedScene(duration: 3, taps: [0, 2], measurer: measurer) { Square(transition: .opacity) }
    #expect(try squareOpacity(scene, at: 0.25) == 1)
    #expect(try squareOpacity(scene, at: 2.25) == nil)
  }

  /// An asymmetric transition keeps each side's animation: the insertion fades in over a second, the removal
  /// (with none, outside `withAnimation`) is at once.
  @Test func asymmetricSidesKeepTheirOwnAnimations() throws {
    let scene = try tappedScene(duration: 3, taps: [0, 2], measurer: measurer) {
      Square(transition: .asymmetric(insertion: .opacity.animation(.linear(duration: 1)), removal: .opacity))
    }
    let opacity = try #require(try squareOpacity(scene, at: 0.25))
    #expect(opacity.isApproximatelyEqual(to: 0.25, absoluteTolerance: 1e-9), "\(opacity)")
    #expect(try squareOpacity(scene, at: 2.25) == nil)
  }
}

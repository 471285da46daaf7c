import Foundation
import Keyframes
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// iOS 17's `Transition` protocol (docs/swift-views.md, Transitions), and a root view that holds an object
/// in a plain property, made once as an app makes it (docs/swift-views.md, "The root view").
@Suite struct TransitionProtocolTests {
  let measurer = EstimatedTextMeasurer()

  func scene(duration: Double? = nil, taps: [Double] = [], _ root: @escaping () -> any View) throws -> Scene {
    try tappedScene(duration: duration, taps: taps, measurer: measurer, root)
  }

  /// The first item's scale, opacity, angle (degrees) and horizontal offset from the middle at `t`.
  func pose(_ scene: Scene, at t: Double) throws -> (scale: Double, opacity: Double, angle: Double, x: Double)? {
    guard let item = try scene.displayList(at: t, measurer: measurer).items.first else { return nil }
    let m = item.transform
    return ((m.xx * m.xx + m.yx * m.yx).squareRoot(), item.opacity, atan2(m.yx, m.xx) * 180 / .pi, m.x0 - 50)
  }

  func close(_ a: Double, _ b: Double) -> Bool { a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-6) }

  /// Half size, a quarter turn back before appearing and forward after disappearing, transparent.
  struct Turn: RenderAnimSwiftUI.Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
      content
        .scaleEffect(phase.isIdentity ? 1 : 0.5)
        .rotationEffect(.degrees(phase.value * 90))
        .opacity(phase.isIdentity ? 1 : 0)
    }
  }

  struct Turning: View {
    @State private var shown = false
    var body: some View {
      VStack {
        if shown { Rectangle().frame(width: 20, height: 20).transition(Turn()) }
      }
      .frame(width: 100, height: 100)
      .contentShape(Rectangle())
      .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
      .onTapGesture { withAnimation(.linear(duration: 1)) { shown = false } }
    }
  }

  /// Inserted over a linear second from 0: at 0.5 s the view is at scale 0.75, half opaque and turned
  /// −45° (from `.willAppear`, −90°); removed over a linear second from the tap at 1.5 s: at 2 s it is at
  /// 0.75, half opaque and +45° (towards `.didDisappear`, +90°); from 2.5 s it is gone.
  @Test func aTransitionAnimatesItsPhases() throws {
    let s = try scene(duration: 3, taps: [1.5]) { Turning() }
    let appearing = try #require(try pose(s, at: 0.5))
    #expect(
      close(appearing.scale, 0.75) && close(appearing.opacity, 0.5) && close(appearing.angle, -45), "\(appearing)")
    let present = try #require(try pose(s, at: 1.2))
    #expect(close(present.scale, 1) && close(present.opacity, 1) && close(present.angle, 0), "\(present)")
    let leaving = try #require(try pose(s, at: 2))
    #expect(close(leaving.scale, 0.75) && close(leaving.opacity, 0.5) && close(leaving.angle, 45), "\(leaving)")
    #expect(try pose(s, at: 2.6) == nil)
  }

  struct Pushed: View {
    @State private var shown = false
    var body: some View {
      VStack {
        if shown { Rectangle().frame(width: 20, height: 20).transition(.push(from: .leading)) }
      }
      .frame(width: 100, height: 100)
      .contentShape(Rectangle())
      .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
      .onTapGesture { withAnimation(.linear(duration: 1)) { shown = false } }
    }
  }

  /// `.push(from: .leading)`: in from its own width to the leading side (20 points, as SwiftUI's move
  /// transitions go towards an edge of the view) fading in, out by its width to the trailing side fading
  /// out; half way at 0.5 s and 2 s.
  @Test func pushComesInFromItsEdgeAndLeavesByTheOpposite() throws {
    let s = try scene(duration: 3, taps: [1.5]) { Pushed() }
    let appearing = try #require(try pose(s, at: 0.5))
    #expect(close(appearing.x, -10) && close(appearing.opacity, 0.5), "\(appearing)")
    let present = try #require(try pose(s, at: 1.2))
    #expect(close(present.x, 0) && close(present.opacity, 1), "\(present)")
    let leaving = try #require(try pose(s, at: 2))
    #expect(close(leaving.x, 10) && close(leaving.opacity, 0.5), "\(leaving)")
  }

  struct Interrupted: View {
    let animation: RenderAnimSwiftUI.Animation
    @State private var shown = false
    var body: some View {
      VStack {
        if shown { Rectangle().frame(width: 20, height: 20).transition(.opacity) }
      }
      .frame(width: 100, height: 100)
      .contentShape(Rectangle())
      .onAppear { withAnimation(animation) { shown = true } }
      .onTapGesture { withAnimation(animation) { shown = false } }
    }
  }

  /// Removed at 0.5 s while its 1-second fade in is half done, a view leaves from half there: the removal's
  /// 1 → 0 combines with the insertion's 0 → 1 as two animations of one property do (docs/semantics.md
  /// §0b.10), from the insertion's value towards 0: 0.75 + (0 − 0.75) × 0.25 = 0.5625 at 0.75 s, 1 + (0 − 1)
  /// × 0.75 = 0.25 at 1.25 s.
  @Test func aViewRemovedWhileItIsInsertedLeavesFromWhereItIs() throws {
    let s = try scene(duration: 2, taps: [0.5]) { Interrupted(animation: .linear(duration: 1)) }
    for (t, expected) in [(0.25, 0.25), (0.5, 0.5), (0.75, 0.5625), (1.25, 0.25)] {
      let pose = try #require(try pose(s, at: t))
      #expect(close(pose.opacity, expected), "at \(t) s: \(pose.opacity)")
    }
  }

  /// With a spring the removal merges with the insertion, keeping its velocity, as one property's springs
  /// merge: the opacity is that one animator's, not the insertion's fade times a removal from 1 (what was
  /// drawn before, 0.01 to 0.02 away while it leaves).
  @Test func aSpringRemovalMergesWithTheInsertion() throws {
    let spring = RenderAnimSwiftUI.Animation.spring(duration: 1, bounce: 0)
    let s = try scene(duration: 2, taps: [0.5]) { Interrupted(animation: spring) }
    var merged = PropertyAnimator(initialValue: AnimatableVector([0]))
    _ = merged.set(AnimatableVector([1]), animation: spring, at: 0)
    let inserting = merged  // the insertion alone, as it would have gone on
    _ = merged.set(AnimatableVector([0]), animation: spring, at: 0.5)
    var leaving = PropertyAnimator(initialValue: AnimatableVector([1]))
    _ = leaving.set(AnimatableVector([0]), animation: spring, at: 0.5)
    for t in [0.6, 0.8, 1.0] {
      let expected = merged.value(at: t)[0]
      let product = inserting.value(at: t)[0] * leaving.value(at: t)[0]
      #expect(abs(expected - product) > 0.01, "at \(t) s the two models differ")
      let pose = try #require(try pose(s, at: t))
      #expect(close(pose.opacity, expected), "at \(t) s: \(pose.opacity), merged \(expected), product \(product)")
    }
  }

  struct Replaced: View {
    let configuration: BlurReplaceTransition.Configuration
    @State private var shown = false
    var body: some View {
      VStack {
        if shown { Rectangle().frame(width: 20, height: 20).transition(.blurReplace(configuration)) }
      }
      .frame(width: 100, height: 100)
      .contentShape(Rectangle())
      .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
      .onTapGesture { withAnimation(.linear(duration: 1)) { shown = false } }
    }
  }

  /// `.blurReplace`: inserted from half size, transparent and blurred by 20 points, half way at 0.5 s
  /// (0.75, 0.5, 10); removed at 1.5 s down to half size again, or with `.upUp` up to one and a half
  /// times (1.25 at 2 s).
  @Test func blurReplaceBlursScalesAndFades() throws {
    for (configuration, leavingScale) in [(BlurReplaceTransition.Configuration.downUp, 0.75), (.upUp, 1.25)] {
      let s = try scene(duration: 3, taps: [1.5]) { Replaced(configuration: configuration) }
      let appearing = try #require(try pose(s, at: 0.5))
      #expect(close(appearing.scale, 0.75) && close(appearing.opacity, 0.5), "\(appearing)")
      let item = try #require(try s.displayList(at: 0.5, measurer: measurer).items.first)
      // The identity phase's blur of 0 is drawn too (the view stays in it, as on iOS): a blur of nothing.
      let blur = item.effects.compactMap { e -> Double? in if case .blur(let r) = e.kind, r > 0 { r } else { nil } }
      #expect(blur.count == 1 && close(blur[0], 10), "\(item.effects)")
      let leaving = try #require(try pose(s, at: 2))
      #expect(close(leaving.scale, leavingScale) && close(leaving.opacity, 0.5), "\(leaving)")
    }
  }

  @Test func phasesHaveSwiftUIsValues() {
    #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.value == 0)
    #expect(TransitionPhase.didDisappear.value == 1 && TransitionPhase.identity.isIdentity)
    #expect(!TransitionPhase.willAppear.isIdentity && Turn.properties.hasMotion)
  }

  final class Slider: ObservableObject {
    @Published var x = 0.0
  }

  /// The root holds its model in a plain `@ObservedObject` property, as many apps' `ContentView` does:
  /// the app makes the root once, so the tap's change at 0.2 s stays, and animates linearly to 40 by
  /// 1.2 s. (Made again for each evaluation, the root would start from a new model each time: x = 0.)
  struct Sliding: View {
    @ObservedObject var slider = Slider()
    var body: some View {
      Rectangle().frame(width: 10, height: 10).offset(x: slider.x)
        .onTapGesture { withAnimation(.linear(duration: 1)) { slider.x = 40 } }
    }
  }

  @Test func aRootThatHoldsAnObjectIsMadeOnce() throws {
    let s = try scene(duration: 2, taps: [0.2]) { Sliding() }
    #expect(close(try #require(try pose(s, at: 0.1)).x, 0))
    #expect(close(try #require(try pose(s, at: 0.7)).x, 20))
    #expect(close(try #require(try pose(s, at: 1.5)).x, 40))
    // Frames in any order read the model at their own time.
    #expect(close(try #require(try pose(s, at: 0.1)).x, 0))
  }
}

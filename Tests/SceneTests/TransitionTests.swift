import Foundation
import Keyframes
import RealModule
import SceneEngine
import Testing

/// Insertion and removal under `if:` with transitions, against hand-derived values (issue 9).
@Suite struct TransitionTests {
  let m = EstimatedTextMeasurer()
  let size = Size(width: 100, height: 50)

  @Test func effectsInterpolateLinearlyWithActiveness() {
    #expect(Transition.opacity.effect(activeness: 0.25, removal: false, size: size).opacity == 0.75)
    let move = Transition.move(.leading).effect(activeness: 0.75, removal: false, size: size)
    #expect(move.transform.x0 == -75 && move.transform.y0 == 0)
    // .slide: in from the leading edge, out to the trailing edge.
    #expect(Transition.slide.effect(activeness: 0.4, removal: true, size: size).transform.x0 == 40)
    #expect(Transition.slide.effect(activeness: 0.4, removal: false, size: size).transform.x0 == -40)
    let offset = Transition.offset(x: 10, y: -20).effect(activeness: 0.5, removal: false, size: size)
    #expect(offset.transform.x0 == 5 && offset.transform.y0 == -10)
    // .scale(scale: 0.5, anchor: .bottom) at activeness 0.5: factor 0.75 about (0, +25).
    let scale = Transition.scale(0.5, anchor: UnitPoint(x: 0.5, y: 1)).effect(
      activeness: 0.5, removal: false, size: size)
    #expect(scale.transform.xx == 0.75 && scale.transform.yy == 0.75)
    #expect(scale.transform.y0.isApproximatelyEqual(to: 25 - 0.75 * 25))
    // .push(from: .top): in from the top fading in; out towards the bottom fading out.
    let pushIn = Transition.push(from: .top).effect(activeness: 0.5, removal: false, size: size)
    #expect(pushIn.transform.y0 == -25 && pushIn.opacity == 0.5)
    let pushOut = Transition.push(from: .top).effect(activeness: 0.2, removal: true, size: size)
    #expect(pushOut.transform.y0 == 10 && pushOut.opacity == 0.8)
    let asym = Transition.asymmetric(insertion: .opacity, removal: .move(.bottom))
    #expect(
      asym.effect(activeness: 0.5, removal: false, size: size) == TransitionEffect(transform: .identity, opacity: 0.5))
    #expect(asym.effect(activeness: 0.5, removal: true, size: size).transform.y0 == 25)
  }

  @Test func expressionsBuildTransitions() throws {
    let e = try Expression(
      ".asymmetric(insertion: .move(edge: .leading), removal: .scale(scale: 0.5).combined(with: .opacity))")
    let v = try e.evaluate(in: [String: SceneValue](), expecting: .transition)
    #expect(
      v
        == .transition(
          .asymmetric(
            insertion: .move(.leading),
            removal: .combined(.scale(0.5, anchor: .center), .opacity))))
    #expect(
      try Expression("AnyTransition.push(from: .bottom)").evaluate(in: [String: SceneValue](), expecting: .transition)
        == .transition(.push(from: .bottom)))
  }

  static let card = """
    size: [256, 256]
    fps: 10
    state: { show: false }
    events:
      - { at: 0.2, withAnimation: ".linear(duration: 1)", set: { show: true } }
      - { at: 1.5, withAnimation: ".linear(duration: 1)", set: { show: false } }
    layers:
      - id: card
        shape: rectangle
        frame: [100, 50]
        if: show
        modifiers:
          - transition: ".asymmetric(insertion: .move(edge: .leading), \
    removal: .scale(scale: 0.5).combined(with: .opacity))"
    """

  @Test func insertionAndRemovalPlayUnderTheTransaction() throws {
    let scene = try runtimeScene(text: Self.card)
    #expect(try scene.displayList(at: 0.1, measurer: m).items.isEmpty)
    // Linear insertion from 0.2 s: presence 0.25 at 0.45 s, so 0.75 × width to the left of the centre.
    let entering = try #require(scene.displayList(at: 0.45, measurer: m).items.first)
    #expect(entering.transform.x0.isApproximatelyEqual(to: 128 - 75) && entering.opacity == 1)
    // Removal from 1.5 s: at 1.75 s activeness 0.25, so scale 1 − 0.5 × 0.25 and opacity 0.75.
    let leaving = try #require(scene.displayList(at: 1.75, measurer: m).items.first)
    #expect(leaving.transform.xx.isApproximatelyEqual(to: 0.875) && leaving.opacity.isApproximatelyEqual(to: 0.75))
    // Gone once the removal has played; the clip ends there.
    #expect(try scene.displayList(at: 2.5, measurer: m).items.isEmpty)
    #expect(scene.duration.isApproximatelyEqual(to: 2.5))
  }

  @Test func withoutAnAnimationTheLayerAppearsAtOnce() throws {
    let scene = try runtimeScene(
      text: Self.card.replacingOccurrences(of: "withAnimation: \".linear(duration: 1)\", ", with: ""))
    let item = try #require(scene.displayList(at: 0.2, measurer: m).items.first)
    #expect(item.transform.x0 == 128 && item.opacity == 1)
    #expect(try scene.displayList(at: 1.5, measurer: m).items.isEmpty)
  }

  @Test func phaseOrderInsertsEachLayerAtItsPhase() throws {
    let scene = try runtimeScene(
      text: """
        size: [200, 100]
        fps: 10
        layers:
          - group:
              - { id: late, shape: circle, frame: [10, 10], if: "phase >= .b" }
            modifiers:
              - phaseAnimator: { phases: [a, b, c], content: [], animation: ".linear(duration: 1)" }
        """)
    func child(_ t: Double) throws -> DisplayItem? {
      guard case .group(let kids) = try scene.displayList(at: t, measurer: m).items[0].content else { return nil }
      return kids.first
    }
    // a → b from 0 s: inserted with the default .opacity transition, half-way at 0.5 s.
    #expect(try child(0.5)?.opacity.isApproximatelyEqual(to: 0.5) == true)
    // b → c changes nothing, so it takes no time (docs/semantics.md: unchanged phases advance in the same
    // instant): c → a starts at 1 s and removes the layer, a quarter gone at 1.25 s.
    #expect(try child(1.25)?.opacity.isApproximatelyEqual(to: 0.75) == true)
    #expect(try child(2.0) == nil)
    #expect(scene.duration == 2)
  }
}

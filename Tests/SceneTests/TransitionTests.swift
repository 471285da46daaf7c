import Foundation
import DisplayModel
import Keyframes
import RealModule
import SceneFormat
import Testing

/// Insertion and removal under `if:` with transitions, against hand-derived values (issue 9).
@Suite struct TransitionTests {
  let m = EstimatedTextMeasurer()
  let size = Size(width: 100, height: 50)

  /// The layer's transform and opacity `t` s into its insertion (or removal) under `.linear(duration: 1)`,
  /// a 100 × 50 rectangle filling a 100 × 50 canvas: its transition's effect at activeness 1 − t (or t).
  func effect(_ transition: String, removal: Bool, at t: Double) throws -> (DisplayModel.AffineTransform, Double) {
    let scene = try runtimeScene(
      text: """
        size: [100, 50]
        fps: 100
        duration: 1
        state: { show: \(removal) }
        events: [{ at: 0, withAnimation: ".linear(duration: 1)", set: { show: \(!removal) } }]
        layers:
          - id: card
            shape: rectangle
            frame: [100, 50]
            if: show
            modifiers: [{ transition: "\(transition)" }]
        """)
    let layer = try #require(try scene.values(at: t, measurer: m).first { $0.layer.id == "card" }?.layer)
    return (layer.transform, layer.opacity)
  }

  /// Each transition's effect grows linearly with its activeness, as the runtime plays it (values derived by
  /// hand: the layer's centre is at 50, 25; `.linear`'s progress is solved to 2e-7).
  @Test func effectsInterpolateLinearlyWithActiveness() throws {
    #expect(try effect(".opacity", removal: false, at: 0.75).1.isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-4))
    #expect(
      try effect(".move(edge: .leading)", removal: false, at: 0.25).0.x0.isApproximatelyEqual(
        to: 50 - 75, absoluteTolerance: 1e-4))
    // .slide: in from the leading edge, out to the trailing edge.
    #expect(
      try effect(".slide", removal: true, at: 0.4).0.x0.isApproximatelyEqual(to: 50 + 40, absoluteTolerance: 1e-4))
    #expect(
      try effect(".slide", removal: false, at: 0.6).0.x0.isApproximatelyEqual(to: 50 - 40, absoluteTolerance: 1e-4))
    let offset = try effect(".offset(x: 10, y: -20)", removal: false, at: 0.5).0
    #expect(
      offset.x0.isApproximatelyEqual(to: 55, absoluteTolerance: 1e-4)
        && offset.y0.isApproximatelyEqual(to: 15, absoluteTolerance: 1e-4))
    // .scale(scale: 0.5, anchor: .bottom) at activeness 0.5: factor 0.75 about the bottom edge (y 50).
    let scale = try effect(".scale(scale: 0.5, anchor: .bottom)", removal: false, at: 0.5).0
    #expect(
      scale.xx.isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-4)
        && scale.yy.isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-4))
    #expect(scale.y0.isApproximatelyEqual(to: 50 - 0.75 * 25, absoluteTolerance: 1e-4))
    // .push(from: .top): in from the top fading in; out towards the bottom fading out.
    let pushIn = try effect(".push(from: .top)", removal: false, at: 0.5)
    #expect(
      pushIn.0.y0.isApproximatelyEqual(to: 25 - 25, absoluteTolerance: 1e-4)
        && pushIn.1.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-4))
    let pushOut = try effect(".push(from: .top)", removal: true, at: 0.2)
    #expect(
      pushOut.0.y0.isApproximatelyEqual(to: 25 + 10, absoluteTolerance: 1e-4)
        && pushOut.1.isApproximatelyEqual(to: 0.8, absoluteTolerance: 1e-4))
    let asymmetric = ".asymmetric(insertion: .opacity, removal: .move(edge: .bottom))"
    let inserted = try effect(asymmetric, removal: false, at: 0.5)
    #expect(inserted.0.x0 == 50 && inserted.0.y0 == 25)
    #expect(inserted.1.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-4))
    #expect(
      try effect(asymmetric, removal: true, at: 0.5).0.y0.isApproximatelyEqual(to: 25 + 25, absoluteTolerance: 1e-4))
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

import Foundation
import Keyframes
import RealModule
import SceneFormat
import Testing

/// Scenes evaluate to what SwiftUI would show: numbers derived by hand from docs/scene-format.md and docs/semantics.md.
@Suite struct SceneEvaluationTests {
  let measurer = EstimatedTextMeasurer()
  func close(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool {
    a.isApproximatelyEqual(to: b, absoluteTolerance: tol)
  }

  func scene(_ body: String, header: String = "size: [400, 200]\nfps: 60\n") throws -> Scene {
    try runtimeScene(text: header + body, file: "test.yaml")
  }

  /// `withAnimation(.linear(duration: 1))` at 0.5: half way at 1.0 (Bézier linear is exact at 0.5).
  @Test func withAnimationLinear() throws {
    let s = try scene(
      """
      state: { x: 0.0 }
      events:
        - at: 0.5
          withAnimation: ".linear(duration: 1)"
          set: { x: 100 }
      layers:
        - shape: circle
          frame: [10, 10]
          modifiers:
            - offset: { x: x }
      """)
    #expect(try s.displayList(at: 0.4, measurer: measurer).items[0].transform.x0 == 200)
    #expect(try s.displayList(at: 1.0, measurer: measurer).items[0].transform.x0 == 250)
    #expect(try s.displayList(at: 1.5, measurer: measurer).items[0].transform.x0 == 300)
    #expect(s.duration == 1.5)
    #expect(s.frameCount == 90)
  }

  /// scaleEffect(2, anchor: .bottom), then rotationEffect(90°), then offset(x: 10), at position (200, 100)
  /// on a 100×50 frame: (x, y) → (235 − 2y, 100 + 2x), i.e. Cairo [0, 2, −2, 0, 235, 100].
  @Test func modifierChainComposesAboutAnchors() throws {
    let s = try scene(
      """
      layers:
        - shape: rectangle
          frame: [100, 50]
          position: [200, 100]
          modifiers:
            - scaleEffect: { x: 2, y: 2, anchor: .bottom }
            - rotationEffect: .degrees(90)
            - offset: { x: 10 }
      """)
    let m = try s.displayList(at: 0, measurer: measurer).items[0].transform.cairoArray
    for (a, b) in zip(m, [0, 2, -2, 0, 235, 100.0]) { #expect(close(a, b, 1e-12), "\(m)") }
  }

  /// A completion runs when the bouncy spring is logically complete (0.5 + 0.5 s) and starts `.default`
  /// from there: the same as two transactions on one property animator.
  @Test func completionStartsAtLogicalCompletion() throws {
    let s = try runtimeScene(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../scenes/simple-animation-completion.yaml").standardizedFileURL)
    var reference = PropertyAnimator(initialValue: AnimatableVector([0, 0]))
    reference.set(AnimatableVector([0, -40]), animation: .bouncy, at: 0.5)
    reference.set(AnimatableVector([0, 0]), animation: .default, at: 1.0)
    for t in [0.6, 0.9, 1.0, 1.2, 1.6] {
      let y = try s.displayList(at: t, measurer: measurer).items[0].transform.y0
      #expect(close(y, 128 + reference.value(at: t)[1]), "t=\(t)")
    }
    #expect(s.duration == reference.removalTime)
  }

  /// `animation:` overrides withAnimation for the modifiers before it: easeIn(0.6) instead of the spring.
  @Test func implicitAnimationOverrides() throws {
    let s = try scene(
      """
      state: { on: false }
      events:
        - at: 0.3
          withAnimation: .bouncy
          set: { on: true }
      layers:
        - id: a
          text: "hi"
          modifiers:
            - opacity: "on ? 1 : 0.4"
            - animation: { animation: ".easeIn(duration: 0.6)", value: on }
      """)
    let o = try s.displayList(at: 0.6, measurer: measurer).items[0].opacity
    #expect(close(o, 0.4 + 0.6 * UnitCurve.easeIn.value(at: 0.5)))
  }

  /// ThreePhaseAnimationView: the tap at 0.25 moves to `move` with easeInOut(0.3): half way at 0.4.
  @Test func threePhase() throws {
    let s = try runtimeScene(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../scenes/three-phase.yaml").standardizedFileURL)
    let m = try s.displayList(at: 0.4, measurer: measurer).items[0].transform
    #expect(close(m.xx, 1.25) && close(m.yy, 1.25))
    #expect(close(m.y0, 256 - 32))
    let rest = try s.displayList(at: s.duration, measurer: measurer).items[0].transform
    #expect(close(rest.xx, 1) && close(rest.y0, 256))
  }

  /// The keyframe-bounce scene shows the docs' timeline values (KeyframeAnimationViewTests).
  @Test func keyframeBounce() throws {
    let s = try runtimeScene(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../scenes/keyframe-bounce.yaml").standardizedFileURL)
    // Tapped at 0.2 and 3.4; 0.5 s into the first run.
    let values = try s.values(at: 0.7, measurer: measurer)[0].values
    let scale = try #require(values.first { $0.0 == "value.scale" }?.1)
    #expect(close(scale, 1.318846463570285))
    #expect(close(s.duration, 3.4 + 3.021958304074234))
    #expect(try s.values(at: 0.1, measurer: measurer)[0].values.first { $0.0 == "value.scale" }?.1 == 1)
    // The second tap comes after the first run ended: a fresh run from the initial value.
    let again = try s.values(at: 3.9, measurer: measurer)[0].values.first { $0.0 == "value.scale" }?.1
    #expect(close(again ?? 0, scale, 1e-9))
  }

  @Test func rationalFrameRate() throws {
    let s = try scene("duration: 1\n", header: "size: [10, 10]\nfps: \"30000/1001\"\n")
    #expect(s.frameTime(1) == 1001.0 / 30000)
    #expect(s.frameCount == 30)  // 29.97 rounds to 30
    #expect(s.fpsText == "30000/1001")
  }

  /// JSON is YAML: the same scene in either form evaluates the same.
  @Test func jsonAndYAMLAgree() throws {
    let yaml = try scene(
      "layers:\n  - shape: circle\n    frame: [20, 20]\n    fill: .red\n    modifiers:\n      - opacity: 0.5\n")
    let json = try runtimeScene(
      text:
        "{\"size\": [400, 200], \"fps\": 60, \"layers\": [{\"shape\": \"circle\", \"frame\": [20, 20], "
        + "\"fill\": \".red\", \"modifiers\": [{\"opacity\": 0.5}]}]}"
    )
    #expect(try yaml.displayList(at: 0, measurer: measurer) == json.displayList(at: 0, measurer: measurer))
  }

  /// Groups place children in the group's frame; the group's modifiers apply to all of them.
  @Test func groups() throws {
    let s = try scene(
      """
      layers:
        - group:
            - shape: circle
              frame: [10, 10]
              position: [0, 0]
          frame: [100, 100]
          position: [200, 100]
          modifiers:
            - scaleEffect: 2
      """)
    let g = try s.displayList(at: 0, measurer: measurer).items[0]
    guard case .group(let kids) = g.content else {
      Issue.record("not a group")
      return
    }
    // The child at the group frame's top-left corner: (−50, −50) in group-centred coordinates.
    #expect(kids[0].transform.x0 == -50 && kids[0].transform.y0 == -50)
    #expect(g.transform.cairoArray == [2, 0, 0, 2, 200, 100])
  }

  /// Every example scene is valid.
  @Test func exampleScenesLoad() throws {
    let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../scenes")
      .standardizedFileURL
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".yaml") }
    #expect(files.count >= 11)
    for f in files {
      let s = try runtimeScene(contentsOf: dir.appendingPathComponent(f))
      _ = try s.displayList(at: s.duration / 2, measurer: measurer)
    }
  }
}

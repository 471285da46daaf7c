import Foundation
import RealModule
import SceneFormat
import Testing

/// The instants `plot` marks, against times derived by hand.
@Suite struct MarksTests {
  let scene = try! runtimeScene(
    text: """
      size: [200, 200]
      fps: 60
      state: { x: 0.0, taps: 0 }
      events:
        - { at: 0.5, withAnimation: ".linear(duration: 1)", set: { x: 100 } }
        - { at: 1.0, set: { taps: 1 } }
      layers:
        - id: mover
          shape: circle
          frame: [10, 10]
          modifiers:
            - offset: { x: x }
        - id: bouncer
          shape: circle
          frame: [10, 10]
          modifiers:
            - keyframeAnimator:
                initialValue: 0.0
                trigger: taps
                content: [{ offset: { y: value } }]
                keyframes: ["LinearKeyframe(20, duration: 0.25)", "LinearKeyframe(0, duration: 0.5)"]
        - id: blinker
          shape: circle
          frame: [10, 10]
          modifiers:
            - phaseAnimator:
                phases: [1, 0.5]
                trigger: taps
                content: [{ opacity: phase }]
                animation: ".easeIn(duration: 0.2)"
      """, file: "marks.yaml")

  func times(_ kind: TimelineMark.Kind, layer: Int? = nil) -> [Double] {
    scene.marks().filter { $0.kind == kind && (layer == nil || $0.layer == layer) }.map(\.time)
  }

  @Test func eventsAndTriggers() {
    #expect(times(.event) == [0.5, 1.0])
    #expect(times(.trigger) == [1.0, 1.0])
    #expect(scene.marks().filter { $0.kind == .trigger }.map(\.layer) == [1, 2])
    #expect(scene.marks().first { $0.kind == .trigger }?.label == "trigger taps")
  }

  /// `.linear(duration: 1)` from 0.5 is logically complete and removed at 1.5 (docs/semantics.md §0b.3).
  @Test func curveSettlesAndIsRemovedAtItsEnd() {
    #expect(times(.settled, layer: 0) == [1.5])
    #expect(times(.removed, layer: 0) == [1.5])
  }

  /// Keyframes of 0.25 s and 0.5 s triggered at 1.0 end at 1.25 and 1.75.
  @Test func keyframeBoundaries() {
    #expect(times(.keyframe, layer: 1) == [1.25, 1.75])
    #expect(scene.marks().filter { $0.kind == .keyframe }.map(\.label) == ["keyframe value[0]", "keyframe value[1]"])
  }

  /// The phase animator goes to phase 1 at the trigger and back to 0 when the 0.2 s ease-in completes.
  @Test func phaseChanges() {
    let phases = scene.marks().filter { $0.kind == .phase }
    #expect(phases.map(\.time) == [1.0, 1.2])
    #expect(phases.map(\.label) == ["phase → 0.5", "phase → 1"])
    // The first transition ends (is removed) at 1.2, the instant the second starts; the second at 1.4.
    #expect(times(.removed, layer: 2) == [1.2, 1.4])
  }

  @Test func seriesSampleEveryScalar() throws {
    let series = try scene.series(times: [0.5, 1.0, 1.5], measurer: EstimatedTextMeasurer())
    let x = try #require(series.first { $0.qualifiedName == "mover.offset.x" })
    #expect(x.values == [0, 50, 100] && x.isAnimated)
    #expect(series.first { $0.qualifiedName == "mover.offset.y" }?.isAnimated == false)
  }
}

import Foundation
import Keyframes
import SceneFormat
import Testing

/// docs/scene-format.md: when things happen, each rule with its own test (numbers by hand).
@Suite struct SceneRulesTests {
  let measurer = EstimatedTextMeasurer()

  func scene(_ body: String) throws -> Scene {
    try runtimeScene(text: "size: [200, 200]\nfps: 100\n" + body, file: "rules.yaml")
  }

  func x(_ s: Scene, _ t: Double) throws -> Double {
    try s.displayList(at: t, measurer: measurer).items[0].transform.x0 - 100
  }

  /// Events at equal times run in file order: x = 5, then x = x × 2 → 10.
  @Test func equalTimesRunInFileOrder() throws {
    let s = try scene(
      """
      state: { x: 0 }
      events:
        - { at: 1, set: { x: 5 } }
        - { at: 1, set: { x: "x * 2" } }
      layers: [{ shape: circle, frame: [10, 10], modifiers: [{ offset: { x: x } }] }]
      """)
    #expect(try x(s, 0.99) == 0)
    #expect(try x(s, 1) == 10)
  }

  /// `.removed` waits for animations added to the property before the end: linear 0.5 s at 0, another at
  /// 0.3 → the combination is removed at 0.8, and the completion (no animation) jumps y then.
  @Test func removedCompletionWaitsForLaterAnimations() throws {
    let s = try scene(
      """
      state: { x: 0, y: 0 }
      events:
        - at: 0
          withAnimation: ".linear(duration: 0.5)"
          set: { x: 10 }
          completionCriteria: .removed
          completion: { set: { y: 1 } }
        - { at: 0.3, withAnimation: ".linear(duration: 0.5)", set: { x: 20 } }
      layers: [{ shape: circle, frame: [10, 10], modifiers: [{ offset: { x: x, y: "y * 50" } }] }]
      """)
    func y(_ t: Double) throws -> Double { try s.displayList(at: t, measurer: measurer).items[0].transform.y0 - 100 }
    #expect(try y(0.79) == 0)
    #expect(try y(0.8) == 50)
    #expect(s.duration == 0.8)
  }

  /// Completions due at one instant run in the order they were created: x = 1, then x = x + 1.
  @Test func completionsRunInCreationOrder() throws {
    let s = try scene(
      """
      state: { a: 0, b: 0, x: 0 }
      events:
        - { at: 0, withAnimation: ".linear(duration: 1)", set: { a: 1 }, completion: { set: { x: 1 } } }
        - { at: 0, withAnimation: ".linear(duration: 1)", set: { b: 1 }, completion: { set: { x: "x + 1" } } }
      layers: [{ shape: circle, frame: [10, 10], modifiers: [{ offset: { x: "x * 10 + a + b" } }] }]
      """)
    #expect(try x(s, 1) == 22)
  }

  /// A completion with no animation created runs at the event's own time.
  @Test func completionWithoutAnimationsRunsAtOnce() throws {
    let s = try scene(
      """
      state: { x: 0, y: 0 }
      events:
        - { at: 0.5, withAnimation: .bouncy, set: { y: 0 }, completion: { set: { x: 7 } } }
      layers: [{ shape: circle, frame: [10, 10], modifiers: [{ offset: { x: x } }] }]
      """)
    #expect(try x(s, 0.49) == 0)
    #expect(try x(s, 0.5) == 7)
  }

  /// Colours animate in linear light: black → white, linear 1 s, half way is linear 0.5 = sRGB 0.7354.
  @Test func coloursAnimateInLinearLight() throws {
    let s = try scene(
      """
      state: { on: false }
      events: [{ at: 0, withAnimation: ".linear(duration: 1)", set: { on: true } }]
      layers: [{ shape: rectangle, frame: [10, 10], modifiers: [{ fill: "on ? Color.white : Color.black" }] }]
      """)
    guard case .shape(let shape) = try s.displayList(at: 0.5, measurer: measurer).items[0].content else {
      Issue.record("not a shape")
      return
    }
    let expected = 1.055 * pow(0.5, 1 / 2.4) - 0.055
    #expect(abs((shape.fill?.red ?? 0) - expected) < 1e-9)
  }

  /// Opacity is reported unclamped (a spring overshoots 1).
  @Test func opacityIsUnclamped() throws {
    let s = try scene(
      """
      state: { o: 0.0 }
      events: [{ at: 0, withAnimation: ".spring(duration: 0.5, bounce: 0.7)", set: { o: 1.0 } }]
      layers: [{ shape: circle, frame: [10, 10], modifiers: [{ opacity: o }] }]
      """)
    let peak = try (1...60).map { try s.displayList(at: Double($0) / 100, measurer: measurer).items[0].opacity }.max()!
    #expect(peak > 1.2)
  }
}

import Foundation
import Keyframes
import RealModule
import SceneFormat
import Testing

/// TimelineView schedules, String(format:), contentTransition, transactions and registered custom
/// animations, against hand-derived values (issue 9).
@Suite struct TimelineAndTextTests {
  let m = EstimatedTextMeasurer()

  func text(_ scene: Scene, at t: Double, layer: Int = 0) throws -> String? {
    if case .text(let s, _, _, _, _) = try scene.displayList(at: t, measurer: m).items[layer].content { return s }
    return nil
  }

  @Test func periodicTimelineUpdatesContextAtItsEntries() throws {
    let scene = try runtimeScene(
      text: """
        size: [200, 100]
        fps: 2
        duration: 130
        timeline: ".periodic(from: 0, by: 30)"
        layers:
          - text: "String(format: \\"%02d:%02d\\", Int(context.date / 60), Int(context.date) % 60)"
        """)
    #expect(try text(scene, at: 0) == "00:00")
    #expect(try text(scene, at: 29.5) == "00:00")
    #expect(try text(scene, at: 65) == "01:00")
    #expect(try text(scene, at: 90) == "01:30")
  }

  @Test func explicitAndAnimationSchedules() throws {
    let explicit = try runtimeScene(
      text: """
        size: [200, 100]
        fps: 10
        timeline: { explicit: [0.3, 1.0] }
        layers: [ { text: "String(format: \\"%.1f\\", context.date)" } ]
        """)
    #expect(try text(explicit, at: 0.2) == "0.0")
    #expect(try text(explicit, at: 0.5) == "0.3")
    #expect(try text(explicit, at: 1.0) == "1.0")
    #expect(explicit.duration == 1.0)
    let everyFrame = try runtimeScene(
      text: """
        size: [200, 100]
        fps: 4
        duration: 1
        timeline: .animation
        layers: [ { text: "String(format: \\"%.2f\\", context.date)" } ]
        """)
    #expect(try (0..<4).map { try text(everyFrame, at: everyFrame.frameTime($0)) } == ["0.00", "0.25", "0.50", "0.75"])
  }

  @Test func formatting() throws {
    #expect(try TextBuiltins.format("%03d|%.2f|%d%%", [7.9, 3.14159, -2.5]) == "007|3.14|-2%")
    #expect(throws: ExpressionError.self) { try TextBuiltins.format("%s", [1]) }
  }

  static let counter = """
    size: [300, 200]
    fps: 10
    state: { count: 9 }
    events:
      - { at: 0.5, withAnimation: ".linear(duration: 1)", set: { count: 10 } }
    layers:
      - id: count
        text: count
        font: { size: 100 }
        modifiers: [ contentTransition: .numericText() ]
    """

  @Test func numericTextRollsChangedDigits() throws {
    let scene = try runtimeScene(text: Self.counter)
    let item = try scene.displayList(at: 0.75, measurer: m).items[0]
    guard case .group(let chars) = item.content else {
      Issue.record("expected per-character items")
      return
    }
    // The estimate: 55 pt per character, 120 pt line. A quarter through 9 → 10: width 55 + 0.25 × 55.
    #expect(item.frameSize.width.isApproximatelyEqual(to: 68.75))
    let summary = chars.map { ch -> (String, Double, Double, Double) in
      guard case .text(let s, _, _, _, _) = ch.content else { return ("", 0, 0, 0) }
      return (s, ch.transform.x0, ch.transform.y0, ch.opacity)
    }
    // "9" leaves upwards (the number grows) by 0.25 × 60; "0" and "1" come up from 0.75 × 60 below.
    #expect(summary.count == 3)
    #expect(summary[0].0 == "9" && summary[0].1 == 0 && summary[0].2 == -15 && summary[0].3 == 0.75)
    #expect(
      summary[1].0 == "0" && summary[1].1.isApproximatelyEqual(to: 27.5) && summary[1].2 == 45 && summary[1].3 == 0.25)
    #expect(summary[2].0 == "1" && summary[2].1.isApproximatelyEqual(to: -27.5) && summary[2].2 == 45)
    #expect(try text(scene, at: 1.5) == "10")
  }

  /// The direction, as SwiftUI's: `.numericText()` rolls up (the new digit from below) even as the number
  /// shrinks, `.numericText(countsDown: true)` rolls down, and `.numericText(value:)` follows the value.
  @Test(arguments: [
    (".numericText()", 45.0), (".numericText(countsDown: true)", -45.0), (".numericText(value: count)", -45.0),
  ])
  func numericTextDirection(_ transition: String, newDigitY: Double) throws {
    let yaml = Self.counter.replacingOccurrences(of: "state: { count: 9 }", with: "state: { count: 8 }")
      .replacingOccurrences(of: "count: 10", with: "count: 7")
      .replacingOccurrences(of: "contentTransition: .numericText()", with: "contentTransition: \"\(transition)\"")
    let item = try runtimeScene(text: yaml).displayList(at: 0.75, measurer: m).items[0]
    guard case .group(let chars) = item.content else {
      Issue.record("expected per-character items")
      return
    }
    // A quarter through 8 → 7: the new "7" three quarters of the half line (60 pt) from its place.
    let seven = chars.first { ch in
      if case .text("7", _, _, _, _) = ch.content { return true } else { return false }
    }
    #expect(seven?.transform.y0 == newDigitY)
  }

  static let transactions = """
    size: [200, 200]
    fps: 10
    state: { x: 0.0 }
    events:
      - { at: 0, withTransaction: { animation: ".linear(duration: 1)", disablesAnimations: DISABLES }, set: { x: 100 } }
    layers:
      - id: a
        shape: circle
        frame: [10, 10]
        modifiers:
          - offset: { x: x }
          - transaction: { animation: ".linear(duration: 2)" }
          - offset: { y: x }
          - animation: { animation: null, value: x }
    """

  @Test func transactionsAndDisablesAnimations() throws {
    func offsets(_ disables: Bool) throws -> (x: Double, y: Double) {
      let scene = try runtimeScene(text: Self.transactions.replacingOccurrences(of: "DISABLES", with: String(disables)))
      let values = try scene.values(at: 0.5, measurer: m)[0].values
      return (values.first { $0.0 == "offset.x" }!.1, values.first { $0.0 == "offset#2.y" }!.1)
    }
    // disablesAnimations: the implicit `animation: nil` is skipped. The first offset sits inside the
    // transaction modifier (2 s: 25 at 0.5 s); the second sees the event's 1 s (50).
    let kept = try offsets(true)
    #expect(kept.x.isApproximatelyEqual(to: 25) && kept.y.isApproximatelyEqual(to: 50))
    // Without it the implicit nil wins for both, and the transaction modifier then sets 2 s for the first.
    let implicit = try offsets(false)
    #expect(implicit.x.isApproximatelyEqual(to: 25) && implicit.y == 100)
  }

  struct LinearOneSecond: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
      time >= 1 ? nil : value.scaled(by: time)
    }
  }

  @Test func registeredCustomAnimationsCanBeNamed() throws {
    #expect(CustomAnimations.register("halfway", Animation(LinearOneSecond())))
    #expect(!CustomAnimations.register("bouncy", Animation(LinearOneSecond())))
    defer { CustomAnimations.unregister("halfway") }
    let scene = try runtimeScene(
      text: """
        size: [200, 200]
        fps: 10
        state: { x: 0.0 }
        events: [ { at: 0, withAnimation: ".halfway.delay(0.2)", set: { x: 100 } } ]
        layers: [ { shape: circle, frame: [10, 10], modifiers: [ offset: { x: x } ] } ]
        """)
    let x = { (t: Double) throws -> Double in try scene.values(at: t, measurer: self.m)[0].values[0].1 }
    // Delayed 0.2 s, then linear over 1 s: half-way at 0.7 s.
    #expect(try x(0.1) == 0 && x(0.7).isApproximatelyEqual(to: 50) && x(1.3) == 100)
  }
}

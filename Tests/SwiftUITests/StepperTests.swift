import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// `Stepper`'s initialisers (docs/swift-views.md, Controls): over a bound value with or without bounds, or
/// calling closures; a button that can do nothing is dimmed and does nothing; `onEditingChanged` hears each
/// tap begin and end.
@Suite struct StepperTests {
  let measurer = EstimatedTextMeasurer()

  final class Log: @unchecked Sendable { var events: [Bool] = [] }

  struct Steppers: View {
    let log: Log
    @State private var count = 0
    @State private var level = 0
    @State private var width = 50.0
    var body: some View {
      VStack {
        Stepper("Count", value: $count, step: 2)
        Stepper("Level", value: $level, in: 0...2, onEditingChanged: { log.events.append($0) })
        Stepper("Width") {
          width += 10
        } onDecrement: {
          width -= 10
        }
        Stepper(onIncrement: nil, onDecrement: { width -= 1 }) { Text("Nudge") }
        Text("\(count) \(level) \(Int(width))")
      }
    }
  }

  func strings(taps: [(String, Double)], log: Log) throws -> (text: [String], symbols: [(String, RGBAColor?)]) {
    let scene = try ViewScene.scene(
      file: "/tmp/Stepper.swift", text: "stepper",
      options: ViewSceneOptions(
        size: Size(width: 300, height: 300), fps: 60, duration: 2,
        taps: taps.map { ViewTap(target: $0.0, time: $0.1) }),
      measurer: measurer, root: { Steppers(log: log) })
    var text: [String] = []
    var symbols: [(String, RGBAColor?)] = []
    // A stepper is one picture (a group under a compositing group): its buttons are the group's items.
    func leaves(_ item: DisplayItem) -> [DisplayItem] {
      if case .group(let children) = item.content { return children.flatMap(leaves) }
      return [item]
    }
    for item in try scene.displayList(at: 1.9, measurer: measurer).items.flatMap(leaves) {
      if case .text(let s, _, let color, _, _) = item.content {
        if s.count == 1, let scalar = s.unicodeScalars.first, scalar.value >= 0xE000 {
          symbols.append((s, color))
        } else {
          text.append(s)
        }
      }
    }
    return (text, symbols)
  }

  /// Without bounds the value steps past zero both ways; within `0...2` it stops at the ends (a fourth tap on
  /// + and a tap on − at 0 do nothing); the closures run; a nil closure's button does nothing.
  @Test func eachFormSteps() throws {
    let log = Log()
    let taps: [(String, Double)] = [
      ("Count +", 0.1), ("Count -", 0.2), ("Count -", 0.3), ("Level -", 0.4), ("Level +", 0.5), ("Level +", 0.6),
      ("Level +", 0.7), ("Width +", 0.8), ("Width +", 0.9), ("Width -", 1.0), ("Nudge -", 1.1), ("Nudge +", 1.2),
    ]
    let drawn = try strings(taps: taps, log: log)
    #expect(drawn.text.contains("-2 2 59"), "\(drawn.text)")
    // The level stepper heard three taps that did something, each beginning and ending.
    #expect(log.events == [true, false, true, false], "\(log.events)")
    // Dimmed: the level's + (at its upper bound) and the nudge's + (no closure), in the tertiary label
    // colour (60, 60, 67 at 0.3); the other six buttons are in the primary colour.
    let dimmed = drawn.symbols.filter { $0.1.map { $0.alpha < 0.5 } ?? false }
    #expect(drawn.symbols.count == 8 && dimmed.count == 2, "\(drawn.symbols)")
    #expect(dimmed.allSatisfy { $0.0 == drawn.symbols[1].0 }, "\(dimmed)")
  }
}

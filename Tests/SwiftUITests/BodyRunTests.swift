import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// Bodies run again only where something changed (docs/swift-views.md, "Bodies run where something
/// changed"): what a body makes (ids, random numbers, dates) holds while its inputs hold.
@Suite struct BodyRunTests {
  let measurer = EstimatedTextMeasurer()

  func scene(taps: [ViewTap] = [], duration: Double? = nil, _ root: @escaping () -> any View) throws -> Scene {
    try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(size: Size(width: 200, height: 100), fps: 60, duration: duration, taps: taps),
      measurer: measurer, root: root)
  }

  func items(_ scene: Scene, at t: Double) throws -> [DisplayItem] {
    try scene.displayList(at: t, measurer: measurer).items
  }

  struct Choice: Identifiable {
    let id: UUID
  }

  /// The parent makes its choices' ids in its body (`UUID()` in a view file is rewritten to
  /// `RenderClock.uuid()`); the child keeps which one is chosen.
  struct Chooser: View {
    var body: some View {
      Choices(choices: (0..<3).map { _ in Choice(id: RenderClock.uuid()) })
    }
  }

  struct Choices: View {
    let choices: [Choice]
    @State private var chosen: UUID?
    var body: some View {
      HStack(spacing: 20) {
        ForEach(choices) { choice in
          Rectangle().frame(width: 40, height: 40)
            .opacity(choice.id == chosen ? 1 : 0.25)
            .onTapGesture { chosen = choice.id }
        }
      }
    }
  }

  /// The row is 3 × 40 + 2 × 20 = 160 wide from x = 20: the middle square spans 80…120. Tapping it sets the
  /// child's state; the parent's body does not run again, so the ids stay and the middle square is chosen.
  /// (Were the parent's body run again, every id would be new and no square chosen.)
  @Test func aChildsStateChangeKeepsIdsItsParentMade() throws {
    let s = try scene(taps: [ViewTap(location: CGPoint(x: 100, y: 50), time: 0.5)], duration: 1) { Chooser() }
    #expect(try items(s, at: 0.25).map(\.opacity) == [0.25, 0.25, 0.25])
    let after = try items(s, at: 0.75)
    #expect(after.map(\.opacity) == [0.25, 1, 0.25], "\(after.map { ($0.opacity, $0.transform.x0) })")
  }

  /// A child that draws a random offset, under a parent whose state changes: the child's inputs do not
  /// change, so it keeps its number; a second child passed the count draws a new one.
  struct Sparkles: View {
    @State private var count = 0
    var body: some View {
      VStack {
        Spark()
        CountedSpark(count: count)
        Text("\(count)")
      }
      .onTapGesture { count += 1 }
    }
  }

  struct Spark: View {
    var body: some View { Circle().frame(width: 4, height: 4).offset(x: Double.random(in: -50...50)) }
  }

  struct CountedSpark: View {
    let count: Int
    var body: some View { Circle().frame(width: 4, height: 4).offset(x: Double.random(in: -50...50)) }
  }

  func sparkOffsets(_ s: Scene, at t: Double) throws -> (Double, Double) {
    let list = try s.values(at: t, measurer: measurer)
    let offsets = list.compactMap { layer in layer.values.first { $0.0 == "offset.x" }?.1 }
    try #require(offsets.count == 2)
    return (offsets[0], offsets[1])
  }

  @Test func aBodyWhoseInputsHoldKeepsItsRandomNumbers() throws {
    let s = try scene(taps: [ViewTap(target: nil, time: 0.5)], duration: 1) { Sparkles() }
    let before = try sparkOffsets(s, at: 0.25)
    let after = try sparkOffsets(s, at: 0.75)
    #expect(before.0 == after.0)
    #expect(before.1 != after.1)
    // The same numbers in another build of the history (frames are a pure function of t).
    let again = try scene(taps: [ViewTap(target: nil, time: 0.5)], duration: 1) { Sparkles() }
    #expect(try sparkOffsets(again, at: 0.75) == after)
  }

  /// `Date()` in a body is the time of the run the body belongs to: a child that did not run again keeps
  /// the date it read at t = 0 after its parent's state changed at 0.5 s.
  struct Stamps: View {
    @State private var taps = 0
    var body: some View {
      VStack {
        Stamp()
        Text("\(taps)")
      }
      .onTapGesture { taps += 1 }
    }
  }

  struct Stamp: View {
    var body: some View {
      Rectangle().frame(width: 10, height: 10).offset(x: RenderClock.date().timeIntervalSince(RenderClock.epoch) * 100)
    }
  }

  @Test func aBodyWhoseInputsHoldKeepsItsDate() throws {
    let s = try scene(taps: [ViewTap(target: nil, time: 0.5)], duration: 1) { Stamps() }
    let x = try s.values(at: 0.75, measurer: measurer).compactMap { $0.values.first { $0.0 == "offset.x" }?.1 }
    #expect(x == [0])
  }

  /// A child that makes its model in `init` (`@ObservedObject`), under a parent with no state: on iOS
  /// the parent's body runs once, so the child keeps its model, and the change its `onAppear` makes
  /// animates the bar from 10 to 200 points over 1 s. A tap on the parent's other child, which changes
  /// the parent's state, runs its body again: a new child with a new model, 10 points high at once.
  final class BarModel: ObservableObject {
    @Published var on = false
  }

  struct Bar: View {
    @ObservedObject private var model: BarModel
    init() { model = BarModel() }
    var body: some View {
      Rectangle().frame(width: 20, height: model.on ? 200 : 10)
        .onAppear { withAnimation(.linear(duration: 1)) { model.on = true } }
    }
  }

  struct Holder: View {
    var body: some View { HStack { Bar() } }
  }

  struct ChangingHolder: View {
    @State private var taps = 0
    var body: some View {
      HStack {
        Bar()
        Rectangle().frame(width: 20, height: 20).onTapGesture { taps += 1 }
      }
    }
  }

  func barHeight(_ scene: Scene, at t: Double) throws -> Double {
    try #require(items(scene, at: t).first?.frameSize.height)
  }

  @Test func aChildKeepsTheObjectItMadeWhileItsParentDoesNotRunAgain() throws {
    let s = try scene(duration: 2) { Holder() }
    #expect(try barHeight(s, at: 0) == 10)
    #expect(try barHeight(s, at: 0.5).isApproximatelyEqual(to: 105, absoluteTolerance: 1e-9))
    #expect(try barHeight(s, at: 1.5) == 200)
  }

  @Test func aParentThatRunsAgainMakesTheChildAgain() throws {
    // The row is 20 + 8 + 20 wide, centred at 100: the small square spans 104…124.
    let tap = ViewTap(location: CGPoint(x: 114, y: 50), time: 1.5)
    let s = try scene(taps: [tap], duration: 2) { ChangingHolder() }
    #expect(try barHeight(s, at: 1.4) == 200)
    #expect(try barHeight(s, at: 1.6) == 10)
  }
}

import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// Combine in views and models waits on the render clock (docs/swift-views.md, Combine): a value delayed
/// 0.5 s arrives 0.5 s into the clip, a model's timer ticks at clip times, and `.onReceive` runs its action
/// for any publisher as a tap's action runs.
@Suite struct CombineClockTests {
  let measurer = EstimatedTextMeasurer()

  func scene(duration: Double? = nil, _ root: @escaping () -> any View) throws -> Scene {
    try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(size: Size(width: 200, height: 100), fps: 60, duration: duration),
      measurer: measurer, root: root)
  }

  /// The dot's x: 100 plus 10 points a step.
  func steps(_ s: Scene, _ t: Double) throws -> Double {
    (try #require(s.displayList(at: t, measurer: measurer).items.first).transform.x0 - 100) / 10
  }

  struct Dot: View {
    let steps: Int
    var body: some View { Circle().frame(width: 10, height: 10).offset(x: Double(steps) * 10) }
  }

  /// A model that sets its count from a `Just` delayed on the run loop, and again from one delayed on the
  /// main queue: 5 at 0.5 s, then 7 at 0.75 s.
  final class Delayed: ObservableObject {
    @Published var count = 0
    private var cancellables = Set<AnyCancellable>()
    init() {
      Just(5).delay(for: .seconds(0.5), scheduler: RunLoop.main)
        .sink { [weak self] in self?.count = $0 }
        .store(in: &cancellables)
      Just(7).delay(for: .milliseconds(750), scheduler: DispatchQueue.main)
        .sink { [weak self] in self?.count = $0 }
        .store(in: &cancellables)
    }
  }
  struct DelayedView: View {
    @StateObject var model = Delayed()
    var body: some View { Dot(steps: model.count) }
  }

  @Test func aDelayedValueArrivesAtItsClipTime() throws {
    let s = try scene { DelayedView() }
    for (t, expected) in [(0.0, 0.0), (0.49, 0), (0.5, 5), (0.74, 5), (0.75, 7), (1.0, 7)] {
      let got = try steps(s, t)
      #expect(got == expected, "t = \(t): \(got)")
    }
    #expect(s.duration == 0.75)
  }

  /// A model that counts the ticks of its own timer (a `sink` on `Timer.publish`) and cancels it at the
  /// fourth.
  final class Ticking: ObservableObject {
    @Published var ticks = 0
    private var timer: AnyCancellable?
    init() {
      timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
        .sink { [weak self] _ in
          guard let self else { return }
          ticks += 1
          if ticks == 4 { timer?.cancel() }
        }
    }
  }
  struct TickingView: View {
    @StateObject var model = Ticking()
    var body: some View { Dot(steps: model.ticks) }
  }

  @Test func aModelsTimerTicksOnTheRenderClockUntilCancelled() throws {
    let s = try scene { TickingView() }
    for (t, expected) in [(0.2, 0.0), (0.25, 1), (0.6, 2), (0.8, 3), (1.0, 4), (1.5, 4)] {
      let got = try steps(s, t)
      #expect(got == expected, "t = \(t): \(got)")
    }
    #expect(s.duration == 1)
  }

  /// A timer kept in `@State` and replaced by an action at 0.5 s ticks from the replacement (iOS
  /// subscribes to the new one), at 1.5 s; cancelled at 1.7 s, it stays still until another replaces it at
  /// 3.2 s, which ticks at 4.2 and 5.2 s. A timer the body makes again keeps its schedule (RenderClockTests).
  struct Replaced: View {
    @State var timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State var ticks = 0
    var body: some View {
      Dot(steps: ticks)
        .onReceive(timer) { _ in ticks += 1 }
        .onAppear {
          RenderClock.asyncAfter(deadline: .now() + 0.5) {
            timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
          }
          RenderClock.asyncAfter(deadline: .now() + 1.7) { timer.upstream.connect().cancel() }
          RenderClock.asyncAfter(deadline: .now() + 3.2) {
            timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
          }
        }
    }
  }

  @Test func aTimerAnActionPutsInPlaceTicksFromThen() throws {
    let s = try scene(duration: 5.5) { Replaced() }
    let drawn = try [0.99, 1.49, 1.5, 3.1, 4.19, 4.2, 5.2].map { try steps(s, $0) }
    #expect(drawn == [0, 0, 1, 1, 1, 2, 3], "\(drawn)")
  }

  /// A subject kept in `@State` and replaced by an action at 0.5 s: what the new one sends at 1 s arrives
  /// (iOS subscribes to it), and the old one, still sent to at 1.5 s, is no longer heard.
  struct ReplacedSubject: View {
    @State var subject = PassthroughSubject<Int, Never>()
    @State var got = 0
    var body: some View {
      Dot(steps: got)
        .onReceive(subject) { got = $0 }
        .onAppear {
          let first = subject
          RenderClock.asyncAfter(deadline: .now() + 0.2) { first.send(1) }
          RenderClock.asyncAfter(deadline: .now() + 0.5) { subject = PassthroughSubject() }
          RenderClock.asyncAfter(deadline: .now() + 1) { subject.send(2) }
          RenderClock.asyncAfter(deadline: .now() + 1.5) { first.send(3) }
        }
    }
  }

  @Test func aSubjectAnActionPutsInPlaceIsReceived() throws {
    let s = try scene { ReplacedSubject() }
    let drawn = try [0.1, 0.2, 0.9, 1, 1.5].map { try steps(s, $0) }
    #expect(drawn == [0, 1, 1, 2, 2], "\(drawn)")
  }

  /// Values sent at 0.1, 0.2 and 0.3 s, debounced for 0.25 s: only the last, at 0.55 s. The view receives
  /// the debounced publisher with `.onReceive`.
  struct Debounced: View {
    @State var subject = PassthroughSubject<Int, Never>()
    @State var value = 0
    var body: some View {
      Dot(steps: value)
        .onReceive(subject.debounce(for: .milliseconds(250), scheduler: DispatchQueue.main)) { value = $0 }
        .onAppear {
          for (i, delay) in [0.1, 0.2, 0.3].enumerated() {
            RenderClock.asyncAfter(deadline: .now() + delay) { subject.send(i + 1) }
          }
        }
    }
  }

  @Test func aDebouncedValueArrivesOnceTheBurstIsOver() throws {
    let s = try scene { Debounced() }
    let (before, after) = (try steps(s, 0.54), try steps(s, 0.55))
    #expect(before == 0 && after == 3, "\(before), \(after)")
    #expect(s.duration == 0.55)
  }

  /// `.onReceive` of a model's `$count`, of `objectWillChange` and of a `Just`: the `Just`'s value and
  /// the property's current one run right after the first update; each change of the property runs the
  /// action again, with the new value.
  final class Counter: ObservableObject {
    @Published var count = 1
  }
  struct Receiving: View {
    @StateObject var counter = Counter()
    @State var seen = 0
    @State var changes = 0
    @State var just = 0
    var body: some View {
      VStack {
        Dot(steps: seen)
        Dot(steps: changes)
        Dot(steps: just)
      }
      .onReceive(counter.$count) { seen = $0 }
      .onReceive(counter.objectWillChange) { changes += 1 }
      .onReceive(Just(2)) { just = $0 }
      .onAppear { RenderClock.asyncAfter(deadline: .now() + 0.5) { counter.count = 4 } }
    }
  }

  @Test func onReceiveRunsForAnyPublisher() throws {
    let s = try scene { Receiving() }
    func all(_ t: Double) throws -> [Double] {
      try s.displayList(at: t, measurer: measurer).items.map { ($0.transform.x0 - 100) / 10 }
    }
    let (first, later) = (try all(0), try all(0.5))
    #expect(first == [1, 0, 2], "\(first)")
    #expect(later == [4, 1, 2], "\(later)")
  }

  /// A change signalled by hand (`objectWillChange.send()`, then plain properties set) re-evaluates the
  /// views, and each frame reads the properties as they were at its time: nothing until the step at
  /// 0.5 s, one step until the one at 1 s, then two. The model's subscription set is not plain data and is
  /// left alone.
  final class Manual: ObservableObject {
    var steps = 0
    var label = "none"
    var history: [Int] = []
    var cancellables = Set<AnyCancellable>()
    func step() {
      objectWillChange.send()
      steps += 1
      label = "step"
      history.append(steps)
    }
  }
  struct ManualView: View {
    @StateObject var model = Manual()
    var body: some View {
      Text("\(model.steps) \(model.label) \(model.history)")
        .onAppear {
          RenderClock.asyncAfter(deadline: .now() + 0.5) { model.step() }
          RenderClock.asyncAfter(deadline: .now() + 1) { model.step() }
        }
    }
  }

  @Test func aChangeSignalledByHandIsDrawnAtItsTime() throws {
    let s = try scene { ManualView() }
    let drawn = try [0, 0.49, 0.5, 0.99, 1, 2].map { t in
      try s.displayList(at: t, measurer: measurer).items.compactMap { item -> String? in
        if case .text(let string, _, _, _, _) = item.content { string } else { nil }
      }
    }
    let (none, one, two) = (["0 none []"], ["1 step [1]"], ["2 step [1, 2]"])
    #expect(drawn == [none, none, one, one, two, two], "\(drawn)")
  }
}

extension CombineClockTests {
  /// A model that counts a subject's values until it stays silent for 0.3 s: the subject sends at 0.1 s and
  /// 0.3 s (each wait starts again), then not until 0.7 s, after the timeout at 0.6 s, which sets the count
  /// to 9 (the failure, replaced); the value at 0.7 s is not counted.
  final class Watched: ObservableObject {
    @Published var count = 0
    private var cancellables = Set<AnyCancellable>()
    struct Silent: Error {}
    init() {
      let subject = PassthroughSubject<Int, Silent>()
      subject.timeout(.milliseconds(300), scheduler: RunLoop.main, customError: { Silent() })
        .replaceError(with: 9)
        .sink { [weak self] in self?.count = $0 }
        .store(in: &cancellables)
      for (time, value) in [(0.1, 1), (0.3, 2), (0.7, 3)] {
        RenderClock.asyncAfter(deadline: .now() + time) { subject.send(value) }
      }
    }
  }
  struct WatchedView: View {
    @StateObject var model = Watched()
    var body: some View { Dot(steps: model.count) }
  }

  @Test func aTimeoutEndsTheStreamWhenNoValueComesInTime() throws {
    let s = try scene(duration: 1) { WatchedView() }
    for (t, expected) in [(0.05, 0.0), (0.1, 1), (0.3, 2), (0.59, 2), (0.6, 9), (0.8, 9)] {
      let got = try steps(s, t)
      #expect(got == expected, "t = \(t): \(got)")
    }
  }
}

import Foundation
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// Wall-clock APIs in view code follow the render clock (docs/swift-views.md, The render clock), and
/// random numbers come from a generator seeded per update (Randomness): a render is the same whenever
/// it runs, and a frame draws what its update laid out.
@Suite struct RenderClockTests {
  let measurer = EstimatedTextMeasurer()

  func scene(duration: Double? = nil, _ root: @escaping () -> any View) throws -> Scene {
    try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(size: Size(width: 200, height: 100), fps: 60, duration: duration),
      measurer: measurer, root: root)
  }

  func x(_ s: Scene, _ t: Double) throws -> Double {
    try #require(s.displayList(at: t, measurer: measurer).items.first).transform.x0
  }

  /// A countdown on a `Timer.publish` every 0.25 s that cancels itself at the fourth tick: the dot steps
  /// 10 points a tick at 0.25, 0.5, 0.75 and 1.0 s, then rests (the clip ends with the last tick).
  struct Countdown: View {
    let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
    @State var ticks = 0
    var body: some View {
      Circle().frame(width: 10, height: 10).offset(x: Double(ticks) * 10)
        .onReceive(timer) { _ in
          ticks += 1
          if ticks == 4 { timer.upstream.connect().cancel() }
        }
    }
  }

  @Test func aTimerTicksOnTheRenderClock() throws {
    let s = try scene { Countdown() }
    for (t, expected) in [(0.2, 100.0), (0.3, 110), (0.55, 120), (0.8, 130), (1.0, 140)] {
      #expect(try x(s, t) == expected, "t = \(t)")
    }
    #expect(s.duration == 1)
  }

  /// A model that keeps its timer as Combine's `AnyPublisher` (connected by hand, erased): the view ticks
  /// as with the timer itself, and cancelling the connection stops it after the third tick.
  final class Model: ObservableObject {
    let timer: AnyPublisher<Date, Never>
    private var connection: Cancellable?
    init() {
      let timer = Timer.publish(every: 0.25, on: .main, in: .common)
      connection = timer.connect()
      self.timer = timer.eraseToAnyPublisher()
    }
    func stop() { connection?.cancel() }
  }
  struct Erased: View {
    @StateObject var model = Model()
    @State var ticks = 0
    var body: some View {
      Circle().frame(width: 10, height: 10).offset(x: Double(ticks) * 10)
        .onReceive(model.timer) { _ in
          ticks += 1
          if ticks == 3 { model.stop() }
        }
    }
  }

  @Test func anErasedTimerTicksToo() throws {
    let s = try scene { Erased() }
    for (t, expected) in [(0.2, 100.0), (0.3, 110), (0.55, 120), (0.8, 130), (1.2, 130)] {
      #expect(try x(s, t) == expected, "t = \(t)")
    }
  }

  /// The date a tick receives is the render clock's: the epoch plus the tick's clip time. A timer that
  /// never stops needs a clip length.
  struct Stamp: View {
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    @State var seconds = 0.0
    var body: some View {
      Circle().frame(width: 10, height: 10).offset(x: seconds * 10)
        .onReceive(timer) { date in seconds = date.timeIntervalSince(RenderClock.epoch) }
    }
  }

  @Test func aTicksDateIsTheRenderClocks() throws {
    let s = try scene(duration: 2) { Stamp() }
    #expect(try x(s, 0.75) == 105)
    #expect(try x(s, 1.6) == 115)
    #expect(throws: ViewError.self) { try scene { Stamp() } }
  }

  /// Random ids made in a body are the same in a frame as in the update that laid it out, so every row is
  /// drawn where the update put it (a frame evaluated with other ids would find no layout for them). As
  /// on iOS, each evaluation of the body makes new ids: a selection set from `onAppear`, after which the
  /// body runs again, matches none of the new rows. Every render draws the same.
  struct Rows: View {
    struct Item: Identifiable {
      let id = Int.random(in: 0..<1_000_000_000)
      let n: Int
    }
    @State var selected: Int? = nil
    var body: some View {
      let items = (0..<3).map { Item(n: $0) }.shuffled()
      VStack(spacing: 0) {
        ForEach(items) { item in
          Rectangle().frame(width: 10, height: 10).offset(x: selected == item.id ? 50 : 0)
        }
      }
      .onAppear { selected = items[1].id }
    }
  }

  @Test func idsHoldFromUpdateToFrameAndAreNewInEachEvaluation() throws {
    let s = try scene(duration: 1) { Rows() }
    let list = try s.displayList(at: 0.5, measurer: measurer).items
    #expect(list.map(\.transform.y0) == [40, 50, 60])
    #expect(list.allSatisfy { $0.transform.x0 == 100 })
    #expect(
      try scene(duration: 1) { Rows() }.displayList(at: 0.5, measurer: measurer).items.map(\.id) == list.map(\.id))
  }
}

/// `--date` (docs/semantics.md §0b.18): the render clock starts at the date given; the forms it reads.
@Suite struct RenderClockDateTests {
  /// Started two hours after the default epoch, a timeline's date at t = 0 puts the dot 2 points right of
  /// the centre.
  @Test func theClockStartsAtTheDateGiven() throws {
    let m = EstimatedTextMeasurer()
    let start = RenderClock.defaultEpoch.addingTimeInterval(7200)
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "date",
      options: ViewSceneOptions(size: Size(width: 100, height: 100), duration: 1, date: start),
      measurer: m
    ) {
      TimelineView(.everyMinute) { context in
        Rectangle().frame(width: 10, height: 10).offset(
          x: context.date.timeIntervalSince(RenderClock.defaultEpoch) / 3600)
      }
    }
    let item = try #require(try scene.displayList(at: 0, measurer: m).items.first)
    #expect(item.transform.x0 == 52)
  }

  @Test func theFormsItReads() throws {
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(secondsFromGMT: 0)!
    func utcDate(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int, _ s: Int = 0) -> Date {
      utc.date(from: DateComponents(year: y, month: mo, day: d, hour: h, minute: mi, second: s))!
    }
    #expect(RenderClock.date(parsing: "2024-06-10T14:30:05Z") == utcDate(2024, 6, 10, 14, 30, 5))
    #expect(RenderClock.date(parsing: "2024-06-10T14:30+02:00") == utcDate(2024, 6, 10, 12, 30))
    #expect(RenderClock.date(parsing: "2024-06-10T14:30-05:30") == utcDate(2024, 6, 10, 20, 0))
    var local = Calendar(identifier: .gregorian)
    local.timeZone = .current
    #expect(
      RenderClock.date(parsing: "2024-06-10")
        == local.date(from: DateComponents(year: 2024, month: 6, day: 10, hour: 9, minute: 41)))
    #expect(
      RenderClock.date(parsing: "14:30")
        == local.date(from: DateComponents(year: 2007, month: 1, day: 9, hour: 14, minute: 30)))
    for bad in [
      "2024-02-30", "2024-13-01", "25:00", "14:61", "tomorrow", "2024-06-10T14", "", "2024-06-10T14:30+15:00",
    ] {
      #expect(RenderClock.date(parsing: bad) == nil, "\(bad)")
    }
  }
}

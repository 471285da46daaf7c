import Foundation
import RenderAnimSwiftUI
import Testing

/// Combine's publishers, operators and subscribers (docs/swift-views.md, Combine): values flow as Apple's
/// documentation describes, synchronously, with the demand a subscriber asks for.
@Suite struct CombineTests {
  /// Collects what a publisher sends.
  final class Log<T> {
    var values: [T] = []
    var finished = false
    var failed = false
    var cancellables = Set<AnyCancellable>()
    func watch<P: Publisher>(_ publisher: P) where P.Output == T {
      publisher.sink(
        receiveCompletion: { [self] in
          if case .failure = $0 { failed = true } else { finished = true }
        }, receiveValue: { [self] in values.append($0) }
      ).store(in: &cancellables)
    }
  }

  struct Oops: Error {}

  @Test func justAndASequencePassThroughTheOperators() {
    let log = Log<Int>()
    log.watch(Just(4).map { $0 * 10 })
    log.watch([1, 2, 2, 3, 3, 3, 4].publisher.removeDuplicates().filter { $0 != 3 }.scan(0, +))
    log.watch((1...10).publisher.dropFirst(2).prefix(3))
    log.watch((7...9).publisher.first())
    log.watch([5, 6].publisher.compactMap { $0 == 5 ? nil : $0 * 2 })
    #expect(log.values == [40, 1, 3, 7, 3, 4, 5, 7, 12])
    #expect(log.finished)
  }

  @Test func aSubjectSendsToItsSubscribersUntilItEnds() {
    let subject = PassthroughSubject<String, Oops>()
    subject.send("before anyone listens")
    let log = Log<String>()
    log.watch(subject)
    subject.send("a")
    subject.send("b")
    subject.send(completion: .failure(Oops()))
    subject.send("after the end")
    #expect(log.values == ["a", "b"])
    #expect(log.failed && !log.finished)
    // A subscriber that comes after the end gets the end at once.
    let late = Log<String>()
    late.watch(subject)
    #expect(late.values.isEmpty && late.failed)
  }

  @Test func aCurrentValueSubjectSendsItsValueFirst() {
    let subject = CurrentValueSubject<Int, Never>(1)
    subject.value = 2
    let log = Log<Int>()
    log.watch(subject)
    subject.send(3)
    #expect(log.values == [2, 3])
    #expect(subject.value == 3)
  }

  @Test func aFreedOrCancelledCancellableStopsTheValues() {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    var kept: AnyCancellable? = subject.sink { seen.append($0) }
    subject.send(1)
    kept = nil
    subject.send(2)
    let cancellable = subject.sink { seen.append($0 * 100) }
    subject.send(3)
    cancellable.cancel()
    subject.send(4)
    #expect(seen == [1, 300])
    #expect(kept == nil)
  }

  @Test func combineLatestAndMergeJoinTwoPublishers() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    var pairs: [String] = []
    var merged: [Int] = []
    let c1 = a.combineLatest(b) { "\($0)\($1)" }.sink { pairs.append($0) }
    let c2 = a.merge(with: a.map { -$0 }).sink { merged.append($0) }
    a.send(1)
    b.send("x")
    a.send(2)
    b.send("y")
    #expect(pairs == ["1x", "2x", "2y"])
    #expect(merged == [1, -1, 2, -2])
    _ = (c1, c2)
  }

  @Test func errorsAreReplacedOrMapped() {
    let log = Log<Int>()
    log.watch(Fail<Int, Oops>(error: Oops()).replaceError(with: 9))
    #expect(log.values == [9] && log.finished)
    var mapped = false
    let c = Fail<Int, Oops>(error: Oops()).mapError { _ in CancellationError() }
      .sink(receiveCompletion: { if case .failure = $0 { mapped = true } }, receiveValue: { _ in })
    #expect(mapped)
    _ = c
  }

  @Test func aFutureGivesItsResultToEverySubscriber() {
    var fulfil: ((Result<Int, Never>) -> Void)?
    let future = Future<Int, Never> { fulfil = $0 }
    let early = Log<Int>()
    early.watch(future)
    fulfil?(.success(8))
    fulfil?(.success(9))
    let late = Log<Int>()
    late.watch(future)
    #expect(early.values == [8] && early.finished)
    #expect(late.values == [8] && late.finished)
  }

  @Test func theDemandCountsAsCombinesDoes() {
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
    #expect(Subscribers.Demand.max(2) - .max(3) == .none)
    #expect(Subscribers.Demand.max(1) < .unlimited)
    #expect(Subscribers.Demand.unlimited > 1_000_000)
    // A subscriber that asks for two values gets two.
    var got: [Int] = []
    (1...5).publisher.subscribe(
      AnySubscriber<Int, Never>(
        receiveSubscription: { $0.request(.max(2)) },
        receiveValue: {
          got.append($0); return .none
        }))
    #expect(got == [1, 2])
  }

  final class Person: ObservableObject {
    @Published var name = "Ann"
    @Published var age = 30
    var older: Int = 0
  }

  @Test func aPublishedPropertySendsItsValueThenEachNewOneBeforeItIsSet() {
    let person = Person()
    var seen: [String] = []
    var before: [String] = []
    let c1 = person.$name.sink { seen.append($0) }
    let c2 = person.objectWillChange.sink { before.append(person.name) }
    person.name = "Bo"
    person.age = 31
    #expect(seen == ["Ann", "Bo"])
    // objectWillChange sends before each change, while the old value is still there.
    #expect(before == ["Ann", "Bo"])
    _ = (c1, c2)
  }

  @Test func assignSetsAPropertyOrAPublishedOne() {
    let person = Person()
    let subject = PassthroughSubject<Int, Never>()
    let c = subject.assign(to: \.older, on: person)
    subject.send(4)
    #expect(person.older == 4)
    subject.map { $0 + 40 }.assign(to: &person.$age)
    subject.send(5)
    #expect(person.age == 45 && person.older == 5)
    _ = c
  }

  @Test func theImmediateSchedulerRunsAtOnce() {
    var got: [Int] = []
    let c = Just(1).delay(for: 5, scheduler: ImmediateScheduler.shared).receive(on: ImmediateScheduler.shared)
      .sink { got.append($0) }
    #expect(got == [1])
    _ = c
    #expect(DispatchQueue.SchedulerTimeType.Stride.milliseconds(250).magnitude == 250_000_000)
    #expect(RunLoop.SchedulerTimeType.Stride.seconds(0.5).timeInterval == 0.5)
    let literal: DispatchQueue.SchedulerTimeType.Stride = 0.25
    #expect(literal.magnitude == 250_000_000)
  }

  @Test func aNotificationArrivesWhilePostedWhileSubscribed() {
    let name = Notification.Name("CombineTests.ping")
    let center = NotificationCenter()
    var count = 0
    var c: AnyCancellable? = center.publisher(for: name).sink { _ in count += 1 }
    center.post(name: name, object: nil)
    c = nil
    center.post(name: name, object: nil)
    #expect(count == 1 && c == nil)
  }

  @Test func sequenceOperatorsLookAtTheValuesInOrder() {
    let numbers = [1, 2, 5, 1, 7].publisher
    let log = Log<Int>()
    log.watch(numbers.drop(while: { $0 < 3 }))  // 5 1 7
    log.watch(numbers.prefix(while: { $0 < 3 }))  // 1 2
    log.watch(numbers.first(where: { $0 > 4 }))  // 5
    log.watch(numbers.last())  // 7
    log.watch(numbers.count())  // 5
    log.watch(numbers.reduce(100, +))  // 116
    log.watch(numbers.prepend(0).append(9, 10))  // 0 1 2 5 1 7 9 10
    log.watch([3, nil].publisher.replaceNil(with: 4))  // 3 4
    #expect(log.values == [5, 1, 7, 1, 2, 5, 7, 5, 116, 0, 1, 2, 5, 1, 7, 9, 10, 3, 4])
    var collected: [[Int]] = []
    var ended = false
    let c1 = numbers.collect().sink { collected.append($0) }
    let c2 = numbers.ignoreOutput().sink(receiveCompletion: { _ in ended = true }, receiveValue: { _ in })
    #expect(collected == [[1, 2, 5, 1, 7]] && ended)
    _ = (c1, c2)
  }

  @Test func threeCombineAndOneSharedSubscriptionServesTwo() {
    let (a, b, c) = (
      PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>(), CurrentValueSubject<Int, Never>(0)
    )
    var sums: [Int] = []
    let c1 = a.combineLatest(b, c).sink { sums.append($0 + $1 + $2) }
    a.send(1)
    b.send(10)
    c.send(100)
    #expect(sums == [11, 111])
    var subscriptions = 0
    let shared = a.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).map { $0 * 2 }.share()
    var first: [Int] = []
    var second: [Int] = []
    let c2 = shared.sink { first.append($0) }
    let c3 = shared.subscribe(on: ImmediateScheduler.shared).sink { second.append($0) }
    a.send(3)
    #expect(subscriptions == 1 && first == [6] && second == [6])
    _ = (c1, c2, c3)
  }

  @Test func uiKitsNotificationNamesAreUIKits() {
    #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
    #expect(UIApplication.willEnterForegroundNotification.rawValue == "UIApplicationWillEnterForegroundNotification")
  }
}

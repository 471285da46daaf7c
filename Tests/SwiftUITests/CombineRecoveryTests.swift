import Foundation
import RenderAnimSwiftUI
import Testing

/// Combine's throwing operators, `catch`/`tryCatch`/`retry`, `flatMap`, `switchToLatest` and `zip`
/// (docs/swift-views.md, Combine): the values and ends Apple's documentation describes for each.
@Suite struct CombineRecoveryTests {
  typealias Log = CombineTests.Log
  struct Oops: Error, Equatable {}

  @Test func aThrowingClosureEndsTheStreamWithItsError() {
    let log = Log<Int>()
    log.watch(
      [1, 2, 3, 4].publisher.tryMap { value -> Int in
        if value == 3 { throw Oops() }
        return value * 10
      }.catch { _ in Just(-1) })
    log.watch([1, 2, 3, 4].publisher.tryFilter { $0 % 2 == 0 }.replaceError(with: 0))
    log.watch([5, 6, 7].publisher.tryCompactMap { $0 == 6 ? nil : $0 }.replaceError(with: 0))
    log.watch(
      [1, 2, 3].publisher.tryScan(0) { sum, value in
        if value == 3 { throw Oops() }
        return sum + value
      }.replaceError(with: 99))
    // tryMap: 10, 20, then the error, caught: -1. tryFilter: 2, 4. tryCompactMap: 5, 7. tryScan: 1, 3, 99.
    #expect(log.values == [10, 20, -1, 2, 4, 5, 7, 1, 3, 99])
    #expect(log.finished && !log.failed)
  }

  @Test func catchHandsTheDemandLeftToTheNewPublisher() {
    var received: [Int] = []
    let subject = PassthroughSubject<Int, Oops>()
    let subscriber = AnySubscriber<Int, Never>(
      receiveSubscription: { $0.request(.max(3)) },
      receiveValue: {
        received.append($0); return .none
      },
      receiveCompletion: { _ in received.append(0) })
    subject.catch { _ in [7, 8, 9].publisher }.subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(Oops()))
    // Three asked for: 1, then two of the three the handler's publisher has; it never finishes for us.
    #expect(received == [1, 7, 8])
  }

  @Test func tryCatchFailsWithWhatItsHandlerThrows() {
    let log = Log<Int>()
    log.watch(Fail<Int, Oops>(error: Oops()).tryCatch { _ -> Just<Int> in throw URLError(.badURL) })
    #expect(log.values.isEmpty && log.failed)
  }

  @Test func retrySubscribesAgainAfterEachFailureUpToItsCount() {
    var attempts = 0
    let flaky = Deferred { () -> AnyPublisher<Int, Oops> in
      attempts += 1
      return attempts < 3
        ? Fail(error: Oops()).eraseToAnyPublisher()
        : Just(attempts).setFailureType(to: Oops.self)
          .eraseToAnyPublisher()
    }
    let log = Log<Int>()
    log.watch(flaky.retry(2).replaceError(with: -1))
    #expect(log.values == [3] && attempts == 3)
    attempts = 0
    let short = Log<Int>()
    short.watch(flaky.retry(1).replaceError(with: -1))
    #expect(short.values == [-1] && attempts == 2)
  }

  @Test func flatMapSendsTheValuesOfEveryPublisherItMakes() {
    let log = Log<String>()
    log.watch([1, 2, 3].publisher.flatMap { n in (0..<n).publisher.map { "\(n).\($0)" } })
    #expect(log.values == ["1.0", "2.0", "2.1", "3.0", "3.1", "3.2"])
    #expect(log.finished)
    // A subject's values, each a publisher that may fail and stays open: all of them at once.
    let outer = PassthroughSubject<Int, Never>()
    let inners = [PassthroughSubject<Int, Oops>(), PassthroughSubject<Int, Oops>()]
    let live = Log<Int>()
    live.watch(outer.flatMap { inners[$0] }.replaceError(with: -1))
    outer.send(0)
    outer.send(1)
    inners[0].send(10)
    inners[1].send(20)
    inners[0].send(11)
    inners[1].send(completion: .failure(Oops()))
    inners[0].send(12)
    #expect(live.values == [10, 20, 11, -1])
  }

  @Test func flatMapWithOnePublisherAtATimeWaitsForEachToFinish() {
    let outer = PassthroughSubject<Int, Never>()
    let inners = [PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>()]
    let log = Log<Int>()
    log.watch(outer.flatMap(maxPublishers: .max(1)) { inners[$0] })
    outer.send(0)
    outer.send(1)  // not asked for yet: dropped by the subject, as on iOS
    inners[0].send(1)
    inners[1].send(99)
    inners[0].send(completion: .finished)
    outer.send(1)
    inners[1].send(2)
    #expect(log.values == [1, 2])
  }

  @Test func switchToLatestFollowsOnlyTheNewestPublisher() {
    let queries = PassthroughSubject<String, Never>()
    let results = ["a": PassthroughSubject<String, Never>(), "ab": PassthroughSubject<String, Never>()]
    let log = Log<String>()
    log.watch(queries.map { results[$0]! }.switchToLatest())
    queries.send("a")
    results["a"]!.send("a1")
    queries.send("ab")
    results["a"]!.send("a2 (stale)")
    results["ab"]!.send("ab1")
    #expect(log.values == ["a1", "ab1"])
    // A search that may fail, from a query that cannot.
    let failing = Log<Int>()
    failing.watch(Just(1).map { _ in Fail<Int, Oops>(error: Oops()) }.switchToLatest().replaceError(with: 0))
    #expect(failing.values == [0])
  }

  @Test func zipPairsTheNthValueOfEach() {
    let left = PassthroughSubject<Int, Never>()
    let right = PassthroughSubject<String, Never>()
    let log = Log<String>()
    log.watch(left.zip(right) { "\($0)\($1)" })
    left.send(1)
    left.send(2)
    right.send("a")
    left.send(3)
    right.send("b")
    left.send(completion: .finished)
    #expect(log.values == ["1a", "2b"] && !log.finished)
    right.send("c")
    #expect(log.values == ["1a", "2b", "3c"] && log.finished)
  }
}

extension CombineRecoveryTests {
  @Test func collectByCountSendsFullArraysThenTheRest() {
    let log = Log<[Int]>()
    log.watch((1...7).publisher.collect(3))
    #expect(log.values == [[1, 2, 3], [4, 5, 6], [7]] && log.finished)
    // A failure is sent instead of the values waiting.
    let subject = PassthroughSubject<Int, Oops>()
    let failing = Log<[Int]>()
    failing.watch(subject.collect(2).replaceError(with: [0]))
    subject.send(1)
    subject.send(2)
    subject.send(3)
    subject.send(completion: .failure(Oops()))
    #expect(failing.values == [[1, 2], [0]])
    #expect(Subscribers.Demand.max(2) * 3 == .max(6) && Subscribers.Demand.unlimited * 3 == .unlimited)
  }
}

extension CombineRecoveryTests {
  @Test func aShareNothingElseHoldsStillSendsToItsSubscribers() {
    let subject = PassthroughSubject<Int, Never>()
    let log = Log<Int>()
    log.watch(subject.share())
    subject.send(1)
    subject.send(2)
    #expect(log.values == [1, 2])
    // Cancelled, the subscriber lets the share go and gets nothing more.
    log.cancellables = []
    subject.send(3)
    #expect(log.values == [1, 2])
  }

  @Test func aFutureFulfilledLaterReachesItsSubscriber() {
    var fulfil: Future<String, Never>.Promise?
    let log = Log<String>()
    log.watch(Future<String, Never> { promise in fulfil = promise })
    #expect(log.values.isEmpty)
    fulfil?(.success("done"))
    #expect(log.values == ["done"] && log.finished)
  }
}

extension CombineRecoveryTests {
  @Test func aMulticastSendsToEverySubscriberFromItsConnection() {
    let subject = PassthroughSubject<Int, Never>()
    var subscriptions = 0
    let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 })
      .multicast { PassthroughSubject<Int, Never>() }
    let first = Log<Int>()
    let second = Log<Int>()
    first.watch(shared)
    second.watch(shared.map { $0 * 10 })
    subject.send(1)  // not connected yet: nobody gets it
    let connection = shared.connect()
    subject.send(2)
    connection.cancel()
    subject.send(3)
    #expect(first.values == [2] && second.values == [20] && subscriptions == 1)
    let later = PassthroughSubject<Int, Never>()
    let connectable = later.makeConnectable()
    let log = Log<Int>()
    log.watch(connectable)
    later.send(1)
    let kept = connectable.connect()
    later.send(2)
    #expect(log.values == [2])
    kept.cancel()
  }
}

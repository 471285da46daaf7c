// Combine's `zip`: the n-th values of two publishers, paired.

extension Publishers {
  /// The first value of each as a pair, then the second of each, and so on (`zip`).
  public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    /// A pair of values, one of each.
    public typealias Output = (A.Output, B.Output)
    /// The publishers' error.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B
    /// Zips `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }
    /// Subscribes to both; finishes when either has finished and none of its values waits for a partner,
    /// fails when either does.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let pairing = Pairing<S, A.Output, B.Output>(subscriber)
      a.subscribe(pairing.side(\.first))
      b.subscribe(pairing.side(\.second))
    }
  }
}

/// Two upstream subscriptions whose values wait in line until the other side has one to pair with.
nonisolated final class Pairing<Downstream: Subscriber, First, Second>: Subscription
where Downstream.Input == (First, Second) {
  /// One side's waiting values, and whether it has finished.
  struct Line<Value> {
    var waiting: [Value] = []
    var finished = false
  }
  /// Both sides' lines.
  struct Lines {
    var first = Line<First>()
    var second = Line<Second>()
    /// Whether a side has finished with nothing left to pair.
    var exhausted: Bool { (first.finished && first.waiting.isEmpty) || (second.finished && second.waiting.isEmpty) }
  }
  private var downstream: Downstream?
  private var lines = Lines()
  private var sides: [any Subscription] = []

  init(_ downstream: Downstream) { self.downstream = downstream }

  /// A subscriber for the side whose line is at `line`.
  func side<Value>(_ line: WritableKeyPath<Lines, Line<Value>>) -> AnySubscriber<Value, Downstream.Failure> {
    AnySubscriber(
      receiveSubscription: { [self] subscription in
        guard downstream != nil else { return subscription.cancel() }
        sides.append(subscription)
        if sides.count == 1 { downstream?.receive(subscription: self) } else { subscription.request(.unlimited) }
      },
      receiveValue: { [self] value in
        lines[keyPath: line].waiting.append(value)
        while !lines.first.waiting.isEmpty, !lines.second.waiting.isEmpty {
          _ = downstream?.receive((lines.first.waiting.removeFirst(), lines.second.waiting.removeFirst()))
        }
        if lines.exhausted { complete(.finished) }
        return .none
      },
      receiveCompletion: { [self] end in
        if case .failure = end { return complete(end) }
        lines[keyPath: line].finished = true
        if lines.exhausted { complete(.finished) }
      })
  }

  private func complete(_ end: Subscribers.Completion<Downstream.Failure>) {
    let downstream = self.downstream
    cancel()
    downstream?.receive(completion: end)
  }

  func request(_ demand: Subscribers.Demand) { for side in sides { side.request(.unlimited) } }

  func cancel() {
    downstream = nil
    let sides = self.sides
    self.sides = []
    for side in sides { side.cancel() }
  }
}

extension Publisher {
  /// Pairs of this publisher's and `other`'s values, the n-th with the n-th.
  public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where Failure == P.Failure {
    Publishers.Zip(self, other)
  }
  /// `transform` of this publisher's and `other`'s values, the n-th with the n-th.
  public func zip<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.Zip<Self, P>, T> where Failure == P.Failure {
    Publishers.Zip(self, other).map { transform($0.0, $0.1) }
  }
}

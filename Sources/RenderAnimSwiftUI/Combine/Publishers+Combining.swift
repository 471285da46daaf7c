// Combine's operators that join two publishers: `combineLatest` (a form's fields validated together) and
// `merge(with:)`.

extension Publishers {
  /// The latest value of each, as a pair, whenever either sends once both have (`combineLatest`).
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    /// A pair of the latest values.
    public typealias Output = (A.Output, B.Output)
    /// The publishers' error.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B
    /// Combines `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }
    /// Subscribes to both; finishes when both have, fails when either does.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let join = Join<S, A.Output, B.Output>(subscriber) { pair in pair.0.flatMap { a in pair.1.map { (a, $0) } } }
      a.subscribe(join.side { $0.0 = $1 })
      b.subscribe(join.side { $0.1 = $1 })
    }
  }

  /// The values of both, as they come (`merge(with:)`).
  public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
    /// The publishers' values.
    public typealias Output = A.Output
    /// The publishers' error.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B
    /// Merges `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }
    /// Subscribes to both; finishes when both have, fails when either does.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let join = Join<S, A.Output, A.Output>(subscriber) { pair in pair.0 ?? pair.1 }
      a.subscribe(join.side { $0 = ($1, nil) })
      b.subscribe(join.side { $0 = (nil, $1) })
    }
  }
}

/// Two upstream subscriptions feeding one subscriber: each side's value updates `latest`, and `output`
/// makes what is sent from it (nil: nothing yet). The end comes when both sides finish, or at the first
/// failure.
nonisolated final class Join<Downstream: Subscriber, First, Second>: Subscription {
  private var downstream: Downstream?
  private var latest: (First?, Second?) = (nil, nil)
  private let output: ((First?, Second?)) -> Downstream.Input?
  private var sides: [any Subscription] = []
  private var finished = 0
  private var subscribed = false

  init(_ downstream: Downstream, output: @escaping ((First?, Second?)) -> Downstream.Input?) {
    self.downstream = downstream
    self.output = output
  }

  /// A subscriber for one side; `store` puts its value into `latest`.
  func side<Input>(
    _ store: @escaping (inout (First?, Second?), Input) -> Void
  ) -> AnySubscriber<
    Input, Downstream.Failure
  > {
    AnySubscriber(
      receiveSubscription: { [self] subscription in
        sides.append(subscription)
        if !subscribed {
          subscribed = true
          downstream?.receive(subscription: self)
        } else {
          subscription.request(.unlimited)
        }
      },
      receiveValue: { [self] value in
        store(&latest, value)
        if let out = output(latest) { _ = downstream?.receive(out) }
        return .none
      },
      receiveCompletion: { [self] end in
        finished += 1
        if case .failure = end { cancel(sendingEnd: end) } else if finished == 2 { cancel(sendingEnd: end) }
      })
  }

  func request(_ demand: Subscribers.Demand) { for side in sides { side.request(.unlimited) } }
  func cancel() { cancel(sendingEnd: nil) }

  private func cancel(sendingEnd end: Subscribers.Completion<Downstream.Failure>?) {
    let downstream = self.downstream
    self.downstream = nil
    let sides = self.sides
    self.sides = []
    for side in sides { side.cancel() }
    if let end { downstream?.receive(completion: end) }
  }
}

extension Publisher {
  /// Pairs of the latest values of this publisher and `other`.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
    Publishers.CombineLatest(self, other)
  }
  /// `transform` of the latest values of this publisher and `other`.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
    Publishers.CombineLatest(self, other).map { transform($0.0, $0.1) }
  }
  /// The values of this publisher and `other`, as they come.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Merge(self, other)
  }
}

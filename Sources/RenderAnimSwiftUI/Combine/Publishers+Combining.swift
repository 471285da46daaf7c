// Combine's operators that join publishers: `combineLatest` (a form's fields validated together),
// `merge(with:)`, `prepend` and `append`.

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

  /// A subscriber for one side; `store` puts its value into `latest`. With `finished`, the side's normal
  /// end runs it instead of counting toward the join's (a concatenation's next publisher).
  func side<Input>(
    _ store: @escaping (inout (First?, Second?), Input) -> Void, finished next: (() -> Void)? = nil
  ) -> AnySubscriber<Input, Downstream.Failure> {
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
        if case .failure = end { return cancel(sendingEnd: end) }
        if let next { return next() }
        finished += 1
        if finished == 2 { cancel(sendingEnd: end) }
      })
  }

  /// Ends the downstream normally.
  func finish() { cancel(sendingEnd: .finished) }

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

extension Publishers {
  /// The latest value of each of three, as a triple, whenever one sends once all have
  /// (`combineLatest(_:_:)`, `Publishers.CombineLatest3`).
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    /// A triple of the latest values.
    public typealias Output = (A.Output, B.Output, C.Output)
    /// The publishers' error.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B
    /// The third publisher.
    public let c: C
    /// Combines `a`, `b` and `c`.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }
    /// Subscribes to the three; finishes when all have, fails when one does.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      CombineLatest(CombineLatest(a, b), c).map { ($0.0.0, $0.0.1, $0.1) }.receive(subscriber: subscriber)
    }
  }

  /// The values of one publisher, then those of another once it finishes (`prepend`, `append`).
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
    /// The publishers' values.
    public typealias Output = Suffix.Output
    /// The publishers' error.
    public typealias Failure = Suffix.Failure
    /// The publisher first.
    public let prefix: Prefix
    /// The publisher after it.
    public let suffix: Suffix
    /// Concatenates `prefix` and `suffix`.
    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }
    /// Subscribes to `prefix`, then, when it finishes, to `suffix`; a failure ends both.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let join = Join<S, Output, Output>(subscriber) { $0.0 }
      let suffix = self.suffix
      prefix.subscribe(
        join.side(
          { $0 = ($1, nil) },
          finished: { suffix.subscribe(join.side({ $0 = ($1, nil) }, finished: { join.finish() })) }))
    }
  }
}

extension Publisher {
  /// Triples of the latest values of this publisher, `b` and `c`.
  public func combineLatest<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.CombineLatest3<Self, B, C>
  where Failure == B.Failure, B.Failure == C.Failure {
    Publishers.CombineLatest3(self, b, c)
  }
  /// `elements`, then this publisher's values.
  public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
    Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
  }
  /// This publisher's values, then `elements` once it finishes.
  public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
    Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
  }
  /// `publisher`'s values, then this publisher's.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }
  /// This publisher's values, then `publisher`'s.
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }
}

// Combine's operators that subscribe to the publishers a publisher sends: `flatMap` (each one, at most
// `maxPublishers` at a time) and `switchToLatest` (only the newest: a search field's last query).

extension Publishers {
  /// The values of the publishers `transform` makes of each upstream value, as they come (`flatMap`).
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    /// The new publishers' values.
    public typealias Output = NewPublisher.Output
    /// The error of all of them.
    public typealias Failure = Upstream.Failure
    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// How many new publishers may be subscribed to at once.
    public let maxPublishers: Subscribers.Demand
    /// The publisher made of each value.
    public let transform: (Upstream.Output) -> NewPublisher
    /// Makes a publisher that subscribes to `transform(value)` for each of `upstream`'s values.
    public init(
      upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }
    /// Subscribes to the upstream, and to each publisher made of its values; finishes when all have.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let flatten = Flatten(subscriber, limit: maxPublishers, switches: false)
      let transform = self.transform
      upstream.subscribe(flatten.outer { transform($0).subscribe(flatten.inner()) })
    }
  }

  /// The values of the latest publisher the upstream sent; each new one cancels the one before
  /// (`switchToLatest`).
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where Upstream.Output == P, P.Failure == Upstream.Failure {
    /// The inner publishers' values.
    public typealias Output = P.Output
    /// The error of all of them.
    public typealias Failure = P.Failure
    /// The publisher of publishers.
    public let upstream: Upstream
    /// Makes a publisher that follows the latest of `upstream`'s publishers.
    public init(upstream: Upstream) { self.upstream = upstream }
    /// Subscribes to the upstream, and to each publisher it sends in place of the one before.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let flatten = Flatten(subscriber, limit: .unlimited, switches: true)
      upstream.subscribe(flatten.outer { $0.subscribe(flatten.inner()) })
    }
  }
}

/// A downstream subscription fed by the publishers an outer publisher sends (`flatMap`, `switchToLatest`):
/// the outer is asked for `limit` publishers, and one more each time one of them finishes; each inner one
/// is asked for every value, which passes downstream as it comes. The end comes when the outer and every
/// inner one have finished, or at the first failure.
nonisolated final class Flatten<Downstream: Subscriber>: Subscription {
  private var downstream: Downstream?
  private var outer: (any Subscription)?
  private var inners: [Int: any Subscription] = [:]
  private var made = 0
  private var outerFinished = false
  private var requested = false
  private let limit: Subscribers.Demand
  /// Each new inner publisher cancels the ones before (`switchToLatest`).
  private let switches: Bool

  init(_ downstream: Downstream, limit: Subscribers.Demand, switches: Bool) {
    self.downstream = downstream
    self.limit = limit
    self.switches = switches
  }

  /// The subscriber to the outer publisher; `received` subscribes to what each value makes.
  func outer<Input>(_ received: @escaping (Input) -> Void) -> AnySubscriber<Input, Downstream.Failure> {
    AnySubscriber(
      receiveSubscription: { [self] subscription in
        guard downstream != nil, outer == nil else { return subscription.cancel() }
        outer = subscription
        downstream?.receive(subscription: self)
      },
      receiveValue: { [self] value in
        if downstream != nil { received(value) }
        return .none
      },
      receiveCompletion: { [self] end in
        outer = nil
        if case .failure(let error) = end { return complete(.failure(error)) }
        outerFinished = true
        if inners.isEmpty { complete(.finished) }
      })
  }

  /// The subscriber to the next inner publisher.
  func inner() -> AnySubscriber<Downstream.Input, Downstream.Failure> {
    made += 1
    let number = made
    if switches {
      let before = inners.values
      inners = [:]
      for subscription in before { subscription.cancel() }
    }
    return AnySubscriber(
      receiveSubscription: { [self] subscription in
        guard downstream != nil, !switches || number == made else { return subscription.cancel() }
        inners[number] = subscription
        subscription.request(.unlimited)
      },
      receiveValue: { [self] value in
        guard inners[number] != nil else { return .none }
        _ = downstream?.receive(value)
        return .none
      },
      receiveCompletion: { [self] end in
        guard inners.removeValue(forKey: number) != nil || !switches else { return }
        if case .failure(let error) = end { return complete(.failure(error)) }
        if outerFinished && inners.isEmpty { return complete(.finished) }
        if limit != .unlimited { outer?.request(.max(1)) }
      })
  }

  private func complete(_ end: Subscribers.Completion<Downstream.Failure>) {
    let downstream = self.downstream
    cancel()
    downstream?.receive(completion: end)
  }

  func request(_ demand: Subscribers.Demand) {
    guard !requested else { return }
    requested = true
    outer?.request(limit)
  }

  func cancel() {
    downstream = nil
    let subscriptions = Array(inners.values) + (outer.map { [$0] } ?? [])
    inners = [:]
    outer = nil
    for subscription in subscriptions { subscription.cancel() }
  }
}

extension Publisher {
  /// The values of the publishers `transform` makes of each value, at most `maxPublishers` at a time.
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher where Failure == Never {
  /// The values of the publishers `transform` makes of each value, which may fail.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    Publishers.FlatMap(
      upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
  }
  /// The values of the publishers `transform` makes of each value; none of them fails.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher {
  /// The values of the publishers `transform` makes of each value, none of which fails.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// The values of the latest publisher this one sent.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Output: Publisher, Failure == Never {
  /// The values of the latest publisher this one sent, which may fail.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
    Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
  }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
  /// The values of the latest publisher this one sent; neither fails.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
  /// The values of the latest publisher this one sent, none of which fails.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
    >
  {
    Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
  }
}

// Combine's operators that go on after a failure: `catch` and `tryCatch` (another publisher in its
// place), `retry` (the same publisher subscribed to again).

extension Publishers {
  /// The upstream's values; when it fails, those of the publisher `handler` makes of the error (`catch`).
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    /// The values of both.
    public typealias Output = Upstream.Output
    /// The new publisher's error.
    public typealias Failure = NewPublisher.Failure
    /// The publisher first subscribed to.
    public let upstream: Upstream
    /// The publisher that takes over from a failure.
    public let handler: (Upstream.Failure) -> NewPublisher
    /// Makes a publisher that hands over to `handler`'s publisher when `upstream` fails.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }
    /// Subscribes to the upstream; at its failure, to the handler's publisher, with the demand not yet met.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let handover = Handover(subscriber)
      let handler = self.handler
      upstream.subscribe(
        handover.link { (error: Upstream.Failure) in handler(error).subscribe(handover.link { handover.fail($0) }) })
    }
  }

  /// The upstream's values; when it fails, those of the publisher `handler` makes of the error, or the
  /// error `handler` throws (`tryCatch`).
  public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    /// The values of both.
    public typealias Output = Upstream.Output
    /// Any error: the new publisher's or one the handler throws.
    public typealias Failure = any Error
    /// The publisher first subscribed to.
    public let upstream: Upstream
    /// The publisher that takes over from a failure.
    public let handler: (Upstream.Failure) throws -> NewPublisher
    /// Makes a publisher that hands over to `handler`'s publisher when `upstream` fails.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }
    /// Subscribes to the upstream; at its failure, to the handler's publisher, or fails with its error.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let handover = Handover(subscriber)
      let handler = self.handler
      upstream.subscribe(
        handover.link { (error: Upstream.Failure) in
          do {
            try handler(error).subscribe(handover.link { handover.fail($0) })
          } catch {
            handover.fail(error)
          }
        })
    }
  }

  /// The upstream subscribed to again when it fails, up to a number of times (`retry`).
  public struct Retry<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error, sent after the last attempt.
    public typealias Failure = Upstream.Failure
    /// The publisher retried.
    public let upstream: Upstream
    /// How many times to subscribe again; nil: every time.
    public let retries: Int?
    /// Makes a publisher that subscribes to `upstream` again up to `retries` times.
    public init(upstream: Upstream, retries: Int?) {
      self.upstream = upstream
      self.retries = retries
    }
    /// Subscribes to the upstream, and again after each failure while attempts remain.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let handover = Handover(subscriber)
      let upstream = self.upstream
      var left = retries
      func attempt() {
        upstream.subscribe(
          handover.link { (error: Failure) in
            if let remaining = left, remaining <= 0 { return handover.fail(error) }
            left = left.map { $0 - 1 }
            attempt()
          })
      }
      attempt()
    }
  }
}

/// One downstream subscription fed by one upstream after another (`catch`, `tryCatch`, `retry`): the
/// demand not yet met passes to each new upstream, and an upstream that ends normally ends the downstream.
nonisolated final class Handover<Downstream: Subscriber>: Subscription {
  private var downstream: Downstream?
  private var upstream: (any Subscription)?
  private var demand = Subscribers.Demand.none
  private var subscribed = false
  /// Which link is current: a link's events count only while it is the latest made.
  private var links = 0

  init(_ downstream: Downstream) { self.downstream = downstream }

  /// A subscriber for the next upstream; its failure runs `failed` (which links another or fails).
  func link<UpstreamFailure: Error>(
    failed: @escaping (UpstreamFailure) -> Void
  ) -> AnySubscriber<Downstream.Input, UpstreamFailure> {
    links += 1
    let number = links
    return AnySubscriber(
      receiveSubscription: { [self] subscription in
        guard downstream != nil, number == links else { return subscription.cancel() }
        upstream = subscription
        if !subscribed {
          subscribed = true
          downstream?.receive(subscription: self)
        } else if demand > 0 {
          subscription.request(demand)
        }
      },
      receiveValue: { [self] value in
        guard let downstream, number == links else { return .none }
        demand -= 1
        let more = downstream.receive(value)
        demand += more
        return more
      },
      receiveCompletion: { [self] end in
        guard downstream != nil, number == links else { return }
        upstream = nil
        switch end {
        case .finished: complete(.finished)
        case .failure(let error): failed(error)
        }
      })
  }

  /// Ends the downstream with `error`.
  func fail(_ error: Downstream.Failure) { complete(.failure(error)) }

  private func complete(_ end: Subscribers.Completion<Downstream.Failure>) {
    let downstream = self.downstream
    self.downstream = nil
    upstream?.cancel()
    upstream = nil
    downstream?.receive(completion: end)
  }

  func request(_ more: Subscribers.Demand) {
    demand += more
    upstream?.request(more)
  }

  func cancel() {
    downstream = nil
    let upstream = self.upstream
    self.upstream = nil
    upstream?.cancel()
  }
}

extension Publisher {
  /// This publisher's values; when it fails, those of the publisher `handler` makes of the error.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
  where Output == P.Output {
    Publishers.Catch(upstream: self, handler: handler)
  }
  /// This publisher's values; when it fails, those of the publisher `handler` makes of the error, or the
  /// error `handler` throws.
  public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
  where Output == P.Output {
    Publishers.TryCatch(upstream: self, handler: handler)
  }
  /// This publisher subscribed to again, up to `retries` times, when it fails.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> { Publishers.Retry(upstream: self, retries: retries) }
}

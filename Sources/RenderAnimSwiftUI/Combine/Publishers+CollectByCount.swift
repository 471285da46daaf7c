// Combine's `collect(_:)`: the values in arrays of a given count.

extension Publishers {
  /// The values in arrays of `count`, the last one shorter when the upstream finishes between
  /// (`collect(_:)`); a failure is sent instead of the values waiting.
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    /// At most `count` values, in order.
    public typealias Output = [Upstream.Output]
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// How many values each array holds.
    public let count: Int
    /// Makes a publisher that sends `upstream`'s values `count` at a time.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }
    /// Subscribes to the upstream and sends each full array, and what is left when it finishes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var waiting: [Upstream.Output] = []
      let count = Swift.max(self.count, 1)
      upstream.subscribe(
        Relay(
          subscriber,
          value: { relay, value in
            waiting.append(value)
            guard waiting.count >= count else { return .max(1) }
            defer { waiting = [] }
            return relay.send(waiting) * count
          },
          completion: { relay, end in
            if case .finished = end, !waiting.isEmpty { _ = relay.send(waiting) }
            waiting = []
            relay.finish(end)
          }))
    }
  }
}

extension Publisher {
  /// The values in arrays of `count`, the last one shorter when this publisher finishes between.
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }
}

// Combine's operators that let some values through: `filter`, `removeDuplicates`, `dropFirst`, `prefix`
// and `first`.

extension Publishers {
  /// The values that pass a test (`filter`).
  public struct Filter<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher filtered.
    public let upstream: Upstream
    /// The test.
    public let isIncluded: (Upstream.Output) -> Bool
    /// Subscribes to the upstream and sends the values that pass.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let isIncluded = self.isIncluded
      upstream.subscribe(Relay(subscriber) { relay, value in isIncluded(value) ? relay.send(value) : .max(1) })
    }
  }

  /// The values unlike the one before (`removeDuplicates`).
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher filtered.
    public let upstream: Upstream
    /// Whether a value repeats the one before it.
    public let predicate: (Output, Output) -> Bool
    /// Subscribes to the upstream and sends each value that does not repeat the last one sent.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      var last: Output?
      upstream.subscribe(
        Relay(subscriber) { relay, value in
          if let last, predicate(last, value) { return .max(1) }
          last = value
          return relay.send(value)
        })
    }
  }

  /// The values after the first `count` (`dropFirst`).
  public struct Drop<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// How many values are dropped.
    public let count: Int
    /// Subscribes to the upstream and sends the values after the first `count`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var left = count
      upstream.subscribe(
        Relay(subscriber) { relay, value in
          guard left <= 0 else {
            left -= 1
            return .max(1)
          }
          return relay.send(value)
        })
    }
  }

  /// The first values, up to a count, then the end (`prefix`, and `first()` for one).
  public struct Output<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// The values sent, as a range of their indices.
    public let range: CountableRange<Int>
    /// Subscribes to the upstream and sends the values in `range`, then finishes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let range = self.range
      var index = 0
      if range.isEmpty {
        subscriber.receive(subscription: Subscriptions.empty)
        return subscriber.receive(completion: .finished)
      }
      upstream.subscribe(
        Relay(subscriber) { relay, value in
          defer { index += 1 }
          guard index >= range.lowerBound else { return .max(1) }
          let demand = relay.send(value)
          if index + 1 >= range.upperBound { relay.finish(.finished) }
          return demand
        })
    }
  }
}

extension Publishers {
  /// The first value, then the end (`first()`).
  public struct First<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// Subscribes to the upstream and sends its first value, then finishes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.prefix(1).receive(subscriber: subscriber)
    }
  }
}

extension Publisher {
  /// The values that pass `isIncluded`.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }
  /// The values for which `predicate` with the last value sent is false.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
  /// The values after the first `count`.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { Publishers.Drop(upstream: self, count: count) }
  /// The first `maxLength` values, then the end.
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    Publishers.Output(upstream: self, range: 0..<max(maxLength, 0))
  }
  /// The first value, then the end.
  public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }
}

extension Publisher where Output: Equatable {
  /// The values unequal to the last one sent.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}

// Combine's operators that look at a publisher's values in order: `drop(while:)`, `prefix(while:)`,
// `first(where:)`, `last()`, `collect()`, `count()`, `reduce`, `ignoreOutput()`, `replaceNil(with:)`.

extension Publishers {
  /// The values from the first that fails a test on (`drop(while:)`).
  public struct DropWhile<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// The test: values are dropped while it holds.
    public let predicate: (Upstream.Output) -> Bool
    /// Subscribes to the upstream, dropping values until one fails the test.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      var dropping = true
      upstream.subscribe(
        Relay(subscriber) { relay, value in
          if dropping, predicate(value) { return .max(1) }
          dropping = false
          return relay.send(value)
        })
    }
  }

  /// The values up to the first that fails a test, then the end (`prefix(while:)`).
  public struct PrefixWhile<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// The test: values pass while it holds.
    public let predicate: (Upstream.Output) -> Bool
    /// Subscribes to the upstream and finishes at the first value that fails the test.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribe(
        Relay(subscriber) { relay, value in
          guard predicate(value) else {
            relay.finish(.finished)
            return .none
          }
          return relay.send(value)
        })
    }
  }

  /// The first value that passes a test, then the end (`first(where:)`).
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// The test.
    public let predicate: (Upstream.Output) -> Bool
    /// Subscribes to the upstream and sends the first value that passes, then finishes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribe(
        Relay(subscriber) { relay, value in
          guard predicate(value) else { return .max(1) }
          _ = relay.send(value)
          relay.finish(.finished)
          return .none
        })
    }
  }

  /// The last value, when the upstream finishes (`last()`).
  public struct Last<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// Subscribes to the upstream and sends its last value when it finishes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Fold(upstream: upstream, initial: nil) { $1 }.receive(subscriber: subscriber)
    }
  }

  /// Every value in one array, when the upstream finishes (`collect()`).
  public struct Collect<Upstream: Publisher>: Publisher {
    /// The values, in order.
    public typealias Output = [Upstream.Output]
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// Subscribes to the upstream and sends its values in one array when it finishes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Fold(upstream: upstream, initial: []) { ($0 ?? []) + [$1] }.receive(subscriber: subscriber)
    }
  }

  /// How many values came, when the upstream finishes (`count()`).
  public struct Count<Upstream: Publisher>: Publisher {
    /// The count.
    public typealias Output = Int
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// Subscribes to the upstream and sends how many values it sent when it finishes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      Fold(upstream: upstream, initial: 0) { count, _ in (count ?? 0) + 1 }.receive(subscriber: subscriber)
    }
  }

  /// The values combined from an initial result, when the upstream finishes (`reduce`).
  public struct Reduce<Upstream: Publisher, Output>: Publisher {
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// The result before the first value.
    public let initial: Output
    /// The next result from the last and a value.
    public let nextPartialResult: (Output, Upstream.Output) -> Output
    /// Subscribes to the upstream and sends the result when it finishes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (initial, next) = (self.initial, nextPartialResult)
      Fold(upstream: upstream, initial: initial) { next($0 ?? initial, $1) }.receive(subscriber: subscriber)
    }
  }

  /// No value: only the end (`ignoreOutput()`).
  public struct IgnoreOutput<Upstream: Publisher>: Publisher {
    /// Never: no value is sent.
    public typealias Output = Never
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// Subscribes to the upstream and passes on only its end.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Relay(subscriber) { _, _ in .none })
    }
  }
}

extension Publisher {
  /// The values from the first for which `predicate` is false on.
  public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
    Publishers.DropWhile(upstream: self, predicate: predicate)
  }
  /// The values while `predicate` is true, then the end.
  public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
    Publishers.PrefixWhile(upstream: self, predicate: predicate)
  }
  /// The first value for which `predicate` is true, then the end.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }
  /// The last value, when the upstream finishes.
  public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }
  /// Every value, in one array, when the upstream finishes.
  public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }
  /// How many values came, when the upstream finishes.
  public func count() -> Publishers.Count<Self> { Publishers.Count(upstream: self) }
  /// The values combined from `initialResult`, when the upstream finishes.
  public func reduce<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T
  ) -> Publishers.Reduce<Self, T> {
    Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }
  /// Only the end.
  public func ignoreOutput() -> Publishers.IgnoreOutput<Self> { Publishers.IgnoreOutput(upstream: self) }
  /// Each nil replaced by `output`.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    map { $0 ?? output }
  }
}

/// What the values come to when the upstream finishes: `nextPartialResult` folds each into the result
/// (nil before the first when `initial` is), sent if there is one (the body of `last`, `collect`, `count`,
/// `reduce`).
nonisolated struct Fold<Upstream: Publisher, Output>: Publisher {
  typealias Failure = Upstream.Failure
  let upstream: Upstream
  let initial: Output?
  let nextPartialResult: (Output?, Upstream.Output) -> Output
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    var result = initial
    let next = nextPartialResult
    upstream.subscribe(
      Relay(
        subscriber,
        value: { _, value in
          result = next(result, value)
          return .none
        },
        completion: { relay, end in
          if case .finished = end, let result { _ = relay.send(result) }
          relay.finish(end)
        }))
  }
}

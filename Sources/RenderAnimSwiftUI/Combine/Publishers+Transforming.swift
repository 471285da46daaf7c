// Combine's operators that change each value or its error: `map`, `compactMap`, `scan`, `mapError`,
// `replaceError(with:)`, `setFailureType(to:)`.

extension Publishers {
  /// Each value transformed (`map`).
  public struct Map<Upstream: Publisher, Output>: Publisher {
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher mapped.
    public let upstream: Upstream
    /// The transformation.
    public let transform: (Upstream.Output) -> Output
    /// Subscribes to the upstream and sends each value transformed.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.subscribe(Relay(subscriber) { relay, value in relay.send(transform(value)) })
    }
  }

  /// Each value transformed, nils dropped (`compactMap`).
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher mapped.
    public let upstream: Upstream
    /// The transformation; nil drops the value.
    public let transform: (Upstream.Output) -> Output?
    /// Subscribes to the upstream and sends each non-nil result.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.subscribe(
        Relay(subscriber) { relay, value in transform(value).map { relay.send($0) } ?? .max(1) })
    }
  }

  /// Each value combined with the result so far (`scan`).
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher scanned.
    public let upstream: Upstream
    /// The result before the first value.
    public let initialResult: Output
    /// The next result from the last and a value.
    public let nextPartialResult: (Output, Upstream.Output) -> Output
    /// Subscribes to the upstream and sends each partial result.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var result = initialResult
      let next = nextPartialResult
      upstream.subscribe(
        Relay(subscriber) { relay, value in
          result = next(result, value)
          return relay.send(result)
        })
    }
  }

  /// The error transformed (`mapError`).
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The publisher whose error is mapped.
    public let upstream: Upstream
    /// The transformation.
    public let transform: (Upstream.Failure) -> Failure
    /// Subscribes to the upstream and sends its failure transformed.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.subscribe(
        Relay(
          subscriber, value: { relay, value in relay.send(value) },
          completion: { relay, end in
            switch end {
            case .finished: relay.finish(.finished)
            case .failure(let error): relay.finish(.failure(transform(error)))
            }
          }))
    }
  }

  /// A failure replaced by a last value and the end (`replaceError(with:)`).
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// Never: the error is replaced.
    public typealias Failure = Never
    /// The publisher whose error is replaced.
    public let upstream: Upstream
    /// The value sent instead of the error.
    public let output: Upstream.Output
    /// Subscribes to the upstream; a failure becomes `output` and the end.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let output = self.output
      upstream.subscribe(
        Relay(
          subscriber, value: { relay, value in relay.send(value) },
          completion: { relay, end in
            if case .failure = end { _ = relay.send(output) }
            relay.finish(.finished)
          }))
    }
  }

  /// A publisher that cannot fail given an error type (`setFailureType(to:)`).
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The publisher retyped.
    public let upstream: Upstream
    /// Subscribes to the upstream.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        Relay(
          subscriber, value: { relay, value in relay.send(value) }, completion: { relay, _ in relay.finish(.finished) })
      )
    }
  }
}

extension Publisher {
  /// Each value transformed by `transform`.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }
  /// The value at `keyPath` of each value.
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self) { $0[keyPath: keyPath] }
  }
  /// Each value transformed by `transform`, nils dropped.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
    Publishers.CompactMap(upstream: self, transform: transform)
  }
  /// Each partial result of combining the values from `initialResult` on.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
    Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
  /// The failure transformed by `transform`.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
    Publishers.MapError(upstream: self, transform: transform)
  }
  /// A failure replaced by `output` and the end.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }
}

extension Publisher where Failure == Never {
  /// This publisher, typed as one that may fail with `failureType`.
  public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
    Publishers.SetFailureType(upstream: self)
  }
}

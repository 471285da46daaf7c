// Combine's operators whose closures may throw: `tryMap`, `tryCompactMap`, `tryFilter`, `tryScan`. The
// first error thrown cancels the upstream and ends the downstream with it; their failure is `any Error`.

extension Publishers {
  /// Each value transformed by a closure that may throw (`tryMap`).
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    /// Any error: the upstream's or one the closure throws.
    public typealias Failure = any Error
    /// The publisher mapped.
    public let upstream: Upstream
    /// The transformation.
    public let transform: (Upstream.Output) throws -> Output
    /// Subscribes to the upstream and sends each value transformed, or fails with what the closure throws.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.subscribe(Relay<Upstream.Output, Upstream.Failure, S>.trying(subscriber) { try transform($0) })
    }
  }

  /// Each value transformed by a closure that may throw, nils dropped (`tryCompactMap`).
  public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
    /// Any error: the upstream's or one the closure throws.
    public typealias Failure = any Error
    /// The publisher mapped.
    public let upstream: Upstream
    /// The transformation; nil drops the value.
    public let transform: (Upstream.Output) throws -> Output?
    /// Subscribes to the upstream and sends each non-nil result, or fails with what the closure throws.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.subscribe(Relay<Upstream.Output, Upstream.Failure, S>.trying(subscriber, transform))
    }
  }

  /// The values a closure that may throw keeps (`tryFilter`).
  public struct TryFilter<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// Any error: the upstream's or one the closure throws.
    public typealias Failure = any Error
    /// The publisher filtered.
    public let upstream: Upstream
    /// Whether a value is sent.
    public let isIncluded: (Upstream.Output) throws -> Bool
    /// Subscribes to the upstream and sends the values kept, or fails with what the closure throws.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let isIncluded = self.isIncluded
      upstream.subscribe(
        Relay<Upstream.Output, Upstream.Failure, S>.trying(subscriber) { try isIncluded($0) ? $0 : nil })
    }
  }

  /// Each value combined with the result so far by a closure that may throw (`tryScan`).
  public struct TryScan<Upstream: Publisher, Output>: Publisher {
    /// Any error: the upstream's or one the closure throws.
    public typealias Failure = any Error
    /// The publisher scanned.
    public let upstream: Upstream
    /// The result before the first value.
    public let initialResult: Output
    /// The next result from the last and a value.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output
    /// Subscribes to the upstream and sends each partial result, or fails with what the closure throws.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      var result = initialResult
      let next = nextPartialResult
      upstream.subscribe(
        Relay<Upstream.Output, Upstream.Failure, S>.trying(subscriber) { value in
          result = try next(result, value)
          return result
        })
    }
  }
}

extension Relay where Downstream.Failure == any Error {
  /// A relay that sends what `transform` makes of each value (nil: nothing, and one more value asked for),
  /// ends downstream with the first error it throws, and passes the upstream's failure on as `any Error`.
  static func trying(
    _ downstream: Downstream, _ transform: @escaping (Input) throws -> Downstream.Input?
  ) -> Relay {
    Relay(
      downstream,
      value: { relay, value in
        do {
          return try transform(value).map { relay.send($0) } ?? .max(1)
        } catch {
          relay.finish(.failure(error))
          return .none
        }
      },
      completion: { relay, end in
        switch end {
        case .finished: relay.finish(.finished)
        case .failure(let error): relay.finish(.failure(error))
        }
      })
  }
}

extension Publisher {
  /// Each value transformed by `transform`, which may throw: the error it throws ends the stream.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }
  /// Each value transformed by `transform`, nils dropped; the error it throws ends the stream.
  public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
    Publishers.TryCompactMap(upstream: self, transform: transform)
  }
  /// The values `isIncluded` keeps; the error it throws ends the stream.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
    Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
  }
  /// Each partial result of combining the values from `initialResult` on; the error `nextPartialResult`
  /// throws ends the stream.
  public func tryScan<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryScan<Self, T> {
    Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
}

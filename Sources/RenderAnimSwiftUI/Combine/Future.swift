/// A publisher that eventually produces one value or fails (Combine's `Future`): `attemptToFulfill` runs
/// at once, and every subscriber, before or after, gets its result.
public final class Future<Output, Failure: Error>: Publisher {
  /// The closure that fulfils the future.
  public typealias Promise = (Result<Output, Failure>) -> Void
  private var result: Result<Output, Failure>?
  private let conduits = Conduits<Output, Failure>()

  /// Runs `attemptToFulfill` now with the promise that sets the result (once). The promise keeps the
  /// future alive, as on iOS: one fulfilled later (from `asyncAfter`, a timer) still reaches the
  /// subscribers of a future that nothing else holds.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { result in
      guard case .none = self.result else { return }
      self.result = result
      self.deliver(result)
    }
  }

  private func deliver(_ result: Result<Output, Failure>) {
    switch result {
    case .success(let value):
      conduits.send(value)
      conduits.send(completion: .finished)
    case .failure(let error): conduits.send(completion: .failure(error))
    }
  }

  /// Sends the result when there is one (and the subscriber asks), then the end.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    switch result {
    case .success(let value)?:
      subscriber.receive(subscription: ValuesSubscription(values: [value], end: .finished, subscriber: subscriber))
    case .failure(let error)?:
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: .failure(error))
    case nil: conduits.attach(subscriber)
    }
  }
}

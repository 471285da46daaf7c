// Combine's `Sink`: the subscriber behind `sink(receiveValue:)`.

extension Subscribers {
  /// Runs `receiveValue` for each value and `receiveCompletion` at the end; cancelling stops the
  /// subscription.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
    /// What runs for each value.
    public let receiveValue: (Input) -> Void
    /// What runs at the end.
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private var subscription: (any Subscription)?
    private var done = false

    /// A sink with its two closures.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    /// Keeps the subscription and asks for every value.
    public func receive(subscription: any Subscription) {
      guard !done, self.subscription == nil else { return subscription.cancel() }
      self.subscription = subscription
      subscription.request(.unlimited)
    }
    /// Runs `receiveValue`.
    public func receive(_ value: Input) -> Subscribers.Demand {
      if !done { receiveValue(value) }
      return .none
    }
    /// Runs `receiveCompletion` once.
    public func receive(completion: Subscribers.Completion<Failure>) {
      guard !done else { return }
      done = true
      subscription = nil
      receiveCompletion(completion)
    }
    /// Cancels the subscription: no more values.
    public func cancel() {
      done = true
      let s = subscription
      subscription = nil
      s?.cancel()
    }
  }
}

extension Publisher {
  /// Subscribes with closures for the values and the completion; the subscription lasts as long as the
  /// returned cancellable.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a closure for the values.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}

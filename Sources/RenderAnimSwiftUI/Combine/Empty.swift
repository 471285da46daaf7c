/// A publisher of no value (Combine's `Empty`): it finishes at once, or never.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// Whether it finishes as soon as it is subscribed to.
  public let completeImmediately: Bool
  /// An empty publisher that finishes at once (or never, when `completeImmediately` is false).
  public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
  /// An empty publisher whose types are given.
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
    self.completeImmediately = completeImmediately
  }
  /// Finishes, or keeps the subscriber waiting.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
}

/// A publisher that fails at once with an error (Combine's `Fail`).
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error it fails with.
  public let error: Failure
  /// Fails with `error`.
  public init(error: Failure) { self.error = error }
  /// Fails with `error`, for a publisher of `outputType`.
  public init(outputType: Output.Type, failure: Failure) { error = failure }
  /// Sends the failure.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: .failure(error))
  }
}

/// A publisher made for each subscriber when it subscribes (Combine's `Deferred`).
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  /// The made publisher's values.
  public typealias Output = DeferredPublisher.Output
  /// The made publisher's error.
  public typealias Failure = DeferredPublisher.Failure
  /// Makes the publisher.
  public let createPublisher: () -> DeferredPublisher
  /// Makes a publisher with `createPublisher` at each subscription.
  public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }
  /// Subscribes `subscriber` to a new publisher.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    createPublisher().receive(subscriber: subscriber)
  }
}

extension Publishers {
  /// The upstream, with closures run at each of its events (`handleEvents`): for side effects such as
  /// logging or starting a spinner.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// Runs when the subscription comes.
    public var receiveSubscription: ((any Subscription) -> Void)?
    /// Runs for each value.
    public var receiveOutput: ((Upstream.Output) -> Void)?
    /// Runs at the end.
    public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
    /// Runs when the subscriber cancels.
    public var receiveCancel: (() -> Void)?
    /// Runs when the subscriber asks for values.
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    /// Subscribes to the upstream, running the closures as the events pass.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (output, completion) = (receiveOutput, receiveCompletion)
      let relay = Relay<Output, Failure, S>(
        subscriber,
        value: { relay, value in
          output?(value)
          return relay.send(value)
        },
        completion: { relay, end in
          completion?(end)
          relay.finish(end)
        })
      relay.onRequest = receiveRequest
      relay.onCancel = receiveCancel
      let subscription = receiveSubscription
      upstream.subscribe(
        AnySubscriber<Output, Failure>(
          receiveSubscription: {
            subscription?($0); relay.receive(subscription: $0)
          },
          receiveValue: relay.receive(_:), receiveCompletion: relay.receive(completion:)))
    }
  }
}

extension Publisher {
  /// This publisher, running the closures given at its events.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
    receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
  }
}

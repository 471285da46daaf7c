extension Subscribers {
  /// Sets a property of an object to each value (Combine's `Assign`).
  public final class Assign<Root, Input>: Subscriber, Cancellable {
    /// Never: it takes publishers that do not fail.
    public typealias Failure = Never
    /// The object, kept until the end or a cancel.
    public private(set) var object: Root?
    /// The property set.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private var subscription: (any Subscription)?

    /// Sets `object[keyPath:]` to each value.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }
    /// Keeps the subscription and asks for every value.
    public func receive(subscription: any Subscription) {
      guard object != nil, self.subscription == nil else { return subscription.cancel() }
      self.subscription = subscription
      subscription.request(.unlimited)
    }
    /// Sets the property.
    public func receive(_ value: Input) -> Subscribers.Demand {
      object?[keyPath: keyPath] = value
      return .none
    }
    /// Lets the object go.
    public func receive(completion: Subscribers.Completion<Never>) {
      object = nil
      subscription = nil
    }
    /// Cancels the subscription and lets the object go.
    public func cancel() {
      object = nil
      let s = subscription
      subscription = nil
      s?.cancel()
    }
  }
}

extension Publisher where Failure == Never {
  /// Sets `object`'s property at `keyPath` to each value (the object is kept while subscribed).
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }

  /// Sets a `@Published` property to each value, for as long as the property's object lives
  /// (`.assign(to: &$value)`).
  public func assign(to published: inout Published<Output>.Publisher) {
    let box = published.box
    let sink = Subscribers.Sink<Output, Never>(
      receiveCompletion: { _ in }, receiveValue: { [weak box] in box?.set($0) })
    subscribe(sink)
    box.keep(AnyCancellable(sink))
  }
}

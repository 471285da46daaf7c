/// A subscriber that asks for every value and hands each to a closure (Combine's `Sink`).
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

/// A publisher whose values are sent by hand (Combine's `Subject`).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends `value` to the subscribers.
  func send(_ value: Output)
  /// Ends: the subscribers receive the completion, and nothing is sent after it.
  func send(completion: Subscribers.Completion<Failure>)
  /// Gives the subject an upstream subscription (when a publisher is subscribed to it).
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends `()`.
  public func send() { send(()) }
}

/// A subject that passes values on to the subscribers there when they are sent (Combine's
/// `PassthroughSubject`); a subscriber that asked for none misses them.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let conduits = Conduits<Output, Failure>()
  /// Whether an action made it (ReplaceablePublisher).
  let madeInAction = PublishedClock.inAction
  /// A subject with no subscriber yet.
  public init() {}
  /// Sends `value` to each subscriber that asked for it.
  public func send(_ value: Output) { conduits.send(value) }
  /// Ends every subscription.
  public func send(completion: Subscribers.Completion<Failure>) { conduits.send(completion: completion) }
  /// Asks an upstream for every value.
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }
  /// Attaches `subscriber` (it receives the completion at once if the subject ended).
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    conduits.attach(subscriber)
  }
}

/// A subject that holds a value and sends it to each new subscriber, then every change (Combine's
/// `CurrentValueSubject`).
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let conduits = Conduits<Output, Failure>()
  /// Whether an action made it (ReplaceablePublisher).
  let madeInAction = PublishedClock.inAction
  private var current: Output
  /// The value; setting it sends it.
  public var value: Output {
    get { current }
    set { send(newValue) }
  }
  /// A subject holding `value`.
  public init(_ value: Output) { current = value }
  /// Sets the value and sends it to each subscriber that asked for it.
  public func send(_ value: Output) {
    guard !conduits.ended else { return }
    current = value
    conduits.send(value)
  }
  /// Ends every subscription.
  public func send(completion: Subscribers.Completion<Failure>) { conduits.send(completion: completion) }
  /// Asks an upstream for every value.
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }
  /// Attaches `subscriber`: it receives the value when it first asks.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    conduits.attach(subscriber, current: { [weak self] in self?.current })
  }
}

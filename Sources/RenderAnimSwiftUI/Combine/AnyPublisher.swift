/// A publisher with its type erased (Combine's `AnyPublisher`), as models keep one
/// (`let timer: AnyPublisher<Date, Never>`, `$name.map(…).eraseToAnyPublisher()`).
public struct AnyPublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
  private let subscribe: (AnySubscriber<Output, Failure>) -> Void
  /// The timer behind it, when it erases one: a view that receives it ticks as with the timer
  /// (TimerPublisher.swift).
  let timer: Timer.TimerPublisher?
  /// The erased publisher, when it can tell a replacement (ReplaceablePublisher).
  let replaceable: (any ReplaceablePublisher)?

  /// Erases `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyPublisher {
      self = erased
      return
    }
    subscribe = { publisher.receive(subscriber: $0) }
    replaceable = publisher as? any ReplaceablePublisher
    timer =
      (publisher as? Timer.TimerPublisher) ?? (publisher as? Publishers.Autoconnect<Timer.TimerPublisher>)?.upstream
  }

  /// Attaches `subscriber` to the erased publisher.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribe(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// This publisher with its type erased.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// A subscriber with its type erased (Combine's `AnySubscriber`).
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
  private let subscription: (any Subscription) -> Void
  private let value: (Input) -> Subscribers.Demand
  private let completion: (Subscribers.Completion<Failure>) -> Void
  /// The erased subscriber's identity.
  public let combineIdentifier: CombineIdentifier

  /// Erases `subscriber`.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    if let erased = subscriber as? AnySubscriber {
      self = erased
      return
    }
    subscription = subscriber.receive(subscription:)
    value = subscriber.receive(_:)
    completion = subscriber.receive(completion:)
    combineIdentifier = subscriber.combineIdentifier
  }

  /// A subscriber made of closures.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil, receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    subscription = receiveSubscription ?? { _ in }
    value = receiveValue ?? { _ in .none }
    completion = receiveCompletion ?? { _ in }
    combineIdentifier = CombineIdentifier()
  }

  /// Passes the subscription on.
  public func receive(subscription: any Subscription) { self.subscription(subscription) }
  /// Passes the value on.
  public func receive(_ input: Input) -> Subscribers.Demand { value(input) }
  /// Passes the end on.
  public func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

// Combine's publishers and subscribers as SwiftUI code uses them in its models and views
// (docs/swift-views.md, Combine): values flow synchronously from a publisher through operators to a
// subscriber, and what waits for time (`delay`, `debounce`, a timer, `receive(on:)`) waits on the render
// clock, so a subscription made in a view's evaluation runs at clip times as `asyncAfter` does.

/// A type that delivers values over time to its subscribers (Combine's `Publisher`).
public protocol Publisher<Output, Failure> {
  /// The kind of value it publishes.
  associatedtype Output
  /// The kind of error it may fail with (`Never` when it cannot fail).
  associatedtype Failure: Error

  /// Attaches `subscriber`: it receives a subscription, then values as it asks for them, then at most one
  /// completion.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches `subscriber` to this publisher.
  public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }

  /// Attaches `subject`, which republishes every value and the completion.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
    sink(receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
  }
}

/// A publisher that starts when it is connected (Combine's `ConnectablePublisher`), such as a timer.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Starts publishing; cancelling what it returns stops.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Connects at the first subscriber and disconnects when the last one cancels.
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// Combine's namespace of the publishers its operators return.
nonisolated public enum Publishers {}

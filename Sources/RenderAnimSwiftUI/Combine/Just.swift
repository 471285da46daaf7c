/// A publisher of one value, then the end (Combine's `Just`).
public struct Just<Output>: Publisher {
  /// Never: it cannot fail.
  public typealias Failure = Never
  /// The value published.
  public let output: Output
  /// Publishes `output` once.
  public init(_ output: Output) { self.output = output }

  /// Sends the value when the subscriber asks for one, then finishes.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subscriber.receive(subscription: ValuesSubscription(values: [output], end: .finished, subscriber: subscriber))
  }
}

extension Just: Equatable where Output: Equatable {}

/// A publisher of a sequence's elements, then the end (Combine's `Publishers.Sequence`).
extension Publishers {
  /// Publishes each element of `sequence` as asked for.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    /// The elements' kind.
    public typealias Output = Elements.Element
    /// The elements published.
    public let sequence: Elements
    /// Publishes `sequence`'s elements.
    public init(sequence: Elements) { self.sequence = sequence }
    /// Sends the elements as the subscriber asks for them, then finishes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      subscriber.receive(
        subscription: ValuesSubscription(values: Array(sequence), end: .finished, subscriber: subscriber))
    }
  }
}

extension Swift.Sequence {
  /// A publisher of the elements (`[1, 2, 3].publisher`).
  public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// The subscription of a publisher that knows all it will send: values as they are asked for, then `end`
/// (nil: none).
nonisolated final class ValuesSubscription<S: Subscriber>: Subscription {
  private var values: [S.Input]
  private var next = 0
  private let end: Subscribers.Completion<S.Failure>?
  private var subscriber: S?
  private var demand = Subscribers.Demand.none
  private var sending = false

  init(values: [S.Input], end: Subscribers.Completion<S.Failure>?, subscriber: S) {
    self.values = values
    self.end = end
    self.subscriber = subscriber
  }

  func request(_ demand: Subscribers.Demand) {
    self.demand += demand
    // A subscriber that asks again while it receives gets the values from this loop.
    guard !sending else { return }
    sending = true
    defer { sending = false }
    while let subscriber, next < values.count, self.demand > 0 {
      self.demand -= 1
      let value = values[next]
      next += 1
      self.demand += subscriber.receive(value)
    }
    if let subscriber, next == values.count, let end {
      self.subscriber = nil
      subscriber.receive(completion: end)
    }
  }

  func cancel() {
    subscriber = nil
    values = []
  }
}

// Combine's connectable operators: `multicast` (one upstream subscription, through a subject, for every
// subscriber, from `connect()` on) and `makeConnectable()`.

extension Publishers {
  /// The upstream's values through a subject to every subscriber, once connected (`multicast`).
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
  where Upstream.Output == SubjectType.Output, Upstream.Failure == SubjectType.Failure {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher multicast.
    public final let upstream: Upstream
    /// Makes the subject, at the first subscriber or connection.
    public final let createSubject: () -> SubjectType
    private var made: SubjectType?
    private var subject: SubjectType {
      if let made { return made }
      let subject = createSubject()
      made = subject
      return subject
    }

    /// Multicasts `upstream` through the subject `createSubject` makes.
    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    /// Attaches `subscriber` to the subject; it gets values once the upstream is connected.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      subject.receive(subscriber: subscriber)
    }

    /// Subscribes the subject to the upstream; cancelling what it returns disconnects it.
    public func connect() -> any Cancellable {
      let subject = self.subject
      return upstream.sink(receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
    }
  }

  /// The upstream, subscribed to only when connected (`makeConnectable()`).
  public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    private let inner: Multicast<Upstream, PassthroughSubject<Upstream.Output, Upstream.Failure>>

    /// Makes `upstream` connectable.
    public init(upstream: Upstream) { inner = Multicast(upstream: upstream) { PassthroughSubject() } }

    /// Attaches `subscriber`; it gets values once connected.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      inner.receive(subscriber: subscriber)
    }

    /// Subscribes to the upstream; cancelling what it returns disconnects it.
    public func connect() -> any Cancellable { inner.connect() }
  }
}

extension Publisher {
  /// This publisher's values through the subject `createSubject` makes, to every subscriber, from
  /// `connect()` on.
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
  where Failure == S.Failure, Output == S.Output {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }
  /// This publisher's values through `subject`, to every subscriber, from `connect()` on.
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
  where Failure == S.Failure, Output == S.Output {
    Publishers.Multicast(upstream: self) { subject }
  }
}

extension Publisher where Failure == Never {
  /// This publisher, subscribed to only when connected.
  public func makeConnectable() -> Publishers.MakeConnectable<Self> { Publishers.MakeConnectable(upstream: self) }
}

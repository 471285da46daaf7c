// Combine's operators about the subscription itself: `share()` (one upstream subscription for many
// subscribers), `subscribe(on:)` and `print(_:)`.

extension Publishers {
  /// One subscription to the upstream, made at the first subscriber, whose values go to every subscriber
  /// there when they come (`share()`).
  public final class Share<Upstream: Publisher>: Publisher, Equatable {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher shared.
    public final let upstream: Upstream
    private let subject = PassthroughSubject<Output, Failure>()
    private var connection: AnyCancellable?

    /// Shares `upstream`.
    public init(upstream: Upstream) { self.upstream = upstream }

    /// Attaches `subscriber`; the first one connects the upstream. Each subscriber keeps the share (and so
    /// its connection) alive while it is subscribed, as on iOS, where `subject.share().sink { … }` receives
    /// every later value though nothing else holds the share.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      subject.receive(
        subscriber: AnySubscriber<Output, Failure>(
          receiveSubscription: { subscriber.receive(subscription: $0) },
          receiveValue: { [self] in
            withExtendedLifetime(self) {}
            return subscriber.receive($0)
          },
          receiveCompletion: { subscriber.receive(completion: $0) }))
      guard connection == nil else { return }
      let subject = self.subject
      connection = upstream.sink(
        receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
    }

    /// The same share.
    public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
  }

  /// The upstream subscribed to by a scheduler (`subscribe(on:)`).
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// Where the subscription is made.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?
    /// Subscribes to the upstream from `scheduler`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let upstream = self.upstream
      scheduler.schedule(options: options) { upstream.subscribe(subscriber) }
    }
  }
}

extension Publisher {
  /// This publisher shared: one upstream subscription for every subscriber.
  public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }

  /// This publisher, subscribed to by `scheduler`.
  public func subscribe<S: Scheduler>(
    on scheduler: S, options: S.SchedulerOptions? = nil
  )
    -> Publishers.SubscribeOn<
      Self, S
    >
  {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }

  /// This publisher, printing each of its events to the standard output, after `prefix` and a colon.
  public func print(_ prefix: String = "") -> Publishers.Print<Self> {
    Publishers.Print(upstream: self, prefix: prefix)
  }
}

extension Publishers {
  /// The upstream, printing each of its events (`print(_:)`), in Combine's words: `receive subscription`,
  /// `request unlimited`, `receive value: (1)`, `receive finished`, `receive cancel`.
  public struct Print<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// What each line starts with (then a colon), unless empty.
    public let prefix: String
    /// Subscribes to the upstream, printing its events.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let lead = prefix.isEmpty ? "" : prefix + ": "
      let name = "\(type(of: upstream))"
      upstream.handleEvents(
        receiveSubscription: { _ in Swift.print(lead + "receive subscription: (\(name))") },
        receiveOutput: { Swift.print(lead + "receive value: (\($0))") },
        receiveCompletion: {
          switch $0 {
          case .finished: Swift.print(lead + "receive finished")
          case .failure(let error): Swift.print(lead + "receive error: (\(error))")
          }
        },
        receiveCancel: { Swift.print(lead + "receive cancel") },
        receiveRequest: { Swift.print(lead + "request \($0)") }
      ).receive(subscriber: subscriber)
    }
  }
}

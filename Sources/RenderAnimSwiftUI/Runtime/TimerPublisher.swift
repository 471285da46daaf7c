import Foundation

// Combine's timer publisher as SwiftUI code uses it, on the render clock (docs/swift-views.md, The render
// clock):
//
//     let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
//     …
//     .onReceive(timer) { date in step += 1 }
//
// The view that receives gets a tick every `interval` seconds of clip time from the update in which it
// first receives, as an event of its history (like a tap); `date` is the render clock's. The ticks stop
// when the view goes, or when the timer is cancelled (`timer.upstream.connect().cancel()`), and start
// again from now when an action puts a new timer in its place.

extension Timer {
  /// A publisher of the render clock's dates every `interval` seconds (Combine's `Timer.publish`). The
  /// run loop and mode are accepted and mean nothing offline.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  /// Combine's `Timer.TimerPublisher`: ticks every `interval` seconds once connected. A view that receives
  /// it (`.onReceive`) ticks from when it first receives, as an event of its history; a subscriber
  /// (`sink` in a model) gets the ticks of the connection, from when it connected, while it is subscribed.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    /// The render clock's date of each tick.
    public typealias Output = Date
    /// Never.
    public typealias Failure = Never
    /// Seconds between ticks.
    public let interval: TimeInterval
    /// Set by `cancel()` on a connection: no more ticks.
    private(set) var isCancelled = false
    /// Whether it was made outside the evaluation of a body: in an action, a task or a timer's tick (a
    /// timer put in a `@State` or `@Published` property to replace another), not as a view's `let` that
    /// every evaluation of the body that makes the view makes again.
    let madeInAction = PublishedClock.inAction
    private var connected = false
    private let conduits = Conduits<Date, Never>()
    private var ticking: AnyCancellable?

    init(interval: TimeInterval) {
      self.interval = interval
      conduits.lastCancelled = { [weak self] in self?.stopTicking() }
    }

    /// Starts the ticks; `cancel()` on what it returns stops them (for good).
    public func connect() -> any Cancellable {
      connected = true
      tickIfSubscribed()
      return TimerConnection(publisher: self)
    }

    /// Attaches `subscriber`: it receives each tick while connected.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      conduits.attach(subscriber)
      tickIfSubscribed()
    }

    /// Ticks every interval on the render clock while connected and subscribed to; with no subscriber
    /// left, the ticks stop (and nothing waits on the clock for them).
    private func tickIfSubscribed() {
      guard connected, !isCancelled, ticking == nil, !conduits.isEmpty else { return }
      // The ticks keep the timer, as a subscription keeps its publisher, until they stop.
      ticking = RenderClock.repeating(after: interval, every: interval) { [self] in
        guard !isCancelled, !conduits.isEmpty else { return stopTicking() }
        conduits.send(RenderClock.date())
      }
    }

    private func stopTicking() {
      let ticking = self.ticking
      self.ticking = nil
      ticking?.cancel()
    }

    fileprivate func cancel() {
      isCancelled = true
      stopTicking()
    }
  }
}

/// A timer's connection: cancelling it stops the timer.
nonisolated final class TimerConnection: Cancellable {
  let publisher: Timer.TimerPublisher
  init(publisher: Timer.TimerPublisher) { self.publisher = publisher }
  func cancel() { publisher.cancel() }
}

extension Publishers {
  /// A publisher that connects when it is first subscribed to or received (`autoconnect()`).
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher connected (`timer.upstream.connect().cancel()` stops a timer).
    public final let upstream: Upstream
    private var connection: (any Cancellable)?

    /// Connects `upstream` at the first subscription.
    public init(upstream: Upstream) { self.upstream = upstream }

    /// Attaches `subscriber` to the upstream, connecting it the first time.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      upstream.receive(subscriber: subscriber)
      if connection == nil { connection = upstream.connect() }
    }
  }
}

nonisolated extension View {
  /// Runs `action` with the render clock's date on every tick of `timer` while the view is there.
  public func onReceive(
    _ timer: Publishers.Autoconnect<Timer.TimerPublisher>, perform action: @escaping (Date) -> Void
  ) -> some View {
    annotate { node, context in context.graph?.receive(timer.upstream, at: node.path, action: action) }
  }
  /// Runs `action` on every tick of a timer connected by hand (`timer.connect()`).
  public func onReceive(_ timer: Timer.TimerPublisher, perform action: @escaping (Date) -> Void) -> some View {
    annotate { node, context in context.graph?.receive(timer, at: node.path, action: action) }
  }
  /// Runs `action` on every value of `publisher` (on every tick of the timer behind it, as with the timer
  /// itself).
  public func onReceive(_ publisher: AnyPublisher<Date, Never>, perform action: @escaping (Date) -> Void) -> some View {
    annotate { node, context in
      if let timer = publisher.timer {
        context.graph?.receive(timer, at: node.path, action: action)
      } else {
        context.graph?.subscribe(to: publisher, at: node.path, action: action)
      }
    }
  }
  /// Runs `action` with every value `publisher` sends while the view is there (Combine's subjects,
  /// `$property` of a model, `objectWillChange`, `Just`, notifications…): subscribed when the view
  /// first appears, cancelled when it goes.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    annotate { node, context in context.graph?.subscribe(to: publisher, at: node.path, action: action) }
  }
}

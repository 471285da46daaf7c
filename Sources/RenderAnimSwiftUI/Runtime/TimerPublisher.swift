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
// when the view goes, or when the timer is cancelled (`timer.upstream.connect().cancel()`).

extension Timer {
  /// A publisher of the render clock's dates every `interval` seconds (Combine's `Timer.publish`). The
  /// run loop and mode are accepted and mean nothing offline.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  /// Combine's `Timer.TimerPublisher`: ticks every `interval` seconds once connected.
  public final class TimerPublisher: @unchecked Sendable {
    /// Seconds between ticks.
    public let interval: TimeInterval
    /// Set by `cancel()` on a connection: no more ticks.
    private(set) var isCancelled = false

    init(interval: TimeInterval) { self.interval = interval }

    /// Connects when a view first receives (Combine's `autoconnect()`).
    public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> { Publishers.Autoconnect(upstream: self) }

    /// A connection whose `cancel()` stops the ticks.
    public func connect() -> any Cancellable { TimerConnection(publisher: self) }

    /// The timer as Combine's type-erased publisher.
    public func eraseToAnyPublisher() -> AnyPublisher<Date, Never> { AnyPublisher(timer: self) }

    fileprivate func cancel() { isCancelled = true }
  }
}

/// Combine's `Cancellable`.
public protocol Cancellable {
  /// Stops what the value stands for.
  func cancel()
}

/// A timer's connection: cancelling it stops the timer.
nonisolated final class TimerConnection: Cancellable {
  let publisher: Timer.TimerPublisher
  init(publisher: Timer.TimerPublisher) { self.publisher = publisher }
  func cancel() { publisher.cancel() }
}

/// Combine's namespace of publishers, for the type of an autoconnected timer.
nonisolated public enum Publishers {
  /// A publisher that connects when it is first received (`autoconnect()`).
  public struct Autoconnect<Upstream>: @unchecked Sendable {
    /// The publisher connected (`timer.upstream.connect().cancel()` stops a timer).
    public let upstream: Upstream
  }
}

extension Publishers.Autoconnect where Upstream == Timer.TimerPublisher {
  /// The timer as Combine's type-erased publisher.
  public func eraseToAnyPublisher() -> AnyPublisher<Date, Never> { AnyPublisher(timer: upstream) }
}

/// Combine's type-erased publisher, as SwiftUI code keeps a timer in a model
/// (`let timer: AnyPublisher<Date, Never>` from `Timer.publish(…).eraseToAnyPublisher()`): a view that
/// receives it ticks as with the timer itself. Other publishers are not available offline.
nonisolated public struct AnyPublisher<Output, Failure: Error>: @unchecked Sendable {
  let timer: Timer.TimerPublisher?
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
  /// Runs `action` on every tick of the timer behind `publisher`.
  public func onReceive(_ publisher: AnyPublisher<Date, Never>, perform action: @escaping (Date) -> Void) -> some View {
    annotate { node, context in
      if let timer = publisher.timer { context.graph?.receive(timer, at: node.path, action: action) }
    }
  }
}

// Combine's operators that wait: `delay`, `debounce`, `throttle` and `receive(on:)`. On `RunLoop.main` or
// `DispatchQueue.main` in a view's evaluation they wait on the render clock, so a value sent by a tap at
// 1 s and delayed 0.5 s arrives at 1.5 s of the clip.

extension Publishers {
  /// Each value and the end, later (`delay(for:scheduler:)`).
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher delayed.
    public let upstream: Upstream
    /// How long each value waits.
    public let interval: Context.SchedulerTimeType.Stride
    /// How late it may be.
    public let tolerance: Context.SchedulerTimeType.Stride
    /// Where it waits.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?
    /// Subscribes to the upstream and sends each value and the end `interval` after it came.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (scheduler, interval, tolerance, options) = (self.scheduler, self.interval, self.tolerance, self.options)
      func later(_ action: @escaping () -> Void) {
        scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options, action)
      }
      upstream.subscribe(
        Relay(
          subscriber,
          value: { relay, value in
            later { _ = relay.send(value) }
            return .none
          }, completion: { relay, end in later { relay.finish(end) } }))
    }
  }

  /// The last value of each burst, once no other has come for a while (`debounce(for:scheduler:)`).
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher debounced.
    public let upstream: Upstream
    /// How long no value must come.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// Where it waits.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?
    /// Subscribes to the upstream; sends a value when `dueTime` passes without another, and at the end the
    /// one still waiting.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (scheduler, dueTime, options) = (self.scheduler, self.dueTime, self.options)
      var pending: (generation: Int, value: Output)?
      var generation = 0
      upstream.subscribe(
        Relay(
          subscriber,
          value: { relay, value in
            generation += 1
            let mine = generation
            pending = (mine, value)
            scheduler.schedule(
              after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options
            ) {
              guard let waiting = pending, waiting.generation == mine else { return }
              pending = nil
              _ = relay.send(waiting.value)
            }
            return .none
          },
          completion: { relay, end in
            if case .finished = end, let waiting = pending { _ = relay.send(waiting.value) }
            pending = nil
            relay.finish(end)
          }))
    }
  }

  /// At most one value per interval: the first or the latest of each (`throttle(for:scheduler:latest:)`).
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher throttled.
    public let upstream: Upstream
    /// The interval.
    public let interval: Context.SchedulerTimeType.Stride
    /// Where it waits.
    public let scheduler: Context
    /// Whether the latest value of an interval is sent (else the first).
    public let latest: Bool
    /// Subscribes to the upstream: the first value goes at once, then one per interval.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (scheduler, interval, latest) = (self.scheduler, self.interval, self.latest)
      var waiting: Output?
      var open = true
      func close(_ relay: Relay<Output, Failure, S>) {
        open = false
        scheduler.schedule(after: scheduler.now.advanced(by: interval)) {
          guard let value = waiting else { return open = true }
          waiting = nil
          _ = relay.send(value)
          close(relay)
        }
      }
      upstream.subscribe(
        Relay(subscriber) { relay, value in
          if open {
            close(relay)
            return relay.send(value)
          }
          if latest || waiting == nil { waiting = value }
          return .none
        })
    }
  }

  /// Each value and the end delivered by a scheduler (`receive(on:)`).
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// Where values are delivered.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?
    /// Subscribes to the upstream and hands each value and the end to `scheduler`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (scheduler, options) = (self.scheduler, self.options)
      upstream.subscribe(
        Relay(
          subscriber,
          value: { relay, value in
            scheduler.schedule(options: options) { _ = relay.send(value) }
            return .none
          }, completion: { relay, end in scheduler.schedule(options: options) { relay.finish(end) } }))
    }
  }
}

extension Publisher {
  /// Each value and the end `interval` later on `scheduler`.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance, scheduler: scheduler,
      options: options)
  }
  /// The last value of each burst, once `dueTime` passes without another.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
  /// At most one value per `interval`: the first at once, then the latest (or first) of each interval.
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
  /// Each value and the end delivered on `scheduler`.
  public func receive<S: Scheduler>(
    on scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.ReceiveOn<Self, S> {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}

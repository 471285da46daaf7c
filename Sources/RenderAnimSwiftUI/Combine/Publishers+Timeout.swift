// Combine's `timeout`: the end when no value comes for a while.

extension Publishers {
  /// The upstream's values until none comes for `interval`, then the end, or the error `customError` makes
  /// (`timeout(_:scheduler:options:customError:)`).
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher watched.
    public let upstream: Upstream
    /// How long it may stay silent, from the subscription and from each value.
    public let interval: Context.SchedulerTimeType.Stride
    /// Where the time is counted.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?
    /// The error sent at the timeout; nil: the stream finishes.
    public let customError: (() -> Upstream.Failure)?
    /// Makes a publisher that ends when `upstream` stays silent for `interval`.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?, customError: (() -> Upstream.Failure)?
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.options = options
      self.customError = customError
    }
    /// Subscribes to the upstream and ends the stream when `interval` passes without a value.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      let (scheduler, interval, options, customError) = (self.scheduler, self.interval, self.options, self.customError)
      var waits = 0
      var relay: Relay<Output, Failure, S>?
      func wait() {
        waits += 1
        let mine = waits
        scheduler.schedule(
          after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: options
        ) {
          guard mine == waits, let current = relay else { return }
          relay = nil
          current.finish(customError.map { .failure($0()) } ?? .finished)
        }
      }
      let made = Relay<Output, Failure, S>(
        subscriber,
        value: { current, value in
          wait()
          return current.send(value)
        },
        completion: { finishing, end in
          relay = nil
          finishing.finish(end)
        })
      relay = made
      wait()
      upstream.subscribe(made)
    }
  }
}

extension Publisher {
  /// This publisher's values until none comes for `interval` on `scheduler`; then the end, or the error
  /// `customError` makes.
  public func timeout<S: Scheduler>(
    _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
    customError: (() -> Failure)? = nil
  ) -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(
      upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
  }
}

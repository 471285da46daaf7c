import Foundation

/// Where a view's tasks run (`.task`, `Task { }`, docs/swift-views.md, The render clock): a task executor
/// whose jobs wait in a queue until the runtime drains it, on the thread that evaluates the view's
/// history, at the clip time of the event that resumed them. A task therefore runs from one suspension to
/// the next inside an event of the history, as the main actor (the view's state and `@MainActor` code are
/// reached without a hop, on the one thread that evaluates the view), and `Task.sleep` (rewritten to
/// ``RenderClock/sleep(for:)``) suspends it until an event at the clip time it asks for, so a task's state
/// changes fall at the same clip times in every render, chunk and `--jobs`.
nonisolated final class RenderTaskExecutor: TaskExecutor, @unchecked Sendable {
  private let lock = NSLock()
  private var jobs: [UnownedJob] = []

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    lock.withLock { jobs.append(job) }
  }

  /// Runs the queued jobs, and those they queue, until every task waits or is done.
  func drain() {
    while true {
      let next: UnownedJob? = lock.withLock { jobs.isEmpty ? nil : jobs.removeFirst() }
      guard let next else { return }
      // As the main actor: a task's code isolated to it (a view's state read in `.task`, `MainActor.run`)
      // runs here at once instead of waiting for the main queue, as bodies do (Runtime/MainActorBody.swift).
      next.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
    }
  }
}

extension RenderClock {
  /// `Task { … }` in a view file: outside a view's evaluation, Swift's own task; inside, a task on the
  /// view's executor, run now to its first suspension. Its operation is as `Task.init`'s: it inherits the
  /// actor it is written in (a `@MainActor` model's properties are set without `await`) and uses `self`
  /// without writing it.
  @discardableResult
  public static func task<Success: Sendable>(
    priority: TaskPriority? = nil,
    @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success
  ) -> Task<Success, Never> {
    guard let graph = PublishedClock.graph?.graph else { return Task(priority: priority, operation: operation) }
    let executor = graph.taskExecutor
    // Sent once, into the task made inside `start`'s scopes (the closure only runs there, at once).
    nonisolated(unsafe) let operation = operation
    return start(graph) { Task(executorPreference: executor, priority: priority, operation: operation) }
  }

  /// `Task { … }` whose operation throws.
  @discardableResult
  public static func task<Success: Sendable>(
    priority: TaskPriority? = nil,
    @_inheritActorContext @_implicitSelfCapture operation:
      sending @escaping @isolated(any) () async throws
      -> Success
  ) -> Task<Success, any Error> {
    guard let graph = PublishedClock.graph?.graph else { return Task(priority: priority, operation: operation) }
    let executor = graph.taskExecutor
    // Sent once, into the task made inside `start`'s scopes (the closure only runs there, at once).
    nonisolated(unsafe) let operation = operation
    return start(graph) { Task(executorPreference: executor, priority: priority, operation: operation) }
  }

  /// A task made by `make` on the executor of `graph` (the view being evaluated), outside any transaction,
  /// run to its first suspension.
  private static func start<T>(_ graph: ViewGraph, _ make: () -> T) -> T {
    // A task made in a body does not keep the body's run time: its `Date()` is the clock's as it runs.
    let task = TransactionStack.$current.withValue(nil) {
      PublishedClock.$bodyTime.withValue(nil) {
        PublishedClock.$repeatedBody.withValue(false) { make() }
      }
    }
    graph.taskExecutor.drain()
    return task
  }

  /// `Task.detached { … }`: as `Task { … }` (a view's tasks all run on its executor).
  @discardableResult
  public static func detached<Success: Sendable>(
    priority: TaskPriority? = nil,
    operation: sending @escaping @isolated(any) () async -> Success
  ) -> Task<Success, Never> {
    task(priority: priority, operation: operation)
  }

  /// `Task.detached { … }` whose operation throws.
  @discardableResult
  public static func detached<Success: Sendable>(
    priority: TaskPriority? = nil,
    operation: sending @escaping @isolated(any) () async throws -> Success
  ) -> Task<Success, any Error> {
    task(priority: priority, operation: operation)
  }

  /// `Task.sleep(for:)` on the render clock: the task resumes at the clip time `duration` on (Swift's own
  /// outside a view's evaluation). Throws `CancellationError` when the task was cancelled.
  public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    let (seconds, attoseconds) = duration.components
    try await sleep(seconds: Double(seconds) + Double(attoseconds) / 1e18)
  }

  /// `Task.sleep(nanoseconds:)` on the render clock.
  public static func sleep(nanoseconds: UInt64) async throws {
    try await sleep(seconds: Double(nanoseconds) / 1e9)
  }

  static func sleep(seconds: Double) async throws {
    guard let graph = PublishedClock.graph?.graph else {
      try await Task.sleep(nanoseconds: UInt64(max(min(seconds, 1e9), 0) * 1e9))
      return
    }
    try Task.checkCancellation()
    let executor = graph.taskExecutor
    await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
      // The wake-up instant rounded to 0.1 ms, so that five sleeps of 0.2 s end at 1 s, not a hair after
      // (and after the frame at 1 s).
      graph.schedule(at: ((graph.currentTime + max(seconds, 0)) * 1e4).rounded() / 1e4) {
        resume.resume()
        executor.drain()
      }
    }
    try Task.checkCancellation()
  }
}

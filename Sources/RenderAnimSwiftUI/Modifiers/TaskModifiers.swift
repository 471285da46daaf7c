/// `.task`: asynchronous work that starts when the view appears, on the render clock (docs/swift-views.md,
/// The render clock): it runs to its first suspension at once, and each `Task.sleep` resumes it at the clip
/// time it asks for. It is cancelled when the view disappears.
nonisolated extension View {
  /// Runs `action` when the view first appears.
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View
  {
    annotate { node, context in
      guard let graph = context.graph else { return }
      let path = node.path
      graph.appeared(path) { graph.tasks[path] = RenderClock.task(priority: priority) { await action() } }
      graph.disappears(path) { graph.cancelTask(at: path) }
    }
  }

  /// Runs `action` when the view first appears, and again each time `value` changes, cancelling the run
  /// before (its next `Task.sleep` throws `CancellationError`).
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    annotate { node, context in
      guard let graph = context.graph else { return }
      let path = node.path
      let start = {
        graph.tasks[path]?.cancel()
        graph.tasks[path] = RenderClock.task(priority: priority) { await action() }
      }
      graph.appeared(path, start)
      graph.disappears(path) { graph.cancelTask(at: path) }
      if graph.changed(key: context.slot(path, "task"), to: value) { graph.schedule(start) }
    }
  }
}

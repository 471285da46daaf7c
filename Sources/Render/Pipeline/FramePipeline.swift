import Foundation

/// Renders frames on `jobs` worker threads and hands them to one writer in order, holding at most a
/// small window of finished frames, so memory stays bounded whatever the clip length (docs/architecture.md, Memory).
///
/// ```swift
/// try FramePipeline(jobs: 2).run(frames: 0..<120, makeRenderer: { Rasterizer() },
///                                render: { n, r in try r.render(scene.displayList(at: …)) },
///                                consume: { frame in try writer.write(frame) })
/// ```
public struct FramePipeline: Sendable {
  /// Worker threads (≥ 1).
  public var jobs: Int
  /// Finished frames that may wait for the writer, per worker.
  public var window: Int

  /// A pipeline with `jobs` workers (default: every core).
  public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, window: Int = 3) {
    self.jobs = max(1, jobs)
    self.window = max(1, window)
  }

  /// Progress of a run.
  public struct Progress: Sendable {
    /// Frames handed to the consumer so far.
    public var done: Int
    /// Frames the run hands over in all.
    public var total: Int
    /// Seconds since the run started.
    public var elapsed: Double
    /// Frames per second so far.
    public var fps: Double { elapsed > 0 ? Double(done) / elapsed : 0 }
    /// Seconds left at the current rate.
    public var eta: Double { fps > 0 ? Double(total - done) / fps : 0 }
  }

  /// Renders `frames` on the workers, each with its own renderer from `makeRenderer`, turning frame
  /// numbers into items (converted frames, PNG files, …) that `consume` receives in order on the calling
  /// thread.
  public func run<R, Item: Sendable>(
    frames: Range<Int>, makeRenderer: @escaping @Sendable () throws -> R,
    render: @escaping @Sendable (Int, R) throws -> Item,
    consume: (Item) throws -> Void, progress: ((Progress) -> Void)? = nil,
    shouldStop: @escaping @Sendable () -> Bool = { false }
  ) throws {
    let state = PipelineState<Item>(limit: jobs * window)
    let start = Date()
    let workers = DispatchGroup()
    for _ in 0..<jobs {
      workers.enter()
      let thread = Thread {
        defer { workers.leave() }
        let renderer: R
        do { renderer = try makeRenderer() } catch {
          state.fail(error)
          return
        }
        while let n = state.claim(in: frames) {
          if shouldStop() {
            state.fail(RenderError.interrupted)
            return
          }
          do {
            let frame = try render(n, renderer)
            state.deliver(n, frame)
          } catch {
            state.fail(error)
            return
          }
        }
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    // Whatever ends the run (the last frame, a worker's error, the consumer's error, a stop), the
    // workers are told, their finished frames are dropped, and every thread has exited before we return.
    defer {
      state.finish()
      workers.wait()
    }
    var next = frames.lowerBound
    do {
      while next < frames.upperBound {
        let item = try state.take(next)
        try consume(item)
        next += 1
        progress?(
          Progress(done: next - frames.lowerBound, total: frames.count, elapsed: Date().timeIntervalSince(start)))
      }
    } catch {
      state.fail(error)
      throw error
    }
  }
}

/// Shared state of a pipeline run: the next frame to claim, finished frames, the first error.
final class PipelineState<Item>: @unchecked Sendable {
  private let condition = NSCondition()
  private var nextClaim: Int?
  private var finished: [Int: Item] = [:]
  private var waitingFor: Int?
  private var error: Error?
  private let limit: Int

  init(limit: Int) { self.limit = limit }

  /// The next frame to render, waiting while too many finished frames wait for the writer.
  func claim(in frames: Range<Int>) -> Int? {
    condition.lock()
    defer { condition.unlock() }
    var n = nextClaim ?? frames.lowerBound
    while error == nil, n - (waitingFor ?? frames.lowerBound) >= limit {
      condition.wait()
      n = nextClaim ?? frames.lowerBound
    }
    guard error == nil, n < frames.upperBound else { return nil }
    nextClaim = n + 1
    return n
  }

  func deliver(_ n: Int, _ frame: Item) {
    condition.lock()
    if error == nil { finished[n] = frame }
    condition.broadcast()
    condition.unlock()
  }

  /// Records the first error: workers stop claiming frames and the frames waiting are dropped.
  func fail(_ e: Error) {
    condition.lock()
    if error == nil { error = e }
    finished.removeAll()
    condition.broadcast()
    condition.unlock()
  }

  /// The run is over (normally or not): workers still waiting for room stop claiming.
  func finish() {
    condition.lock()
    if error == nil { error = RenderError.interrupted }
    finished.removeAll()
    condition.broadcast()
    condition.unlock()
  }

  /// Frame `n`, waiting until a worker delivers it.
  func take(_ n: Int) throws -> Item {
    condition.lock()
    defer { condition.unlock() }
    waitingFor = n
    condition.broadcast()
    while finished[n] == nil {
      if let error { throw error }
      condition.wait()
    }
    waitingFor = n + 1
    condition.broadcast()
    return finished.removeValue(forKey: n)!
  }
}

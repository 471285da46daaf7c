import Foundation
import Render
import SceneFormat
import Testing

/// When the writer fails (a full disk), a worker fails, or the caller stops the run, the pipeline tells
/// every worker, drops the frames in flight and joins its threads before it throws: nothing keeps
/// running or holding frames in a long-lived process.
@Suite(.serialized) struct PipelineFailureTests {
  /// Counts the renderers and frames alive, to see that a failed run released them all.
  final class Census: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    func add(_ key: String, _ n: Int) {
      lock.lock()
      counts[key, default: 0] += n
      lock.unlock()
    }
    func count(_ key: String) -> Int {
      lock.lock()
      defer { lock.unlock() }
      return counts[key, default: 0]
    }
  }
  final class Renderer: @unchecked Sendable {
    let census: Census
    init(_ census: Census) {
      self.census = census
      census.add("renderers", 1)
    }
    deinit { census.add("renderers", -1) }
  }
  final class Frame: @unchecked Sendable {
    let census: Census
    let bytes = [UInt8](repeating: 7, count: 1 << 20)
    init(_ census: Census) {
      self.census = census
      census.add("frames", 1)
    }
    deinit { census.add("frames", -1) }
  }
  struct DiskFull: Error {}
  struct BadFrame: Error {}

  @Test(arguments: [1, 2, 3])
  func aFailingWriterStopsAndJoinsTheWorkers(jobs: Int) throws {
    let census = Census()
    var written = 0
    #expect(throws: DiskFull.self) {
      try FramePipeline(jobs: jobs, window: 2).run(
        frames: 0..<10_000, makeRenderer: { Renderer(census) },
        render: { _, _ in Frame(census) },
        consume: { (_: Frame) in
          written += 1
          if written == 5 { throw DiskFull() }
        })
    }
    // Every worker has exited (its renderer released) and no frame is held, the moment run returns.
    #expect(census.count("renderers") == 0)
    #expect(census.count("frames") == 0)
    #expect(written == 5)
  }

  @Test func aFailingWorkerStopsTheOthers() throws {
    let census = Census()
    #expect(throws: BadFrame.self) {
      try FramePipeline(jobs: 3, window: 2).run(
        frames: 0..<10_000, makeRenderer: { Renderer(census) },
        render: { n, _ in
          if n == 40 { throw BadFrame() }
          return Frame(census)
        },
        consume: { (_: Frame) in })
    }
    #expect(census.count("renderers") == 0)
    #expect(census.count("frames") == 0)
  }

  @Test func stoppingThrowsInterruptedAndJoins() throws {
    let census = Census()
    let consumed = Census()
    #expect(throws: RenderError.interrupted) {
      try FramePipeline(jobs: 2, window: 2).run(
        frames: 0..<10_000, makeRenderer: { Renderer(census) },
        render: { _, _ in Frame(census) },
        consume: { (_: Frame) in consumed.add("n", 1) },
        shouldStop: { consumed.count("n") >= 20 })
    }
    #expect(census.count("renderers") == 0)
    #expect(census.count("frames") == 0)
  }

  /// The whole job on a full file system (a 64 KiB tmpfs, mounted here as root): the render fails with
  /// the writer's error, leaves no partial output or temporary file, and the process renders normally
  /// afterwards.
  @Test(.enabled(if: getuid() == 0, "mounting a tmpfs needs root"))
  func renderToAFullDisk() throws {
    let mountPoint = FileManager.default.temporaryDirectory.appendingPathComponent("render-anim-full-\(UUID())")
    try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: mountPoint) }
    let mount = Process()
    mount.executableURL = URL(fileURLWithPath: "/bin/mount")
    mount.arguments = ["-t", "tmpfs", "-o", "size=64k", "tmpfs", mountPoint.path]
    try mount.run()
    mount.waitUntilExit()
    try #require(mount.terminationStatus == 0, "cannot mount a tmpfs")
    defer {
      let umount = Process()
      umount.executableURL = URL(fileURLWithPath: "/bin/umount")
      umount.arguments = [mountPoint.path]
      try? umount.run()
      umount.waitUntilExit()
    }
    let scene = try runtimeScene(
      text: """
        size: [256, 256]
        fps: 30
        duration: 10
        background: "#204060"
        layers:
          - emoji: "🚀"
            font: { size: 40 }
            modifiers:
              - keyframeAnimator:
                  initialValue: 0.0
                  keyframes: ["LinearKeyframe(360, duration: 10)"]
                  content: [{ rotationEffect: ".degrees(value)" }]
        """, file: "full.yaml")
    let threadsBefore = Self.threadCount()
    for output in ["frames", "clip.mp4", "clip.webm"] {
      let target = mountPoint.appendingPathComponent(output).path
      #expect(throws: (any Error).self, "\(output)") {
        try SceneRenderJob(
          scene: scene, output: target, format: OutputFormat(path: target), preset: "ultrafast", jobs: 2
        ).run()
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: mountPoint.path).isEmpty, "\(output)")
    }
    // The same process renders normally afterwards.
    let ok = FileManager.default.temporaryDirectory.appendingPathComponent("render-anim-after-\(UUID()).mp4")
    defer { try? FileManager.default.removeItem(at: ok) }
    var short = scene
    short = try runtimeScene(
      text: "size: [64, 64]\nfps: 10\nduration: 0.5\nlayers: [{ shape: circle, frame: [10, 10] }]", file: "ok.yaml")
    try SceneRenderJob(scene: short, output: ok.path, preset: "ultrafast", jobs: 2).run()
    #expect(FileManager.default.fileExists(atPath: ok.path))
    // No worker or encoder thread is left behind (other suites may run pipelines at the same time, so
    // allow for theirs).
    #expect(Self.threadCount() <= threadsBefore + 8)
  }

  static func threadCount() -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 0
  }
}

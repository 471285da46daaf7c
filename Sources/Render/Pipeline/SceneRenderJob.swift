import Foundation
import SceneFormat

/// Renders a scene to a file: the library behind `render-anim render` and `frame`.
///
/// ```swift
/// let job = SceneRenderJob(scene: scene, output: "out/clip.mp4")
/// try job.run()
/// ```
public struct SceneRenderJob: Sendable {
  /// The scene to render.
  public var scene: Scene
  /// The path written: a file, or a folder for a PNG sequence; it appears only when complete.
  public var output: String
  /// The output format.
  public var format: OutputFormat
  /// The format's quality setting (`--quality`), checked against ``OutputFormat/qualityRange`` when the job runs.
  public var quality: Int
  /// Whether the quality was given (a format without a quality setting refuses one).
  var qualityGiven: Bool
  /// The x264 preset (`--preset`), used by MP4.
  public var preset: String
  /// Worker threads (`--jobs`); fewer run when frames are too large for the memory budget.
  public var jobs: Int
  /// A chunk of frames (`--frames A..<B`); `nil`: every frame.
  public var frames: Range<Int>?

  /// A job rendering `scene` to `output`.
  /// - Parameters:
  ///   - scene: the scene to render.
  ///   - output: the file or folder to write.
  ///   - format: The output format; `nil`: the one the path's extension names (a PNG folder without one),
  ///     MP4 for an extension it does not know.
  ///   - quality: `nil`: the format's ``OutputFormat/defaultQuality``.
  ///   - preset: the x264 preset, for MP4.
  ///   - jobs: worker threads; fewer run when frames are too large for the memory budget.
  ///   - frames: a chunk of frames; `nil`: every frame.
  public init(
    scene: Scene, output: String, format: OutputFormat? = nil, quality: Int? = nil, preset: String = "medium",
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount, frames: Range<Int>? = nil
  ) {
    self.scene = scene
    self.output = output
    self.format = format ?? OutputFormat(path: output) ?? .mp4
    self.quality = quality ?? self.format.defaultQuality
    qualityGiven = quality != nil
    self.preset = preset
    self.jobs = jobs
    self.frames = frames
  }

  /// Renders and writes; answers the warnings (e.g. glyphs the font lacks).
  @discardableResult
  public func run(
    progress: ((FramePipeline.Progress) -> Void)? = nil,
    shouldStop: @escaping @Sendable () -> Bool = { false }
  ) throws -> [String] {
    if let problem = format.qualityProblem(quality, given: qualityGiven) { throw RenderError.output(problem) }
    let range = frames ?? 0..<scene.frameCount
    guard range.lowerBound >= 0, range.upperBound <= scene.frameCount, !range.isEmpty else {
      throw RenderError.output("frames \(range.lowerBound)..<\(range.upperBound) are outside 0..<\(scene.frameCount)")
    }
    let measurer = PangoTextMeasurer()
    let first = try scene.displayList(at: scene.frameTime(range.lowerBound), measurer: measurer)
    let (w, h) = Rasterizer.pixelSize(of: first, evenSize: format.needsEvenSize)
    let settings = EncodeSettings(
      fpsNumerator: scene.fps.numerator, fpsDenominator: scene.fps.denominator,
      quality: quality, preset: preset)
    switch format {
    case .png:
      return try render(
        range, to: PNGSequenceWriter(path: output, firstFrame: range.lowerBound), size: (w, h),
        measurer: measurer, progress: progress, shouldStop: shouldStop)
    case .gif:
      return try render(
        range, to: GIFWriter(path: output, width: w, height: h, frameCount: range.count, settings: settings),
        size: (w, h), measurer: measurer, progress: progress, shouldStop: shouldStop)
    case .mp4, .webm, .mov, .apng:
      let chunk = ChunkIdentity(
        scene: scene.fingerprint, format: format.rawValue, quality: quality, preset: preset, width: w,
        height: h, fpsNumerator: scene.fps.numerator, fpsDenominator: scene.fps.denominator,
        frameCount: scene.frameCount, start: range.lowerBound, end: range.upperBound)
      return try render(
        range, to: VideoFileWriter(path: output, format: format, width: w, height: h, settings: settings, chunk: chunk),
        size: (w, h), measurer: measurer, progress: progress, shouldStop: shouldStop)
    }
  }

  /// Draws `range` on the pipeline's workers, each preparing its frames for `writer`, once per pass.
  private func render<W: FrameWriter>(
    _ range: Range<Int>, to writer: W, size: (Int, Int), measurer: PangoTextMeasurer,
    progress: ((FramePipeline.Progress) -> Void)?,
    shouldStop: @escaping @Sendable () -> Bool
  ) throws -> [String] {
    let warnings = WarningList()
    let scene = self.scene
    let even = format.needsEvenSize
    let configuration = writer.preparation
    let pipeline = Self.pipeline(jobs: jobs, frameBytes: size.0 * size.1 * 4)
    for pass in 0..<writer.passes {
      try writer.startPass(pass)
      try pipeline.run(
        frames: range,
        makeRenderer: { try FrameWorker<W.Preparer>(configuration) },
        render: { n, worker in
          let list = try scene.displayList(at: scene.frameTime(n), measurer: measurer)
          defer { warnings.add(worker.rasterizer.warnings) }
          return try worker.rasterizer.withFrame(list, evenSize: even) { try worker.preparer.prepare($0) }
        },
        consume: { try writer.write($0) },
        progress: progress.map { report in
          { p in
            report(
              FramePipeline.Progress(
                done: pass * range.count + p.done, total: writer.passes * range.count, elapsed: p.elapsed))
          }
        },
        shouldStop: shouldStop)
    }
    try writer.finish()
    return warnings.all
  }

  /// Frames in memory at once (each worker's surface and its finished frames) stay within this many
  /// bytes, whatever `--jobs` is: fewer workers and a shorter window for huge frames.
  public static let memoryBudget = 1 << 30

  /// The pipeline for `jobs` workers drawing frames of `frameBytes` bytes, within ``memoryBudget``.
  static func pipeline(jobs: Int, frameBytes: Int) -> FramePipeline {
    let perWorker = max(frameBytes, 1) * 2  // its surface + one frame in flight
    let workers = max(1, min(jobs, memoryBudget / perWorker))
    let window = max(1, min(3, memoryBudget / (max(frameBytes, 1) * workers) - 1))
    return FramePipeline(jobs: workers, window: window)
  }

  /// Renders one frame at `time` to a PNG.
  public static func renderFrame(scene: Scene, time: Double, to path: String) throws -> [String] {
    let rasterizer = Rasterizer()
    let frame = try rasterizer.render(scene.displayList(at: time, measurer: PangoTextMeasurer()))
    let output = try AtomicOutput(target: URL(fileURLWithPath: path))
    do {
      try frame.writePNG(to: output.temporary.path)
      try output.commit()
    } catch {
      output.discard()
      throw error
    }
    return rasterizer.warnings
  }
}

/// One worker's rasterizer and its preparer for the writer.
final class FrameWorker<Preparer: FramePreparer> {
  let rasterizer = Rasterizer()
  var preparer: Preparer

  init(_ configuration: Preparer.Configuration) throws { preparer = try Preparer(configuration) }
}

/// Warnings gathered from every worker, each once, in the order first seen.
final class WarningList: @unchecked Sendable {
  private let lock = NSLock()
  private var seen = Set<String>()
  private(set) var all: [String] = []

  func add(_ warnings: [String]) {
    lock.lock()
    for w in warnings where seen.insert(w).inserted { all.append(w) }
    lock.unlock()
  }
}

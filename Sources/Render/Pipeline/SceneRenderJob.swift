import Foundation
import Scene

/// Renders a scene to a file: the library behind `render-anim render` and `frame`.
///
/// ```swift
/// let job = SceneRenderJob(scene: scene, output: "out/clip.mp4")
/// try job.run()
/// ```
public struct SceneRenderJob: Sendable {
  public var scene: Scene
  public var output: String
  public var format: OutputFormat
  public var quality: Int
  public var preset: String
  public var jobs: Int
  /// A chunk of frames (`--frames A..<B`); `nil`: every frame.
  public var frames: Range<Int>?

  public init(scene: Scene, output: String, format: OutputFormat? = nil, quality: Int = 18, preset: String = "medium",
              jobs: Int = ProcessInfo.processInfo.activeProcessorCount, frames: Range<Int>? = nil) {
    self.scene = scene
    self.output = output
    self.format = format ?? OutputFormat(path: output) ?? .mp4
    self.quality = quality
    self.preset = preset
    self.jobs = jobs
    self.frames = frames
  }

  /// Renders and writes; answers the warnings (e.g. glyphs the font lacks).
  @discardableResult
  public func run(progress: ((FramePipeline.Progress) -> Void)? = nil,
                  shouldStop: @escaping @Sendable () -> Bool = { false }) throws -> [String] {
    if let problem = format.qualityProblem(quality, given: quality != 18) { throw RenderError.output(problem) }
    let range = frames ?? 0..<scene.frameCount
    guard range.lowerBound >= 0, range.upperBound <= scene.frameCount, !range.isEmpty else {
      throw RenderError.output("frames \(range.lowerBound)..<\(range.upperBound) are outside 0..<\(scene.frameCount)")
    }
    let measurer = PangoTextMeasurer()
    let first = try scene.displayList(at: scene.frameTime(range.lowerBound), measurer: measurer)
    let even = format.needsEvenSize
    let (w, h) = Rasterizer.pixelSize(of: first, evenSize: even)
    let writer: FrameWriter
    switch format {
    case .png: writer = try PNGSequenceWriter(path: output, firstFrame: range.lowerBound)
    case .mp4:
      writer = try MP4FileWriter(path: output, width: w, height: h,
                                 settings: EncodeSettings(fpsNumerator: scene.fps.numerator, fpsDenominator: scene.fps.denominator,
                                                          quality: quality, preset: preset))
    case .gif:
      writer = try GIFWriter(path: output, width: w, height: h,
                             settings: EncodeSettings(fpsNumerator: scene.fps.numerator, fpsDenominator: scene.fps.denominator))
    default:
      writer = try VideoFileWriter(path: output, format: format, width: w, height: h,
                                   settings: EncodeSettings(fpsNumerator: scene.fps.numerator, fpsDenominator: scene.fps.denominator,
                                                            quality: quality, preset: preset))
    }
    let warnings = WarningList()
    let scene = self.scene
    @Sendable func draw(_ n: Int, _ rasterizer: Rasterizer) throws -> RenderedFrame {
      let frame = try rasterizer.render(scene.displayList(at: scene.frameTime(n), measurer: measurer), evenSize: even)
      warnings.add(rasterizer.warnings)
      return frame
    }
    let pipeline = Self.pipeline(jobs: jobs, frameBytes: w * h * 4)
    if let pngs = writer as? PNGSequenceWriter {
      // PNG frames are encoded by the workers, in parallel; the writer only stores files.
      try pipeline.run(
        frames: range, makeRenderer: { PNGWorker() },
        render: { n, worker in
          let surface = try worker.rasterizer.paint(scene.displayList(at: scene.frameTime(n), measurer: measurer), evenSize: even)
          warnings.add(worker.rasterizer.warnings)
          return try worker.encode(surface)
        },
        consume: { try pngs.write(encoded: $0) }, progress: progress, shouldStop: shouldStop)
    } else if let video = writer as? ConvertedFrameWriter {
      // Colour conversion runs on the workers too; the writer only encodes.
      let spec = (format, w, h)
      try pipeline.run(
        frames: range, makeRenderer: { VideoWorker(format: spec.0, width: spec.1, height: spec.2) },
        render: { n, worker in
          let surface = try worker.rasterizer.paint(scene.displayList(at: scene.frameTime(n), measurer: measurer), evenSize: even)
          warnings.add(worker.rasterizer.warnings)
          return try worker.convert(surface)
        },
        consume: { try video.write(converted: $0) }, progress: progress, shouldStop: shouldStop)
    } else {
      try pipeline.run(frames: range, makeRenderer: { Rasterizer() }, render: { n, r in try draw(n, r) },
                       writer: writer, progress: progress, shouldStop: shouldStop)
    }
    try writer.finish()
    return warnings.all
  }

  /// Frames in memory at once (each worker's surface and its finished frames) stay within this many
  /// bytes, whatever `--jobs` is: fewer workers and a shorter window for huge frames.
  public static let memoryBudget = 1 << 30

  /// The pipeline for `jobs` workers drawing frames of `frameBytes` bytes, within ``memoryBudget``.
  static func pipeline(jobs: Int, frameBytes: Int) -> FramePipeline {
    let perWorker = max(frameBytes, 1) * 2                       // its surface + one frame in flight
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

/// A worker of a PNG render: its rasterizer and PNG encoder, which reads the rasterizer's surface
/// directly (no copy of the frame).
final class PNGWorker {
  let rasterizer = Rasterizer()
  private var encoder: PNGFileEncoder?

  func encode(_ surface: ImageSurface) throws -> Data {
    if encoder?.width != surface.width || encoder?.height != surface.height {
      encoder = try PNGFileEncoder(width: surface.width, height: surface.height)
    }
    return try surface.withPixels { data, stride in try encoder!.encode(UnsafeRawPointer(data), bytesPerRow: stride) }
  }
}

/// A worker of a video render: its rasterizer and colour converter.
final class VideoWorker {
  let rasterizer = Rasterizer()
  let format: OutputFormat
  let width: Int, height: Int
  private var converter: FrameConverter?

  init(format: OutputFormat, width: Int, height: Int) {
    self.format = format
    self.width = width
    self.height = height
  }

  func convert(_ surface: ImageSurface) throws -> ConvertedFrame {
    if converter == nil { converter = try FrameConverter(format: format, width: width, height: height) }
    return try converter!.convert(surface: surface)
  }
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

import ArgumentParser
import Foundation
import Render
import SceneFormat

extension OutputFormat: ExpressibleByArgument {}

extension RenderAnim {
  /// `render-anim render`: scenes to video files or PNG sequences (docs/architecture.md, Exit codes).
  struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "render", abstract: "Render scenes to MP4, PNG frames, APNG, WebM or MOV.")

    @Argument(help: "Scene files.") var scenes: [String]
    @Option(name: .shortAndLong, help: "Output file (or folder for PNG frames; a folder for several scenes).")
    var output: String?
    @Option(help: "mp4, png, apng, webm or mov (default: from the output's extension).") var format: OutputFormat?
    @Option(help: "Frames per second (overrides the scene).") var fps: Int?
    @Option(help: "Pixels per point (overrides the scene).") var scale: Double?
    @Option(help: "Seconds (overrides the scene).") var duration: Double?
    @Option(help: "A chunk of frames, A..<B.") var frames: String?
    @Option(
      help: "The I-th of N equal chunks of the frames, I/N (0-based), for job arrays; join MP4 parts with `join`.")
    var chunk: String?
    @Option(
      help:
        """
        Encoder quality: CRF for H.264 (0…51) and VP9 (0…63), default 18; for GIF libimagequant's quality target \
        (1…100, lower for smaller files), default 100.
        """
    ) var quality: Int?
    @Option(help: "x264 preset, ultrafast … veryslow (default medium).") var preset: String = "medium"
    @Option(help: "Worker threads (default: every core).") var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    @Flag(help: "One JSON object per line for progress.") var json = false
    @Flag(help: "Print nothing but errors.") var quiet = false
    @OptionGroup var views: ViewInputOptions

    func validate() throws {
      if scenes.isEmpty { throw ValidationError("give at least one scene file") }
      if let fps, !(1...1000).contains(fps) { throw ValidationError("--fps must be between 1 and 1000, got \(fps)") }
      if let scale, !(scale > 0 && scale <= 16) {
        throw ValidationError("--scale must be greater than 0 and at most 16")
      }
      if let duration, !(duration >= 0 && duration.isFinite) {
        throw ValidationError("--duration must be a number ≥ 0")
      }
      if let quality {
        let formats = format.map { [$0] } ?? (output.flatMap { OutputFormat(path: $0) }.map { [$0] } ?? [.mp4])
        for f in formats {
          if let problem = f.qualityProblem(quality) {
            throw ValidationError(problem.hasPrefix("quality") ? "--" + problem : problem)
          }
        }
      }
      let presets = [
        "ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo",
      ]
      if !presets.contains(preset) {
        throw ValidationError("--preset must be one of \(presets.joined(separator: ", "))")
      }
      if jobs < 1 || jobs > 256 { throw ValidationError("--jobs must be between 1 and 256") }
      if frames != nil, parsedFrames == nil { throw ValidationError("--frames must look like 10..<20") }
      if chunk != nil, parsedChunk == nil {
        throw ValidationError("--chunk must look like I/N with 0 ≤ I < N, e.g. 0/4")
      }
      if chunk != nil, frames != nil { throw ValidationError("give --chunk or --frames, not both") }
      if let output, format == nil, OutputFormat(path: output) == nil, scenes.count == 1 {
        throw ValidationError("cannot tell the format from '\(output)'; add --format")
      }
    }

    var parsedChunk: (index: Int, count: Int)? {
      guard let chunk else { return nil }
      let parts = chunk.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 1_000_000, i >= 0, i < n else {
        return nil
      }
      return (i, n)
    }

    var parsedFrames: Range<Int>? {
      guard let frames else { return nil }
      let parts = frames.components(separatedBy: "..<")
      guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, a < b else { return nil }
      return a..<b
    }

    func run() throws {
      InterruptHandling.install()
      var failure: Int32 = 0
      for path in scenes {
        let scene = try loadScene(
          path, overrides: Scene.Overrides(fps: fps, scale: scale, duration: duration), views: views)
        let target = outputPath(for: path)
        var range = parsedFrames
        if let (i, n) = parsedChunk {
          do { range = try ChunkPlan.frames(chunk: i, of: n, frameCount: scene.frameCount) } catch {
            throw ValidationError("--chunk \(i)/\(n): \(error)")
          }
        }
        let job = SceneRenderJob(
          scene: scene, output: target, format: format ?? OutputFormat(path: target), quality: quality,
          preset: preset, jobs: jobs, frames: range)
        do {
          let bar = ProgressBar(label: path, quiet: quiet || json)
          let warnings = try job.run(
            progress: { p in
              if json {
                print(
                  jsonText(ProgressLine(scene: path, frame: p.done, frames: p.total, fps: (p.fps * 10).rounded() / 10)))
              } else {
                bar.draw(done: p.done, total: p.total, detail: String(format: "%.0f fps  ETA %.1fs", p.fps, p.eta))
              }
            }, shouldStop: { InterruptHandling.stopRequested })
          for w in warnings { printError("\(path): \(w)") }
          bar.finish()
          if !quiet && !json { print("wrote \(target)") }
          if json { print(jsonText(DoneLine(scene: path, output: target, done: true))) }
        } catch RenderError.interrupted {
          let name = InterruptHandling.receivedSignal.map(InterruptHandling.name) ?? "a signal"
          printError("render-anim: error: interrupted by \(name); no output was written")
          throw ExitCode(1)
        } catch {
          printError("\(path): error: \(error)")
          failure = 1
        }
      }
      if failure != 0 { throw ExitCode(failure) }
    }

    /// `-o` names the file for one scene, the folder for several; default `out/<scene>.<format>`.
    func outputPath(for scene: String) -> String {
      let base = URL(fileURLWithPath: scene).deletingPathExtension().lastPathComponent
      let ext = format.map { $0 == .png ? "" : ".\($0.rawValue)" } ?? ".mp4"
      if let output, scenes.count == 1 { return output }
      let folder = output ?? "out"
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      return "\(folder)/\(base)\(ext)"
    }
  }

  /// `render-anim frame`: one frame to a PNG.
  struct Frame: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "frame", abstract: "Render one frame of a scene to a PNG.")

    @Argument(help: "The scene file.") var scene: String
    @Option(help: "Time in seconds.") var time: Double?
    @Option(help: "Frame number.") var frame: Int?
    @Option(name: .shortAndLong, help: "Output PNG.") var output: String
    @Option(help: "Pixels per point (overrides the scene; a Swift view's --device scale too).") var scale: Double?
    @Option(
      help: "Seconds (overrides the scene; a Swift view's picture holds what it draws over this clip, as for render).")
    var duration: Double?
    @OptionGroup var views: ViewInputOptions

    func validate() throws {
      if (time == nil) == (frame == nil) { throw ValidationError("give exactly one of --time and --frame") }
      if let duration, !(duration >= 0 && duration.isFinite) {
        throw ValidationError("--duration must be a number ≥ 0")
      }
      if let time, !(time >= 0 && time.isFinite) { throw ValidationError("--time must be a number ≥ 0") }
      if let frame, frame < 0 { throw ValidationError("--frame must be ≥ 0") }
      if let scale, !(scale > 0 && scale <= 16) {
        throw ValidationError("--scale must be greater than 0 and at most 16")
      }
    }

    func run() throws {
      let scene = try loadScene(
        self.scene, overrides: Scene.Overrides(scale: scale, duration: duration), views: views)
      let t = time ?? scene.frameTime(frame!)
      try reportingFailures {
        for w in try SceneRenderJob.renderFrame(scene: scene, time: t, to: output) { printError("\(self.scene): \(w)") }
      }
    }
  }
}

/// `render --json`: a progress line.
struct ProgressLine: Encodable {
  var scene: String
  var frame: Int
  var frames: Int
  var fps: Double
}

/// `render --json`: the last line for a scene.
struct DoneLine: Encodable {
  var scene: String
  var output: String
  var done: Bool
}

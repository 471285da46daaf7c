import ArgumentParser
import Foundation
import Render
import SceneFormat
import SceneLowering

extension RenderAnim {
  /// `render-anim sample`: the evaluated values as JSON (a ``SampleReport``).
  struct Sample: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "sample",
      abstract: "Print the evaluated transforms, opacities and animated values of a scene as JSON.")

    @Argument(help: "The scene file.") var scene: String
    @Option(help: "Comma-separated times in seconds (default: every frame).") var times: String?
    @Option(help: "Sample every frame at this frame rate instead of the scene's.") var fps: Int?
    @Option(help: "Only the layer with this id.") var layer: String?
    @Option(help: "Seconds (overrides the scene's duration).") var duration: Double?
    @OptionGroup var views: ViewInputOptions

    func validate() throws {
      if times != nil && fps != nil { throw ValidationError("use either --times or --fps, not both") }
      if let fps, !(1...1000).contains(fps) { throw ValidationError("--fps must be between 1 and 1000, got \(fps)") }
    }

    func run() throws {
      let scene = try loadScene(self.scene, overrides: Scene.Overrides(duration: duration), views: views)
      var sampleTimes: [Double]
      if let times {
        sampleTimes = []
        for part in times.split(separator: ",") {
          guard let t = Double(part.trimmingCharacters(in: .whitespaces)), t.isFinite, t >= 0 else {
            throw ValidationError("--times must be non-negative numbers separated by commas; got '\(part)'")
          }
          sampleTimes.append(t)
        }
      } else if let fps {
        let n = max(1, Int((scene.duration * Double(fps)).rounded(.toNearestOrAwayFromZero)))
        sampleTimes = (0..<n).map { Double($0) / Double(fps) }
      } else {
        sampleTimes = (0..<scene.frameCount).map { scene.frameTime($0) }
      }
      // The renderer's own text measuring, so anchors refer to the frames that will be drawn.
      var report: SampleReport
      do { report = try scene.sample(at: sampleTimes, measurer: PangoTextMeasurer()) } catch {
        printError(error.description)
        throw ExitCode(error.exitCode)
      }
      if let fps { report.fps = .whole(fps) }
      if let layer {
        let chosen = report.layers.filter { $0.id == layer }
        if chosen.isEmpty {
          throw ValidationError(
            "no layer with id '\(layer)'; layers: \(report.layers.compactMap(\.id).joined(separator: ", "))")
        }
        report.layers = chosen
      }
      print(jsonText(report))
    }
  }

  /// `render-anim check`: validate scenes, lint them, and print a summary of each.
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "Validate and lint scene files; print a one-line summary of each and any warnings; render nothing.",
      discussion:
        "Warnings (file:line:column: warning: …) do not change the exit code unless --strict is given, "
        + "which makes them exit 65 like an invalid scene."
    )

    @Argument(help: "Scene files.") var scenes: [String]
    @Flag(help: "Exit 65 when a scene has warnings.") var strict = false
    @Flag(help: "One JSON object per scene on standard output.") var json = false
    @OptionGroup var views: ViewInputOptions

    func validate() throws {
      if scenes.isEmpty { throw ValidationError("give at least one scene file") }
    }

    func run() throws {
      var worst: Int32 = 0
      let measurer = PangoTextMeasurer()
      for path in scenes {
        if path.hasSuffix(".swift") {
          // A view file: compiled and run (errors print their own line); scene lints do not apply.
          do {
            let scene = try loadScene(path, views: views)
            if json {
              print(jsonText(CheckReport(file: path, scene: scene, warnings: [])))
            } else {
              print("\(path): ok: \(scene.summary)")
            }
          } catch let code as ExitCode {
            worst = max(worst, code.rawValue)
          }
          continue
        }
        do {
          let check = try SceneCheck(contentsOf: URL(fileURLWithPath: path), measurer: measurer, glyphs: measurer)
          let (scene, warnings) = (check.scene, check.warnings)
          if json {
            print(jsonText(CheckReport(file: path, scene: scene, warnings: warnings)))
          } else {
            print("\(path): ok: \(scene.summary)")
            for w in warnings { printError(w.description) }
          }
          if strict, !warnings.isEmpty { worst = max(worst, 65) }
        } catch {
          if json { print(jsonText(CheckReport(file: path, error: error))) } else { printError(error.description) }
          worst = max(worst, error.exitCode)
        }
      }
      if worst != 0 { throw ExitCode(worst) }
    }
  }
}

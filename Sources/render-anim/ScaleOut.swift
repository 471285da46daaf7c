import ArgumentParser
import Foundation
import Render
import SceneFormat

extension RenderAnim {
  /// `render-anim join`: the MP4 chunks of one render into one file, by stream copy (docs/scale-out.md).
  struct Join: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "join",
      abstract: "Join the MP4 parts of one render (render --chunk I/N) into one file without re-encoding.",
      discussion:
        "Parts may come in any order; a part of another render, a missing, repeated or truncated part is refused "
        + "with one line naming it (exit 1), and nothing is written."
    )

    @Argument(help: "The parts (MP4 files written by render --chunk or --frames).") var parts: [String]
    @Option(name: .shortAndLong, help: "The joined MP4.") var output: String

    func validate() throws {
      if parts.isEmpty { throw ValidationError("give the parts to join") }
      if OutputFormat(path: output) != .mp4 { throw ValidationError("-o must name an .mp4 file") }
    }

    func run() throws {
      do { try ChunkJoin.join(parts: parts, to: output) } catch {
        printError("render-anim: error: \(error)")
        throw ExitCode(1)
      }
    }
  }

  /// `render-anim plan`: the chunks a render splits into, for a scheduler script to size its job array.
  struct Plan: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "plan",
      abstract: "Print the chunks of a render (frames of each), for a job array of --chunks tasks.")

    @Argument(help: "The scene file.") var scene: String
    @Option(help: "How many chunks.") var chunks: Int
    @Option(help: "Frames per second (overrides the scene).") var fps: Int?
    @Option(help: "Pixels per point (overrides the scene).") var scale: Double?
    @Option(help: "Seconds (overrides the scene).") var duration: Double?
    @OptionGroup var views: ViewInputOptions
    @Flag(help: "JSON instead of one line per chunk.") var json = false

    func validate() throws {
      if chunks < 1 { throw ValidationError("--chunks must be at least 1") }
      if let fps, !(1...1000).contains(fps) { throw ValidationError("--fps must be between 1 and 1000, got \(fps)") }
      if let scale, !(scale > 0 && scale <= 16) {
        throw ValidationError("--scale must be greater than 0 and at most 16")
      }
      if let duration, !(duration >= 0 && duration.isFinite) {
        throw ValidationError("--duration must be a number ≥ 0")
      }
    }

    func run() throws {
      let scene = try loadScene(
        self.scene, overrides: Scene.Overrides(fps: fps, scale: scale, duration: duration), views: views)
      let plan: ChunkPlan
      do { plan = try ChunkPlan(frameCount: scene.frameCount, chunks: chunks) } catch {
        throw ValidationError("\(error)")
      }
      if json {
        print(jsonText(plan))
      } else {
        for c in plan.chunks { print("\(c.index)/\(chunks) frames \(c.start)..<\(c.end)") }
      }
    }
  }
}

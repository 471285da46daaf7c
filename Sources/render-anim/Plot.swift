import ArgumentParser
import Foundation
import Render
import SceneFormat

extension RenderAnim {
  /// `render-anim plot`: value-over-time curves of a scene (PNG or SVG).
  struct Plot: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "plot",
      abstract:
        "Draw the animated values of a scene over time, one panel per value, with events, triggers, keyframes, "
        + "phases and settling marked."
    )

    @Argument(help: "The scene file.") var scene: String
    @Option(help: "Only the layer with this id (repeat or separate with commas for several).") var layer: [String] = []
    @Option(help: "Only these values, by name as `sample` prints them (value.scale,offset.y).") var values: String?
    @Option(help: "Image width in pixels.") var width: Int = 1200
    @Option(name: .shortAndLong, help: "Output .png or .svg.") var output: String
    @OptionGroup var views: ViewInputOptions

    func validate() throws {
      guard output.lowercased().hasSuffix(".png") || output.lowercased().hasSuffix(".svg") else {
        throw ValidationError("-o must name a .png or .svg file")
      }
      guard (300...8000).contains(width) else { throw ValidationError("--width must be between 300 and 8000") }
    }

    func run() throws {
      let scene = try loadScene(self.scene, views: views)
      let layers = layer.flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
      let names = values.map { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
      try reportingFailures {
        let plot: CurvePlot
        do {
          plot = try CurvePlot(scene: scene, layers: layers.isEmpty ? nil : layers, values: names, width: width)
        } catch let error as CurvePlot.PlotError {
          throw ValidationError(error.description)
        }
        try plot.write(to: output)
      }
    }
  }

  /// `render-anim sheet`: a contact sheet of frames, or an onion-skin trail.
  struct Sheet: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "sheet",
      abstract:
        "Draw frames of a scene in a labelled grid (a contact sheet), or several moments on one frame (--onion).")

    @Argument(help: "The scene file.") var scene: String
    @Option(name: .shortAndLong, help: "Output PNG.") var output: String
    @OptionGroup var views: ViewInputOptions
    @Option(help: "One frame every this many seconds.") var every: Double?
    @Option(help: "This many frames, spread evenly over the clip (default 12; 8 with --onion).") var frames: Int?
    @Option(help: "Cells per row.") var columns: Int = 4
    @Option(help: "Image width in pixels (default 1200; the scene's size with --onion).") var width: Int?
    @Flag(help: "Draw the moments on one frame, older ones fainter (a motion trail).") var onion = false
    @Option(help: "With --onion: the layer that leaves the trail (default: every layer).") var layer: String?
    @Option(help: "Seconds (overrides the scene).") var duration: Double?

    func validate() throws {
      guard output.lowercased().hasSuffix(".png") else { throw ValidationError("-o must name a .png file") }
      if every != nil && frames != nil { throw ValidationError("use either --every or --frames, not both") }
      if let every, !(every > 0 && every.isFinite) {
        throw ValidationError("--every must be a positive number of seconds")
      }
      if let frames, !(1...400).contains(frames) { throw ValidationError("--frames must be between 1 and 400") }
      if !(1...40).contains(columns) { throw ValidationError("--columns must be between 1 and 40") }
      if let width, !(64...16384).contains(width) { throw ValidationError("--width must be between 64 and 16384") }
      if layer != nil && !onion { throw ValidationError("--layer goes with --onion") }
      if let duration, !(duration >= 0 && duration.isFinite) {
        throw ValidationError("--duration must be a number ≥ 0")
      }
    }

    func run() throws {
      let scene = try loadScene(self.scene, overrides: Scene.Overrides(duration: duration), views: views)
      let selection: ContactSheet.Selection = every.map { .every($0) } ?? .count(frames ?? (onion ? 8 : 12))
      try reportingFailures {
        if onion {
          try OnionSkin(scene: scene, layer: layer, selection: selection, width: width).write(to: output)
        } else {
          try ContactSheet(scene: scene, selection: selection, columns: columns, width: width ?? 1200).write(to: output)
        }
      }
    }
  }
}

import ArgumentParser
import Foundation
import Render
import Scene

extension RenderAnim {
  /// `render-anim sample`: the evaluated values as JSON (DESIGN §5).
  struct Sample: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the evaluated transforms, opacities and animated values of a scene as JSON.")

    @Argument(help: "The scene file.") var scene: String
    @Option(help: "Comma-separated times in seconds (default: every frame).") var times: String?
    @Option(help: "Sample every frame at this frame rate instead of the scene's.") var fps: Int?
    @Option(help: "Only the layer with this id.") var layer: String?

    func validate() throws {
      if times != nil && fps != nil { throw ValidationError("use either --times or --fps, not both") }
      if let fps, !(1...1000).contains(fps) { throw ValidationError("--fps must be between 1 and 1000, got \(fps)") }
    }

    func run() throws {
      let scene = try loadScene(self.scene)
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
      struct Layer { var id: String?; var transforms: [String] = []; var opacities: [String] = []; var values: [(String, [String])] = [] }
      var layers: [Layer] = []
      // The renderer's own text measuring, so anchors refer to the frames that will be drawn.
      let measurer = PangoTextMeasurer()
      for (n, t) in sampleTimes.enumerated() {
        let evaluated: [(layer: DisplayItem, values: [(String, Double)])]
        do { evaluated = try scene.values(at: t, measurer: measurer) } catch {
          printError(error.description)
          throw ExitCode(error.exitCode)
        }
        let chosen = evaluated.filter { layer == nil || $0.layer.id == layer }
        if n == 0 {
          if let layer, chosen.isEmpty {
            let ids = evaluated.compactMap(\.layer.id)
            throw ValidationError("no layer with id '\(layer)'; layers: \(ids.joined(separator: ", "))")
          }
          layers = chosen.map { Layer(id: $0.layer.id, values: $0.values.map { ($0.0, []) }) }
        }
        for (i, entry) in chosen.enumerated() {
          layers[i].transforms.append("[" + entry.layer.transform.cairoArray.map(jsonNumber).joined(separator: ", ") + "]")
          layers[i].opacities.append(jsonNumber(entry.layer.opacity))
          for (j, v) in entry.values.enumerated() where j < layers[i].values.count {
            layers[i].values[j].1.append(jsonNumber(v.1))
          }
        }
      }
      let fpsJSON = Int(scene.fpsText) != nil ? scene.fpsText : jsonString(scene.fpsText)
      var out = "{\"fps\": \(fps.map(String.init) ?? fpsJSON), \"times\": [" + sampleTimes.map(jsonNumber).joined(separator: ", ") + "],\n \"layers\": ["
      out += layers.map { l in
        var s = "{\"id\": \(l.id.map(jsonString) ?? "null"),\n   \"transform\": [" + l.transforms.joined(separator: ", ") + "],\n"
        s += "   \"opacity\": [" + l.opacities.joined(separator: ", ") + "],\n   \"values\": {"
        s += l.values.map { "\(jsonString($0.0)): [" + $0.1.joined(separator: ", ") + "]" }.joined(separator: ", ")
        return s + "}}"
      }.joined(separator: ",\n  ")
      print(out + "]}")
    }
  }

  /// `render-anim check`: validate scenes and print a summary of each.
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Validate scene files and print a one-line summary of each; render nothing.")

    @Argument(help: "Scene files.") var scenes: [String]

    func validate() throws {
      if scenes.isEmpty { throw ValidationError("give at least one scene file") }
    }

    func run() throws {
      var worst: Int32 = 0
      for path in scenes {
        do {
          let scene = try Scene.load(contentsOf: URL(fileURLWithPath: path))
          print("\(path): ok: \(scene.summary)")
        } catch {
          printError(error.description)
          worst = max(worst, error.exitCode)
        }
      }
      if worst != 0 { throw ExitCode(worst) }
    }
  }
}

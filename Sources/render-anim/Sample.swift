import ArgumentParser
import Foundation
import Render
import Scene

extension RenderAnim {
  /// `render-anim sample`: the evaluated values as JSON (DESIGN §5).
  struct Sample: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "sample",
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

  /// `render-anim check`: validate scenes, lint them, and print a summary of each.
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "Validate and lint scene files; print a one-line summary of each and any warnings; render nothing.",
      discussion: "Warnings (file:line:column: warning: …) do not change the exit code unless --strict is given, which makes them exit 65 like an invalid scene.")

    @Argument(help: "Scene files.") var scenes: [String]
    @Flag(help: "Exit 65 when a scene has warnings.") var strict = false
    @Flag(help: "One JSON object per scene on standard output.") var json = false

    func validate() throws {
      if scenes.isEmpty { throw ValidationError("give at least one scene file") }
    }

    func run() throws {
      var worst: Int32 = 0
      let measurer = PangoTextMeasurer()
      for path in scenes {
        do {
          let scene = try Scene.load(contentsOf: URL(fileURLWithPath: path))
          let warnings = try scene.lint(measurer: measurer, glyphs: measurer)
          if json {
            print(checkJSON(path, ok: true, summary: scene.summary, warnings: warnings, error: nil))
          } else {
            print("\(path): ok: \(scene.summary)")
            for w in warnings { printError(w.description) }
          }
          if strict, !warnings.isEmpty { worst = max(worst, 65) }
        } catch {
          if json { print(checkJSON(path, ok: false, summary: nil, warnings: [], error: error)) } else { printError(error.description) }
          worst = max(worst, error.exitCode)
        }
      }
      if worst != 0 { throw ExitCode(worst) }
    }

    func checkJSON(_ path: String, ok: Bool, summary: String?, warnings: [SceneWarning], error: SceneError?) -> String {
      func location(_ line: Int, _ column: Int, _ keyPath: String, _ message: String) -> String {
        "\"line\": \(line), \"column\": \(column), \"keyPath\": \(jsonString(keyPath)), \"message\": \(jsonString(message))"
      }
      var fields = ["\"file\": \(jsonString(path))", "\"ok\": \(ok)"]
      if let summary { fields.append("\"summary\": \(jsonString(summary))") }
      if let error { fields.append("\"error\": {\(location(error.line, error.column, error.keyPath, error.message)), \"exitCode\": \(error.exitCode)}") }
      let list = warnings.map { "{\"rule\": \(jsonString($0.rule.rawValue)), \(location($0.line, $0.column, $0.keyPath, $0.message))}" }
      fields.append("\"warnings\": [" + list.joined(separator: ", ") + "]")
      return "{" + fields.joined(separator: ", ") + "}"
    }
  }
}

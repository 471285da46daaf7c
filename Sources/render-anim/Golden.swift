import ArgumentParser
import Foundation
import GoldenTesting
import Render
import SceneFormat
import ViewLoading

extension RenderAnim {
  /// `render-anim golden verify|record DIR` (docs/architecture.md, Goldens).
  struct Golden: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "golden",
      abstract: "Record golden frames, or verify a render against them.",
      discussion:
        "DIR holds goldens.yaml and <scene>@<time>.png files; or name a package's render-anim.yaml, whose views' "
        + "goldens are kept in its goldens: folder. verify exits 1 on any mismatch, missing golden or orphan golden."
    )

    enum Action: String, ExpressibleByArgument { case verify, record }

    @Argument(help: "verify or record.") var action: Action
    @Argument(help: "The golden directory, or a package's render-anim.yaml.") var directory: String
    @Option(help: "Where failures write actual, golden and diff images and report.json.") var artifacts: String =
      ".artifacts/goldens"

    func run() throws {
      let suite: GoldenSuite
      var load: (URL, Scene.Overrides) throws -> Scene = { url, overrides in
        try sceneFor(url.path, overrides: overrides)
      }
      if directory.hasSuffix(".yaml") || directory.hasSuffix(".yml") {
        let manifest = try readManifest(directory)
        suite = GoldenSuite(
          directory: URL(fileURLWithPath: manifest.goldens),
          entries: manifest.entries.map { .init(name: $0.name, scenePath: $0.name, times: $0.goldenTimes) })
        load = { url, overrides in
          let entry = manifest.entries.first { $0.name == url.lastPathComponent }!
          return try sceneFor(viewScene: entry.scene, overrides: overrides, assetCatalogs: entry.assetCatalogs)
        }
      } else {
        do { suite = try GoldenSuite(directory: URL(fileURLWithPath: directory)) } catch {
          printError("error: \(error)")
          throw ExitCode(66)
        }
      }
      let total = suite.entries.reduce(0) { $0 + $1.times.count }
      let bar = ProgressBar(label: directory)
      var done = 0
      bar.draw(done: 0, total: total)
      let report = try suite.run(record: action == .record, artifacts: URL(fileURLWithPath: artifacts), load: load) {
        result in
        done += 1
        bar.print(result.description)
        bar.draw(done: done, total: total)
      }
      bar.finish()
      print(report.summary)
      if !report.passed {
        print("artifacts and report.json in \(artifacts)")
        throw ExitCode(1)
      }
    }
  }
}

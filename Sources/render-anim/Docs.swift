import ArgumentParser
import Foundation
import Render
import SceneFormat
import ViewLoading

extension RenderAnim {
  /// `render-anim docs`: a package's documentation videos and pictures (docs/package.md).
  struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "docs",
      abstract:
        "Render every view a package's render-anim.yaml names into its DocC catalog's Resources/, "
        + "skipping what is up to date."
    )

    @Argument(help: "The package's render-anim.yaml.") var manifest: String = "render-anim.yaml"
    @Flag(help: "Render every view even when it is up to date.") var force = false
    @Flag(name: .shortAndLong, help: "Print only errors.") var quiet = false

    func run() throws {
      let manifest = try readManifest(self.manifest)
      let folder = URL(fileURLWithPath: manifest.docs, isDirectory: true)
      do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
        printError("\(manifest.docs): error: cannot create the folder: \(error.localizedDescription)")
        throw ExitCode(1)
      }
      var stamps = DocsStamps(folder: folder)
      for entry in manifest.entries {
        let fingerprint = DocsStamps.fingerprint(of: entry, manifest: manifest.file)
        let outputs = entry.formats.map {
          folder.appendingPathComponent("\(entry.name).\($0 == "png" ? "png" : $0)").path
        }
        let current = zip(entry.formats, outputs).filter { format, output in
          !force && stamps.isCurrent(output, fingerprint: fingerprint + format)
        }
        if current.count == outputs.count {
          if !quiet { print("up to date: \(outputs.joined(separator: ", "))") }
          continue
        }
        let scene: Scene
        do {
          scene = try sceneFor(viewScene: entry.scene, overrides: Scene.Overrides(), assetCatalogs: entry.assetCatalogs)
        } catch {
          guard let (message, code) = inputFailure(error, path: entry.scene.view) else { throw error }
          printError(message)
          throw ExitCode(code)
        }
        for (format, output) in zip(entry.formats, outputs) where !current.contains(where: { $0.1 == output }) {
          try reportingFailures {
            if format == "png" {
              for w in try SceneRenderJob.renderFrame(
                scene: scene, time: scene.frameTime(scene.frameCount - 1), to: output)
              {
                printError("\(entry.scene.view): \(w)")
              }
            } else {
              let bar = ProgressBar(label: output, quiet: quiet)
              let job = SceneRenderJob(scene: scene, output: output)
              for w in try job.run(progress: { bar.draw(done: $0.done, total: $0.total) }) {
                printError("\(entry.scene.view): \(w)")
              }
              bar.finish()
            }
          }
          stamps.record(output, fingerprint: fingerprint + format)
          try stamps.save()
          if !quiet { print("wrote \(output)") }
        }
      }
    }
  }
}

/// Reads a package's render-anim.yaml, or prints its error and exits with its code.
func readManifest(_ path: String) throws -> RenderAnimManifest {
  do { return try RenderAnimManifest(contentsOf: path) } catch {
    printError(error.description)
    throw ExitCode(error.exitCode)
  }
}

/// What `docs` last rendered each output from (`.render-anim-docs.json` in the output folder): an output
/// is up to date when it exists and its inputs' fingerprint is the one recorded.
struct DocsStamps {
  let file: URL
  private var stamps: [String: String]

  init(folder: URL) {
    file = folder.appendingPathComponent(".render-anim-docs.json")
    stamps = (try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: file))) ?? [:]
  }

  func isCurrent(_ output: String, fingerprint: String) -> Bool {
    stamps[URL(fileURLWithPath: output).lastPathComponent] == fingerprint
      && FileManager.default.fileExists(atPath: output)
  }

  mutating func record(_ output: String, fingerprint: String) {
    stamps[URL(fileURLWithPath: output).lastPathComponent] = fingerprint
  }

  func save() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    try encoder.encode(stamps).write(to: file, options: .atomic)
  }

  /// The inputs of an entry: render-anim's version, the manifest, the view and its helpers' text, and the
  /// sizes and dates of its asset catalogs' files (``CacheKey``).
  static func fingerprint(of entry: RenderAnimManifest.Entry, manifest: String) -> String {
    var parts: [Data] = []
    func add(_ data: Data) { parts.append(data) }
    add(Data(RenderAnim.configuration.version.utf8))
    for path in [manifest, entry.scene.view] + entry.scene.choice.helpers {
      add((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data("missing \(path)".utf8))
    }
    for catalog in entry.assetCatalogs {
      let walker = FileManager.default.enumerator(atPath: catalog)
      while let name = walker?.nextObject() as? String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: catalog + "/" + name)
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        add(Data("\(name) \(attributes?[.size] as? Int ?? 0) \(date)".utf8))
      }
    }
    return CacheKey.of(parts)
  }
}

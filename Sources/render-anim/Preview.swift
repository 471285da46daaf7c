import ArgumentParser
import Foundation
import PreviewServer
import RenderAnimSwiftUI
import SceneFormat
import ViewLoading

extension RenderAnim {
  /// `render-anim preview`: a live preview page on the loopback address (docs/preview.md).
  struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "preview",
      abstract:
        "Serve a live preview page for a Swift view or scene file on 127.0.0.1: play, scrub, tap, "
        + "and re-render on save."
    )

    @Argument(help: "The .swift view file or scene file.") var scene: String
    @Option(help: "The port on 127.0.0.1 (default: one the system chooses).") var port: Int = 0
    @Flag(name: .customLong("no-open"), help: "Only print the page's address; do not open a browser.") var noOpen =
      false
    @Option(help: "Frames per second (overrides the scene).") var fps: Int?
    @Option(help: "Pixels per point (overrides the scene).") var scale: Double?
    @Option(help: "Seconds (overrides the scene).") var duration: Double?
    @OptionGroup var views: ViewInputOptions

    func validate() throws {
      guard (0...65535).contains(port) else { throw ValidationError("--port must be 0…65535") }
      if let fps, !(1...240).contains(fps) { throw ValidationError("--fps must be 1…240") }
      if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be more than 0 and at most 8") }
      if let duration, !(duration >= 0 && duration <= 3600) {
        throw ValidationError("--duration must be 0…3600 seconds")
      }
    }

    func run() throws {
      guard FileManager.default.fileExists(atPath: scene) else {
        printError("\(scene): error: no such file")
        throw ExitCode(66)
      }
      do { try useFonts(views) } catch {
        printError("\(error)")
        throw ExitCode(64)
      }
      let session = PreviewSession(file: scene, devices: Device.all.map(\.name), loader: loader())
      session.reload()
      let watcher = FileWatcher(paths: watchedPaths()) { session.reload() }
      watcher.start()
      let server = PreviewServer(session: session, port: UInt16(port))
      let outcome = ServerOutcome()
      let open = !noOpen
      Task.detached {
        do {
          try await server.run { url in
            FileHandle.standardOutput.write(Data("render-anim preview: \(url.absoluteString) (Ctrl-C stops)\n".utf8))
            if open { openBrowser(url) }
          }
        } catch {
          outcome.error = error
        }
        outcome.done.signal()
      }
      outcome.done.wait()
      if let error = outcome.error {
        printError("render-anim: error: cannot serve the preview on 127.0.0.1:\(port): \(error)")
        throw ExitCode(1)
      }
    }

    /// Makes the scene for the page's settings: the command line's options, then the page's changes.
    func loader() -> PreviewSession.Loader {
      let base = views
      let path = scene
      let overrides = Scene.Overrides(
        fps: fps, scale: scale, duration: duration, assetDirectories: views.assetDirectories)
      return { settings in
        var views = base
        if let scheme = settings.colorScheme { views.colorScheme = scheme }
        if settings.device != nil || settings.size != nil {
          views.device = settings.device
          views.size = settings.size
        }
        views.taps = base.taps + settings.taps
        do {
          try views.validate()
          return try sceneFor(path, overrides: overrides, views: views)
        } catch {
          let message = inputFailure(error, path: path)?.message ?? "\(path): error: \(error)"
          throw PreviewLoadFailure(message: message)
        }
      }
    }

    /// The file, the files compiled with it, its asset folders and catalogs, and a view scene's view file.
    func watchedPaths() -> [String] {
      let folder = URL(fileURLWithPath: scene).deletingLastPathComponent()
      var paths = [scene] + views.helpers + views.assets + [folder.appendingPathComponent("Assets").path]
      let siblings = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      paths += siblings.filter { $0.hasSuffix(".xcassets") }.map { folder.appendingPathComponent($0).path }
      if !scene.hasSuffix(".swift"), let text = try? String(contentsOfFile: scene, encoding: .utf8),
        ViewSceneFile.isViewScene(text), let file = try? ViewSceneFile(text: text, file: scene)
      {
        paths += [file.view] + file.choice.helpers
      }
      return paths
    }
  }
}

/// How the server ended, handed from its task to the command's thread.
private final class ServerOutcome: @unchecked Sendable {
  let done = DispatchSemaphore(value: 0)
  var error: (any Error)?
}

/// Opens `url` in the person's browser (`xdg-open`, else `sensible-browser`); says so when neither runs.
private func openBrowser(_ url: URL) {
  for tool in ["xdg-open", "sensible-browser"] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool, url.absoluteString]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    if (try? process.run()) != nil {
      process.waitUntilExit()
      if process.terminationStatus == 0 { return }
    }
  }
  printError("render-anim preview: no browser to open (xdg-open); open the address above")
}

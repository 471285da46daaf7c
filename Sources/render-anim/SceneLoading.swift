import ArgumentParser
import Foundation
import Render
import RenderAnimSwiftUI
import SceneFormat
import SceneLowering
import Synchronization
import ViewLoading

/// Loads a scene for a command: a scene file, a view scene (`view:`), or a SwiftUI view file (`.swift`,
/// compiled and run with `views`' taps). A bad input prints its one-line error and exits with its code
/// (docs/swift-views.md, Bad input).
func loadScene(
  _ path: String, overrides: Scene.Overrides = Scene.Overrides(),
  views: ViewInputOptions = .none
) throws -> Scene {
  do {
    var overrides = overrides
    overrides.assetDirectories = views.assetDirectories
    try useFonts(views)
    return try sceneFor(path, overrides: overrides, views: views)
  } catch {
    guard let (message, code) = inputFailure(error, path: path) else { throw error }
    printError(message)
    throw ExitCode(code)
  }
}

/// Whether ``useFonts(_:)`` has run: a command that loads several scenes adds its folders once.
private let fontsUsed = Mutex(false)

/// Adds `--font-dir` folders to the fonts text is drawn with, before any is set, and with `--verbose`
/// prints the face that draws each text style and design; once per process.
func useFonts(_ views: ViewInputOptions) throws {
  guard
    fontsUsed.withLock({ used in
      defer { used = true }; return !used
    })
  else { return }
  for dir in views.fontDirectories {
    let families: [String]
    do { families = try FontConfiguration.addDirectory(dir) } catch {
      throw ViewOptionError(message: "--font-dir: \(error)")
    }
    if families.isEmpty {
      printError("warning: --font-dir \(dir) holds no font fontconfig can read")
    } else if views.verbose {
      printError("font: --font-dir \(dir): \(families.joined(separator: ", "))")
    }
  }
  guard views.verbose else { return }
  for style in TextStyle.allCases {
    let (size, weight) = style.font
    printError("font: .\(style) \(Int(size)) pt → \(FontConfiguration.describe(FontSpec(size: size, weight: weight)))")
  }
  for design in ["rounded", "serif", "monospaced"] {
    let font = FontSpec(size: 17, family: FontSpec.family(design: design))
    printError("font: .\(design) 17 pt → \(FontConfiguration.describe(font))")
  }
  for width in FontWidth.allCases where width != .standard {
    printError("font: .\(width) 17 pt → \(FontConfiguration.describe(FontSpec(size: 17, width: width.value)))")
  }
}

/// The line(s) and exit code of a bad input's error (a scene's, a view file's, an option's), or `nil`
/// for any other error.
func inputFailure(_ error: any Error, path: String) -> (message: String, code: Int32)? {
  switch error {
  case let error as ViewLoadingError: (error.message, error.exitCode)
  case let error as ViewError: ("\(path): \(error.message)", error.kind == .usage ? 64 : 65)
  case let error as SceneError: (error.description, error.exitCode)
  case let error as ViewOptionError: (error.message, 64)
  default: nil
  }
}

/// Options for Swift views given with a scene file that is not one.
struct ViewOptionError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// The scene at `path`, throwing its error (`SceneError`, `ViewLoadingError`, `ViewError`).
func sceneFor(_ path: String, overrides: Scene.Overrides, views: ViewInputOptions = .none) throws -> Scene {
  if path.hasSuffix(".swift") { return try loadView(path, overrides: overrides, views: views) }
  if let text = try? String(contentsOfFile: path, encoding: .utf8), ViewSceneFile.isViewScene(text) {
    return try sceneFor(viewScene: try ViewSceneFile(text: text, file: path), overrides: overrides, views: views)
  }
  if !views.isEmpty {
    throw ViewOptionError(message: "--tap, --view, --preview and --size apply to .swift view files, not to \(path)")
  }
  // On the view runtime when it runs the whole scene, else on the scene engine (docs/architecture.md).
  let scene = try SceneLowering.load(
    contentsOf: URL(fileURLWithPath: path), overrides: overrides, measurer: PangoTextMeasurer())
  for w in scene.sourceWarnings { printError("\(path):\(w)") }
  return scene
}

/// The scene of a view scene (a `view:` file, or an entry of render-anim.yaml): its options, under the
/// command line's.
func sceneFor(
  viewScene file: ViewSceneFile, overrides: Scene.Overrides, views: ViewInputOptions = .none,
  assetCatalogs: [String] = []
) throws -> Scene {
  var merged = views
  if merged.size == nil, merged.device == nil, let s = file.options.size { merged.size = "\(s.width)x\(s.height)" }
  if merged.device == nil, merged.size == nil { merged.device = file.options.device?.name }
  if merged.dynamicType == nil, file.options.dynamicTypeSize != .large {
    merged.dynamicType = "\(file.options.dynamicTypeSize)"
  }
  if merged.locale == nil, file.options.locale.identifier != "en_US" { merged.locale = file.options.locale.identifier }
  if merged.view == nil { merged.view = file.choice.view }
  if merged.preview == nil { merged.preview = file.choice.preview }
  merged.helpers = file.choice.helpers + views.helpers
  if merged.swiftVersion == nil { merged.swiftVersion = file.choice.swiftVersion }
  if merged.colorScheme == nil, file.options.colorScheme == .dark { merged.colorScheme = "dark" }
  merged.taps =
    file.options.taps.map { t in
      if let p = t.location { return "\(p.x),\(p.y)@\(t.time)" }
      return t.target.map { "\($0)@\(t.time)" } ?? "\(t.time)"
    } + views.taps
  let assets = overrides.assetDirectories + assetCatalogs.map { URL(fileURLWithPath: $0, isDirectory: true) }
  let o = Scene.Overrides(
    fps: overrides.fps ?? file.options.fps, scale: overrides.scale ?? file.options.scale,
    duration: overrides.duration ?? file.options.duration, assetDirectories: assets)
  return try loadView(file.view, overrides: o, views: merged, background: file.options.background)
}

/// Compiles (or takes from the cache) a view file and runs its history. A body that runs longer than
/// `viewTimeLimit` seconds (an endless loop) ends the process with exit 65: a library cannot stop it.
func loadView(
  _ path: String, overrides: Scene.Overrides, views: ViewInputOptions, background: RGBAColor? = nil
) throws -> Scene {
  var views = views
  var overrides = overrides
  if views.withTarget, let target = PackageTarget.containing(path) {
    views.helpers += target.swiftFiles.filter { !views.helpers.contains($0) }
    overrides.assetDirectories += target.assetCatalogs.map { URL(fileURLWithPath: $0, isDirectory: true) }
  }
  let device = views.parsedDevice
  var options = ViewSceneOptions(
    size: views.parsedSize, fps: overrides.fps ?? 60, scale: overrides.scale ?? device?.scale ?? 1,
    duration: overrides.duration, taps: views.parsedTaps, background: background,
    assetDirectories: overrides.assetDirectories, seed: views.seed,
    colorScheme: views.parsedColorScheme ?? .light,
    date: views.date.flatMap(RenderClock.date(parsing:)) ?? RenderClock.defaultEpoch)
  options.device = device
  options.dynamicTypeSize = views.dynamicType.flatMap(DynamicTypeSize.named) ?? .large
  if let locale = views.parsedLocale { options.locale = locale }
  let (text, root) = try SwiftViewFile.load(
    path: path,
    choice: SwiftViewFile.Choice(
      view: views.view, preview: views.preview,
      helpers: views.helpers,
      swiftVersion: views.swiftVersion),
    assets: overrides.assetDirectories)
  let watchdog = ViewWatchdog(path: path, seconds: viewTimeLimit)
  watchdog.start()
  defer { watchdog.cancel() }
  let scene = try ViewScene.scene(
    file: path, text: text + "\u{0}\(views.view ?? "")\u{0}\(views.preview ?? 0)", options: options,
    measurer: PangoTextMeasurer(), root: root.make)
  for w in scene.sourceWarnings { printError("\(path): warning: \(w)") }
  return scene
}

/// Seconds a view's history may take to run before render-anim gives up on it (60, or
/// `RENDER_ANIM_VIEW_TIME_LIMIT`).
let viewTimeLimit =
  ProcessInfo.processInfo.environment["RENDER_ANIM_VIEW_TIME_LIMIT"].flatMap(Double.init).map {
    min(max($0, 0.1), 3600)
  } ?? 60

/// Ends the process if a view's bodies run longer than a limit (an endless loop cannot be interrupted
/// inside the library; the CLI owns the process).
final class ViewWatchdog: @unchecked Sendable {
  private let path: String, seconds: Double
  private let lock = NSLock()
  private var cancelled = false
  init(path: String, seconds: Double) {
    self.path = path
    self.seconds = seconds
  }
  func start() {
    Thread.detachNewThread { [self] in
      Thread.sleep(forTimeInterval: seconds)
      lock.lock()
      let stop = !cancelled
      lock.unlock()
      if stop {
        printError(
          "\(path): the view's bodies ran for more than \(Int(seconds)) s (an endless loop in a body or an action?)")
        exit(65)
      }
    }
  }
  func cancel() { lock.withLock { cancelled = true } }
}

/// Runs a command's work: a scene error prints its one line and exits 65 or 66, any other failure prints
/// `error: …` and exits 1 (docs/architecture.md, Exit codes); usage errors and exit codes pass through.
func reportingFailures(_ body: () throws -> Void) throws {
  do {
    try body()
  } catch let error as SceneError {
    printError(error.description)
    throw ExitCode(error.exitCode)
  } catch let error as ValidationError {
    throw error
  } catch let error as ExitCode {
    throw error
  } catch {
    printError("error: \(error)")
    throw ExitCode(1)
  }
}

/// Writes a line to standard error.
func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// One line of JSON (keys sorted, so the output is the same every run). The reports hold only strings,
/// whole numbers and finite doubles (non-finite ones are `nil`), which always encode.
func jsonText(_ value: some Encodable) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
}

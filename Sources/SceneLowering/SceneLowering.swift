import Foundation
import RenderAnimSwiftUI
public import SceneFormat

/// Scene files on the view runtime (docs/architecture.md, One runtime): a scene's layers become views
/// with their modifiers, its state the view's state and its events work on the render clock, so that a
/// scene file and a Swift view are run by one event loop, one transaction and animator path, one layout.
///
/// ```swift
/// let scene = try SceneLowering.scene(contentsOf: url, measurer: PangoTextMeasurer())
/// ```
public enum SceneLowering {
  /// The scene file at `url` run on the view runtime: frames, `sample` and goldens as for any scene.
  /// Throws `SceneError` for a missing or invalid file.
  public static func scene(
    contentsOf url: URL, overrides: Scene.Overrides = Scene.Overrides(), measurer: any TextMeasuring
  ) throws(SceneError) -> Scene {
    let (document, text) = try SceneDocument.load(contentsOf: url, overrides: overrides)
    return try lowered(document, text: text, overrides: overrides, measurer: measurer).scene
  }

  /// A scene from its text, run on the view runtime; `file` names it in errors, `directory` resolves its
  /// paths (the current folder by default). Throws as ``scene(contentsOf:overrides:measurer:)``.
  public static func scene(
    text: String, file: String = "<scene>", directory: URL? = nil, overrides: Scene.Overrides = Scene.Overrides(),
    measurer: any TextMeasuring
  ) throws(SceneError) -> Scene {
    let document = try decode(text, file: file, directory: directory, overrides: overrides)
    return try lowered(document, text: text, overrides: overrides, measurer: measurer).scene
  }

  /// The scene file at `url` as render-anim runs it: on the view runtime, as a Swift view is run
  /// (docs/architecture.md, One runtime). Throws `SceneError` for a missing or invalid file.
  public static func load(
    contentsOf url: URL, overrides: Scene.Overrides = Scene.Overrides(), measurer: any TextMeasuring
  ) throws(SceneError) -> Scene {
    try scene(contentsOf: url, overrides: overrides, measurer: measurer)
  }

  /// `text` decoded, its paths resolved against `directory` (the current folder by default).
  static func decode(
    _ text: String, file: String, directory: URL?, overrides: Scene.Overrides
  ) throws(SceneError) -> SceneDocument {
    try SceneDocument.decode(
      text, file: file, directory: directory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
      overrides: overrides)
  }

  /// `decoded` run on the view runtime, with the document as run (its timeline's entries made events) and
  /// what its events did, which `check`'s lints read.
  static func lowered(
    _ decoded: SceneDocument, text: String, overrides: Scene.Overrides, measurer: any TextMeasuring
  ) throws(SceneError) -> LoweredScene {
    var document = decoded
    // A timeline's entries are changes of `context` at their times (docs/scene-format.md, TimelineView).
    try Scene.addTimelineEntries(&document)
    let errors = LoweringErrors()
    let log = LoweringLog()
    // The runtime's own frame rate (what a `TimelineView` of a view ticks at) is a whole number; a scene
    // file's timeline is lowered to events, and its frames are the file's at any rate.
    let rate = (document.fpsNumerator + document.fpsDenominator - 1) / document.fpsDenominator
    let options = ViewSceneOptions(
      size: Size(width: document.width, height: document.height), fps: max(rate, 1),
      scale: document.scale, duration: document.duration, background: document.background,
      assetDirectories: overrides.assetDirectories)
    try checkPhaseCycles(document)
    try checkViewModifiers(document)
    let frames: ViewFrames
    do {
      frames = try ViewScene.frames(file: document.file, options: options, measurer: measurer) {
        SceneFileView(document: document, errors: errors, log: log)
      }
    } catch {
      // An expression that failed first is the cause (a phase that reads an unknown phase cycles in no time).
      if let error = errors.error { throw error }
      let message =
        (error as? ViewError)?.neverRests == true
        ? "the scene never comes to rest (repeatForever or an undamped spring); add a 'duration'" : "\(error)"
      throw SceneError(file: document.file, line: 1, column: 1, message: message)
    }
    if let error = errors.error { throw error }
    // What the file asks for that is missing (an SF Symbol's name) is warned about as the scene engine
    // reads the file.
    let source = CheckedSource(
      source: frames.source, errors: errors, warnings: Scene.fileWarnings(document.layers),
      layersInFile: document.layers)
    let scene = try Scene(
      source: source, file: document.file, text: text, size: frames.size,
      fps: (document.fpsNumerator, document.fpsDenominator), fpsText: document.fpsText, scale: document.scale,
      background: frames.background, duration: frames.duration)
    return LoweredScene(scene: scene, document: document, log: log)
  }
}

/// A scene file run on the view runtime, with what `check`'s lints read beside its frames.
struct LoweredScene {
  let scene: Scene
  /// The document as run: its timeline's entries are events.
  let document: SceneDocument
  /// What its events did.
  let log: LoweringLog
}

/// The lowered view's frames, which throw the first expression error met while evaluating them (a
/// keyframe animator's content reading `value`), as the scene engine throws it at that frame.
struct CheckedSource: FrameSource {
  let source: any FrameSource
  let errors: LoweringErrors
  /// The file's warnings, one line each (`line:column: warning: …`).
  let warnings: [String]
  /// The file's layers, which its census counts.
  let layersInFile: [LayerSpec]

  func items(at t: Double, canvas: Size, measurer: any TextMeasuring) throws -> [DisplayItem] {
    let items = try source.items(at: t, canvas: canvas, measurer: measurer)
    if let error = errors.error { throw error }
    return items
  }

  func values(
    at t: Double, canvas: Size, measurer: any TextMeasuring
  ) throws -> [(layer: DisplayItem, values: [(String, Double)])] {
    let values = try source.values(at: t, canvas: canvas, measurer: measurer)
    if let error = errors.error { throw error }
    return values
  }

  func marks() -> [TimelineMark] { source.marks() }
  var tapSurface: TapSurface { source.tapSurface }
  /// The file's layers (a group's children counted) and animators, and the runtime's animated modifiers.
  var census: FrameCensus? {
    let layers = SceneLint.allLayers(layersInFile)
    let animators = layers.flatMap(SceneLint.modifiers).filter {
      switch $0 {
      case .keyframeAnimator, .phaseAnimator: return true
      default: return false
      }
    }.count
    return FrameCensus(
      layers: layers.count, animators: animators, animatedModifiers: source.census?.animatedModifiers ?? 0)
  }
}

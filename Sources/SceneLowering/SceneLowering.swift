import Foundation
import RenderAnimSwiftUI
public import SceneEngine

/// Scene files on the view runtime (docs/architecture.md, One runtime): a scene's layers become views
/// with their modifiers, its state the view's state and its events work on the render clock, so that a
/// scene file and a Swift view are run by one event loop, one transaction and animator path, one layout.
///
/// ```swift
/// let scene = try SceneLowering.scene(contentsOf: url, measurer: PangoTextMeasurer())
/// ```
public enum SceneLowering {
  /// The scene file at `url` run on the view runtime: frames, `sample` and goldens as for any scene.
  /// Throws `SceneError` for a missing or invalid file, and for a scene that uses what the lowering does
  /// not make yet (``unsupportedFeature(of:)`` names it).
  public static func scene(
    contentsOf url: URL, overrides: Scene.Overrides = Scene.Overrides(), measurer: any TextMeasuring
  ) throws(SceneError) -> Scene {
    let (document, text) = try SceneDocument.load(contentsOf: url, overrides: overrides)
    return try lowered(document, text: text, overrides: overrides, measurer: measurer).runtimeScene()
  }

  /// A scene from its text, run on the view runtime; `file` names it in errors, `directory` resolves its
  /// paths (the current folder by default). Throws as ``scene(contentsOf:overrides:measurer:)``.
  public static func scene(
    text: String, file: String = "<scene>", directory: URL? = nil, overrides: Scene.Overrides = Scene.Overrides(),
    measurer: any TextMeasuring
  ) throws(SceneError) -> Scene {
    let document = try SceneDocument.decode(
      text, file: file, directory: directory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
      overrides: overrides)
    return try lowered(document, text: text, overrides: overrides, measurer: measurer).runtimeScene()
  }

  /// The scene file at `url` as render-anim runs it: on the view runtime, as a Swift view is run, when the
  /// lowering makes all of it; else, until it does, on the scene engine (docs/architecture.md, One
  /// runtime). Throws `SceneError` for a missing or invalid file.
  public static func load(
    contentsOf url: URL, overrides: Scene.Overrides = Scene.Overrides(), measurer: any TextMeasuring
  ) throws(SceneError) -> Scene {
    let (document, text) = try SceneDocument.load(contentsOf: url, overrides: overrides)
    switch try lowered(document, text: text, overrides: overrides, measurer: measurer) {
    case .lowered(let scene): return scene
    case .refused(_, let engine): return engine
    }
  }

  /// The lowered scene, or what the lowering refuses (a feature named in quotes) with the scene engine's.
  private enum Outcome {
    case lowered(Scene)
    case refused(String, engine: Scene)

    /// The lowered scene; a refused one is an error that names what the runtime does not run.
    func runtimeScene() throws(SceneError) -> Scene {
      switch self {
      case .lowered(let scene): return scene
      case .refused(let feature, let engine):
        throw SceneError(
          file: engine.file, line: 1, column: 1, message: "the view runtime does not run \(feature) yet")
      }
    }
  }

  private static func lowered(
    _ decoded: SceneDocument, text: String, overrides: Scene.Overrides, measurer: any TextMeasuring
  ) throws(SceneError) -> Outcome {
    var document = decoded
    // The scene engine's compile checks what it checks (expressions, transitions, a scene that never
    // comes to rest), so that a bad scene fails here as it does there.
    let engine = try Scene(document: document, text: text, overrides: overrides)
    // A timeline's entries are changes of `context` at their times (docs/scene-format.md, TimelineView).
    try Scene.addTimelineEntries(&document)
    if let feature = unsupportedFeature(of: document) { return .refused("'\(feature)'", engine: engine) }
    let errors = LoweringErrors()
    // The runtime's own frame rate (what a `TimelineView` of a view ticks at) is a whole number; a scene
    // file's timeline is lowered to events, and its frames are the file's at any rate.
    let rate = (document.fpsNumerator + document.fpsDenominator - 1) / document.fpsDenominator
    let options = ViewSceneOptions(
      size: Size(width: document.width, height: document.height), fps: max(rate, 1),
      scale: document.scale, duration: document.duration, background: document.background,
      assetDirectories: overrides.assetDirectories)
    let frames: ViewFrames
    do {
      frames = try ViewScene.frames(file: document.file, options: options, measurer: measurer) {
        SceneFileView(document: document, errors: errors)
      }
    } catch {
      throw SceneError(file: document.file, line: 1, column: 1, message: "\(error)")
    }
    if let error = errors.error { throw error }
    // What the file asks for that is missing (an SF Symbol's name) is warned about as the scene engine
    // reads the file.
    let source = CheckedSource(source: frames.source, errors: errors, warnings: engine.sourceWarnings)
    return .lowered(
      try Scene(
        source: source, file: document.file, text: text, size: frames.size,
        fps: (document.fpsNumerator, document.fpsDenominator), fpsText: document.fpsText, scale: document.scale,
        background: frames.background, duration: frames.duration))
  }

  /// The first key of `document` that the lowering does not make yet, or nil when it runs the whole scene.
  static func unsupportedFeature(of document: SceneDocument) -> String? {
    for event in document.events where event.at == nil { return "an event without 'at'" }
    let state = ExpressionEnvironment(state: Dictionary(document.state, uniquingKeysWith: { $1 }))
    return unsupportedFeature(of: document.layers, state: state)
  }

  private static func unsupportedFeature(of layers: [LayerSpec], state: ExpressionEnvironment) -> String? {
    for layer in layers {
      if let m = ModifierChain.unsupported(in: layer.modifiers) { return m }
      for case .transition(let t) in layer.modifiers {
        guard case .transition? = try? t.evaluate(state) else { return "a transition expression" }
      }
      switch layer.content {
      case .group(let children):
        if let f = unsupportedFeature(of: children, state: state) { return f }
      default: break
      }
    }
    return nil
  }
}

/// The lowered view's frames, which throw the first expression error met while evaluating them (a
/// keyframe animator's content reading `value`), as the scene engine throws it at that frame.
struct CheckedSource: FrameSource {
  let source: any FrameSource
  let errors: LoweringErrors
  /// The file's warnings, one line each (`line:column: warning: …`).
  let warnings: [String]

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
}

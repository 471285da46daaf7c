import Foundation
public import SceneFormat

/// A scene file as `render-anim check` reports it: run on the view runtime, as `render` runs it, with
/// the timing and drawing mistakes its lints find (docs/architecture.md, One runtime).
///
/// ```swift
/// let check = try SceneCheck(contentsOf: url, measurer: PangoTextMeasurer(), glyphs: PangoTextMeasurer())
/// print(check.scene.summary)
/// for warning in check.warnings { print(warning) }
/// ```
public struct SceneCheck: Sendable {
  /// The scene, as `render` runs it.
  public let scene: Scene
  /// The lints' warnings, in file order.
  public let warnings: [SceneWarning]

  /// Checks the scene file at `url`. Throws `SceneError` for a missing or invalid file.
  /// - Parameters:
  ///   - measurer: measures text, for the frames and the off-canvas rule.
  ///   - glyphs: tells which characters the fonts lack; `nil` skips that rule.
  public init(
    contentsOf url: URL, overrides: Scene.Overrides = Scene.Overrides(), measurer: any TextMeasuring,
    glyphs: (any GlyphCoverage)? = nil
  ) throws(SceneError) {
    let (document, text) = try SceneDocument.load(contentsOf: url, overrides: overrides)
    try self.init(
      SceneLowering.lowered(document, text: text, overrides: overrides, measurer: measurer), measurer: measurer,
      glyphs: glyphs)
  }

  /// Checks a scene from its text; `file` names it in messages, `directory` resolves its paths.
  public init(
    text: String, file: String = "<scene>", directory: URL? = nil, overrides: Scene.Overrides = Scene.Overrides(),
    measurer: any TextMeasuring, glyphs: (any GlyphCoverage)? = nil
  ) throws(SceneError) {
    let document = try SceneLowering.decode(text, file: file, directory: directory, overrides: overrides)
    try self.init(
      SceneLowering.lowered(document, text: text, overrides: overrides, measurer: measurer), measurer: measurer,
      glyphs: glyphs)
  }

  private init(_ lowered: LoweredScene, measurer: any TextMeasuring, glyphs: (any GlyphCoverage)?) throws(SceneError) {
    scene = lowered.scene
    warnings = try SceneLint(lowered).warnings(measurer: measurer, glyphs: glyphs)
  }
}

/// Something in a valid scene that is probably a mistake: `render-anim check` prints these, and
/// fails on them only with `--strict`.
///
/// Printed as `file:line:column: warning: message (at key.path) [rule]`.
public struct SceneWarning: Sendable, Equatable, CustomStringConvertible {
  /// The lint rules.
  public enum Rule: String, Sendable, Equatable, CaseIterable {
    /// An animation is still moving (or a keyframe run still running) when the clip ends.
    case stillMoving = "still-moving"
    /// An event time or a keyframe boundary falls between two frames.
    case offGrid = "off-grid"
    /// A keyframe track lasts longer than the whole clip.
    case trackLongerThanClip = "track-longer-than-clip"
    /// An animator's trigger never changes, so it never runs.
    case triggerNeverChanges = "trigger-never-changes"
    /// A layer lies entirely outside the canvas on every frame.
    case offCanvas = "off-canvas"
    /// The font lacks a glyph for a character of an emoji or text layer.
    case missingGlyph = "missing-glyph"
    /// A phase animator's phases all draw the same thing.
    case phasesIdentical = "phases-identical"
  }

  /// Which rule fired.
  public var rule: Rule
  /// The scene file.
  public var file: String
  /// 1-based line of the key that the warning is about.
  public var line: Int
  /// 1-based column.
  public var column: Int
  /// What is wrong and what it does, in one sentence.
  public var message: String
  /// Where in the document, e.g. `layers[0].modifiers[0].keyframeAnimator.keyframes.scale`.
  public var keyPath: String

  /// Creates a warning.
  public init(_ rule: Rule, file: String, line: Int, column: Int, message: String, keyPath: String) {
    self.rule = rule
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.keyPath = keyPath
  }

  /// One line: `file:line:column: warning: message (at key.path) [rule]`.
  public var description: String {
    let at = keyPath.isEmpty ? "" : " (at \(SceneError.oneLine(keyPath)))"
    return
      "\(SceneError.oneLine(file)):\(line):\(column): warning: \(SceneError.oneLine(message))\(at) [\(rule.rawValue)]"
  }
}

/// Tells which characters the font lacks, so the linter can warn before a render. `Render` provides the
/// Pango-backed implementation (`PangoTextMeasurer`).
public protocol GlyphCoverage: Sendable {
  /// The characters of `string` that the emoji font (`emoji: true`) or `font` cannot draw.
  func missingCharacters(in string: String, emoji: Bool, font: FontSpec) -> [Character]
}

extension SourceLocation {
  package func warning(_ rule: SceneWarning.Rule, _ message: String, path: String? = nil) -> SceneWarning {
    SceneWarning(rule, file: file, line: line, column: column, message: message, keyPath: path ?? self.path)
  }
}

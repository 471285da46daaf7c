/// What `render-anim check --json` prints for one scene: whether it loaded, its summary, its error or
/// its warnings, each with its place in the file; ready for `JSONEncoder`.
public struct CheckReport: Encodable, Sendable {
  /// The scene file's path, as given.
  public var file: String
  /// Whether the scene loaded.
  public var ok: Bool
  /// The scene's one-line ``Scene/summary``; `nil` when it did not load.
  public var summary: String?
  /// Why the scene did not load; `nil` when it did.
  public var error: Problem?
  /// The lint warnings of a scene that loaded; empty when it did not load.
  public var warnings: [Problem]

  /// An error or a warning with its place.
  public struct Problem: Encodable, Sendable {
    /// The lint rule of a warning; `nil` for the error.
    public var rule: String?
    /// The 1-based line in the file.
    public var line: Int
    /// The 1-based column in the line.
    public var column: Int
    /// Where in the document, e.g. `layers[0].modifiers[2]`; empty when no place applies.
    public var keyPath: String
    /// What is wrong, without the place.
    public var message: String
    /// The error's exit code (65 invalid, 66 a missing file); `nil` for a warning.
    public var exitCode: Int32?
  }

  /// A scene that loaded, with its lint warnings.
  public init(file: String, scene: Scene, warnings: [SceneWarning]) {
    self.file = file
    ok = true
    summary = scene.summary
    error = nil
    self.warnings = warnings.map {
      Problem(
        rule: $0.rule.rawValue, line: $0.line, column: $0.column, keyPath: $0.keyPath, message: $0.message,
        exitCode: nil)
    }
  }

  /// A scene that did not load.
  public init(file: String, error: SceneError) {
    self.file = file
    ok = false
    summary = nil
    self.error = Problem(
      rule: nil, line: error.line, column: error.column, keyPath: error.keyPath, message: error.message,
      exitCode: error.exitCode)
    warnings = []
  }
}

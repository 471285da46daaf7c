/// What `render-anim check --json` prints for one scene: whether it loaded, its summary, its error or
/// its warnings, each with its place in the file; ready for `JSONEncoder`.
public struct CheckReport: Encodable, Sendable {
  public var file: String
  public var ok: Bool
  public var summary: String?
  public var error: Problem?
  public var warnings: [Problem]

  /// An error or a warning with its place.
  public struct Problem: Encodable, Sendable {
    public var rule: String?
    public var line: Int
    public var column: Int
    public var keyPath: String
    public var message: String
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

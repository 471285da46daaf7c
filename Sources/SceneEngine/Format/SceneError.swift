/// A problem with a scene file, reported as `file:line:column: error: message (at key.path)` with the exit
/// code of docs/architecture.md, Exit codes: 65 for an invalid scene, 66 for a missing file.
public struct SceneError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of problem it is.
  public enum Kind: Sendable, Equatable {
    /// The scene is malformed or invalid (exit 65).
    case invalid
    /// The scene file (or a file it names) cannot be read (exit 66).
    case missingFile
  }

  public var kind: Kind
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String
  /// Where in the document, e.g. `layers[0].modifiers[2].scaleEffect.anchor`.
  public var keyPath: String

  public init(_ kind: Kind = .invalid, file: String, line: Int, column: Int, message: String, keyPath: String = "") {
    self.kind = kind
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.keyPath = keyPath
  }

  /// The process exit code for this error.
  public var exitCode: Int32 { kind == .missingFile ? 66 : 65 }

  /// One line: `file:line:column: error: message (at key.path)`.
  public var description: String {
    let at = keyPath.isEmpty ? "" : " (at \(Self.oneLine(keyPath)))"
    return "\(Self.oneLine(file)):\(line):\(column): error: \(Self.oneLine(message))\(at)"
  }

  /// `text` on one line: line breaks of any kind (a key may contain one) become spaces.
  static func oneLine(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    return String(text.map { $0.isNewline ? " " : $0 })
  }
}

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

  /// Whether the scene is invalid or a file is missing; it decides ``exitCode``.
  public var kind: Kind
  /// The file the problem is in, as named in the message.
  public var file: String
  /// The 1-based line of the problem.
  public var line: Int
  /// The 1-based column of the problem.
  public var column: Int
  /// What is wrong, without the place.
  public var message: String
  /// Where in the document, e.g. `layers[0].modifiers[2].scaleEffect.anchor`.
  public var keyPath: String

  /// An error of `kind` at `line`:`column` of `file`; `keyPath` is empty when no place in the document applies.
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

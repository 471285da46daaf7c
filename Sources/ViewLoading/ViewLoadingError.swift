/// Why a Swift view file cannot be loaded: it does not compile, the toolchain is missing, or the options
/// name no view.
public struct ViewLoadingError: Error, Sendable, CustomStringConvertible {
  /// What kind of problem, for the exit code (docs/swift-views.md, Bad input).
  public enum Kind: Sendable {
    /// swiftc rejected the file: its diagnostics are in ``message`` (exit 65).
    case compile
    /// `--view`/`--preview` name nothing, or the file has no view to choose (exit 64).
    case usage
    /// The toolchain or render-anim's compiled SwiftUI module is missing, or the library would not load (exit 1).
    case environment
    /// The file is missing (exit 66).
    case missingFile
  }
  /// What kind of problem it is, which decides the exit code.
  public var kind: Kind
  /// One line; for ``Kind/compile``, swiftc's `file:line:column: error:` lines.
  public var message: String
  /// An error of `kind`, described by `message`.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }
  public var description: String { message }
  /// The documented exit code.
  public var exitCode: Int32 {
    switch kind {
    case .compile: return 65
    case .usage: return 64
    case .environment: return 1
    case .missingFile: return 66
    }
  }
}

/// Why a view cannot be rendered: a missing construct, a runaway body, a tap that names nothing.
nonisolated public struct ViewError: Error, Sendable, CustomStringConvertible {
  /// What kind of problem, for the exit code (docs/swift-views.md, Bad input).
  public enum Kind: Sendable {
    /// The view uses something render-anim does not support, or is inconsistent (exit 65).
    case unsupported
    /// A body that nests without end, never settles, or takes too long (exit 65).
    case runaway
    /// A `--tap` target that matches no view, or several (exit 64).
    case usage
  }
  /// What kind of problem.
  public var kind: Kind
  /// One line.
  public var message: String
  /// Whether the view never comes to rest and no duration was given, which a front end may say in its own
  /// words (a scene file's: add a `duration`).
  package var neverRests = false

  /// Creates an error.
  public init(_ kind: Kind = .unsupported, _ message: String) {
    self.kind = kind
    self.message = message
  }

  public var description: String { message }
}

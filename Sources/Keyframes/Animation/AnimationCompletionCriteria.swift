/// When a transaction's completion runs. Mirrors SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable { case logicallyComplete, removed }
  let kind: Kind

  /// When every animation of the transaction is logically complete (a spring at its response, a curve at
  /// its duration). The default.
  public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
  /// When every animation of the transaction, and any that later merged into it, has been removed.
  public static let removed = AnimationCompletionCriteria(kind: .removed)

  /// `.logicallyComplete` or `.removed`.
  public var description: String { kind == .removed ? ".removed" : ".logicallyComplete" }
}

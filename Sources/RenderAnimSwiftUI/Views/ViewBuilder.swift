/// Builds views from closures: SwiftUI's `@ViewBuilder` (blocks, `if`/`else`, `switch`, optionals, loops
/// through ``ForEach``).
@resultBuilder
nonisolated public enum ViewBuilder {
  /// An empty block.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// A block of one view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// A block of several views.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }
  /// One expression.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// The first branch of `if`/`else` or `switch`.
  public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
    .init(storage: .trueContent(first))
  }
  /// The second branch.
  public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
    .init(storage: .falseContent(second))
  }
  /// `if #available`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

import DisplayModel
import Keyframes

/// `.animation(_:value:)`, `.animation(_:)` and `.transaction(_:)`: the transaction the views inside
/// see during an update.
nonisolated public struct _TransactionModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let change: (inout Transaction, ResolveContext, ViewPath) -> Void
  func resolve(
    content: any View, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    var env = environment
    change(&env.transaction, context, path)
    var nodes = try context.resolve(content, path: path, environment: env)
    for i in nodes.indices { nodes[i].layoutTransaction = env.transaction }
    return nodes
  }
}

nonisolated extension View {
  /// Animates the changes inside with `animation` when `value` changes.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(
      _TransactionModifier { transaction, context, path in
        let key = context.slot(path, "animation")
        guard let graph = context.graph, graph.changed(key: key, to: value), !transaction.disablesAnimations else {
          return
        }
        transaction.animation = animation
      })
  }
  /// Animates every change inside with `animation` (SwiftUI's deprecated form).
  public func animation(_ animation: Animation?) -> some View {
    modifier(
      _TransactionModifier { transaction, _, _ in
        if !transaction.disablesAnimations { transaction.animation = animation }
      })
  }
  /// Changes the transaction of the updates inside.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(_TransactionModifier { transaction, _, _ in transform(&transaction) })
  }
  /// Changes the transaction of the updates inside when `value` changes.
  public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(
      _TransactionModifier { transaction, context, path in
        let key = context.slot(path, "transaction")
        if let graph = context.graph, graph.changed(key: key, to: value) { transform(&transaction) }
      })
  }
  /// How the view is inserted and removed. A `.modifier(active:identity:)` transition keeps the view in its
  /// identity modifier while it is present.
  public func transition(_ t: AnyTransition) -> some View {
    _TransitionPresenting(content: self, transition: t).annotate { node, _ in node.transition = t }
  }
  /// How text inside changes its string: `.numericText()` rolls the changed digits, `.opacity` crossfades
  /// (with the change's animation; without one the new text shows at once).
  public func contentTransition(_ transition: ContentTransition) -> some View {
    environmentChange { $0.contentTransition = transition.kind }
  }
}

/// How a view's content changes (SwiftUI's `ContentTransition`): for `Text`, as scene layers do.
nonisolated public struct ContentTransition: Sendable {
  let kind: TextContentTransition
  /// No transition: the new content shows at once.
  public static let identity = ContentTransition(kind: .identity)
  /// The old content fades out as the new content fades in.
  public static let opacity = ContentTransition(kind: .opacity)
  /// Interpolates between the old and the new content; render-anim draws it as `.opacity` (a crossfade).
  public static let interpolate = ContentTransition(kind: .opacity)
  /// Changed digits roll up (the new ones come from below), or down with `countsDown: true`, whichever
  /// way the number moved, as SwiftUI's: ``numericText(value:)`` takes the direction from the value.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: countsDown))
  }
  /// Digits roll in the direction `value` moved: up when it grew, down when it shrank.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: nil))
  }
  /// A symbol replaced by another (`.symbolEffect(.replace)`): the old one shrinks and fades as the new one
  /// grows in (one layer per symbol); any other effect crossfades.
  public static func symbolEffect<T: ContentTransitionSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    (effect as? ReplaceSymbolEffect).map { ContentTransition(kind: .replace($0.replacement)) } ?? .opacity
  }
  /// The automatic symbol transition: a replace.
  public static var symbolEffect: ContentTransition { ContentTransition(kind: .replace()) }
}

nonisolated extension ContentTransition {
  /// The transition of the display model's `kind` (a scene file's `contentTransition`).
  package init(_ kind: TextContentTransition) { self.init(kind: kind) }
}

/// A view as its transition presents it: in the identity modifiers of its `.modifier(active:identity:)`
/// parts (at the view's own place in the tree, so a transition without them changes nothing).
nonisolated struct _TransitionPresenting<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let transition: AnyTransition

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    guard transition.presents else { return try context.resolve(content, path: path, environment: environment) }
    return try context.resolve(
      transition.presenting(AnyView(content)), path: path.appending("presented"), environment: environment)
  }
}

/// A modifier that makes a new view from a view (SwiftUI's `ViewModifier`). A custom modifier's
/// `body(content:)` is evaluated like a view's body; it may hold `@State`, and if it is `Animatable`
/// (SwiftUI's `AnimatableModifier`) its `animatableData` is animated.
@MainActor @preconcurrency public protocol ViewModifier {
  /// The type of view the modifier returns.
  associatedtype Body: View
  /// The content the modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view.
  @ViewBuilder func body(content: Content) -> Body
}

/// SwiftUI's `AnimatableModifier`.
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// The view a modifier's `body(content:)` receives: the view the modifier is applied to.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  public typealias Body = Never
  let resolveContent: (ViewPath, ViewEnvironment, ResolveContext) throws(ViewError) -> [ViewNode]
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    try resolveContent(path, environment, context)
  }
}

/// A modifier render-anim applies itself.
protocol PrimitiveModifier {
  /// Resolves `content` at `path` and applies the modifier.
  func resolve(
    content: any View, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode]
}

nonisolated extension ViewModifier where Body == Never {
  /// Built-in modifiers have no body.
  public func body(content: Content) -> Never { fatalError("\(Self.self) is applied by render-anim") }
}

/// A view with a modifier applied (SwiftUI's `ModifiedContent`).
nonisolated public struct ModifiedContent<Content, Modifier> {
  /// The view the modifier is applied to (for ``ViewModifier/concat(_:)``, the first modifier).
  public var content: Content
  /// The modifier applied to the content.
  public var modifier: Modifier
  /// Creates a view that applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    if let primitive = modifier as? any PrimitiveModifier {
      return try primitive.resolve(content: content, path: path, environment: environment, in: context)
    }
    let content = self.content
    // The content is made where the modifier was applied, not by its body (DerivedScope).
    let scope = DerivedScope.active
    let inner = _ViewModifier_Content<Modifier> {
      (p: ViewPath, e: ViewEnvironment, c: ResolveContext) throws(ViewError) in
      try DerivedScope.with(scope) { () throws(ViewError) in try c.resolve(content, path: p, environment: e) }
    }
    return try context.resolveModifierBody(modifier, content: inner, path: path, environment: environment)
  }
}

nonisolated extension View {
  /// Applies `modifier`.
  public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

nonisolated extension ViewModifier {
  /// Applies `modifier` after this one.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A piece of user interface: SwiftUI's `View`. A view describes its content in ``body``; render-anim's
/// runtime evaluates bodies by identity and draws the result (docs/swift-views.md).
@MainActor @preconcurrency public protocol View {
  /// The type of view this view's body returns.
  associatedtype Body: View
  /// The content of the view.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// Never has a body: primitive views use `Never`.
  public var body: Never { fatalError("Never has no body") }
}

/// A view the runtime draws itself (its `body` is never called).
protocol PrimitiveView {
  /// The nodes this view stands for, at `path`, in `context`.
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
}

nonisolated extension View where Body == Never {
  /// A primitive view has no body: render-anim draws it.
  public var body: Never { fatalError("\(Self.self) is drawn by render-anim and has no body") }
}

/// A view that shows nothing.
nonisolated public struct EmptyView: View, PrimitiveView {
  public typealias Body = Never
  /// Creates an empty view.
  public init() {}
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  { [] }
}

/// A type-erased view.
nonisolated public struct AnyView: View, PrimitiveView {
  public typealias Body = Never
  let view: any View
  /// Wraps `view`.
  public init<V: View>(_ view: V) { self.view = view }
  /// Wraps a view given as an existential.
  public init(erasing view: any View) { self.view = view }
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    try context.resolve(view, path: path, environment: environment)
  }
}

/// Several views, from a ``ViewBuilder`` block: each keeps its position as its identity.
nonisolated public struct TupleView<T>: View, PrimitiveView {
  public typealias Body = Never
  /// The views.
  public var value: T
  /// Creates a tuple of views.
  public init(_ value: T) { self.value = value }
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    var nodes: [ViewNode] = []
    for (i, child) in Mirror(reflecting: value).children.enumerated() {
      guard let view = child.value as? any View else { continue }
      nodes += try context.resolve(view, path: path.appending(String(i)), environment: environment)
    }
    return nodes
  }
}

/// One of two views, from `if`/`else` or `switch` in a ``ViewBuilder``; each branch is its own identity.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  public typealias Body = Never
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    switch storage {
    case .trueContent(let v): return try context.resolve(v, path: path.appending("if"), environment: environment)
    case .falseContent(let v): return try context.resolve(v, path: path.appending("else"), environment: environment)
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    guard let view = self else { return [] }
    return try context.resolve(view, path: path.appending("some"), environment: environment)
  }
}

/// Views grouped without a layout of their own: modifiers on a group apply to each view in it.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content
  /// Creates a group.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    try context.resolve(content, path: path, environment: environment)
  }
}

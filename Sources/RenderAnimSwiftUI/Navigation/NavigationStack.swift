import DisplayModel

/// A navigation container (SwiftUI's `NavigationStack`): its root view under a navigation bar drawn as
/// iOS 17 draws it at the top of a scroll view (docs/swift-views.md, Navigation): a 44-point bar with the
/// toolbar's items at its sides, 16 points in, and the title — large (34-point bold, 16 points in, in a
/// 52-point row under the bar) or inline (17-point semibold, centred in the bar). No bar background is
/// drawn, as at the top of a scroll view. The content fills the rest, centred. Pushing is not drawn.
nonisolated public struct NavigationStack<Root: View>: View, PrimitiveView {
  public typealias Body = Never
  let root: Root

  /// A stack with `root` at its bottom.
  public init(@ViewBuilder root: () -> Root) { self.root = root() }
  /// A stack bound to a path of pushed values (the root is drawn; pushed views are not).
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) { self.root = root() }
  /// A stack bound to an array of pushed values (the root is drawn; pushed views are not).
  public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let content = try context.resolve(root, path: path.appending("root"), environment: environment)
    let bar = NavigationBarItems.collect(content)
    return try context.resolve(
      NavigationLayout(bar: bar, content: content), path: path.appending("bar"), environment: environment)
  }
}

/// The older navigation container (SwiftUI's `NavigationView`): drawn as ``NavigationStack``.
nonisolated public struct NavigationView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content
  /// A navigation container of `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    try context.resolve(NavigationStack { content }, path: path, environment: environment)
  }
}

/// A list of pushed values (SwiftUI's `NavigationPath`): kept, not drawn.
nonisolated public struct NavigationPath: Sendable, Equatable {
  /// The number of values pushed.
  public private(set) var count = 0
  /// An empty path.
  public init() {}
  /// Whether nothing is pushed.
  public var isEmpty: Bool { count == 0 }
  /// Pushes a value.
  public mutating func append<V: Hashable>(_ value: V) { count += 1 }
  /// Pops `k` values.
  public mutating func removeLast(_ k: Int = 1) { count = max(0, count - k) }
}

/// The bar and title around a navigation stack's content, as views.
nonisolated struct NavigationLayout: View {
  let bar: NavigationBarItems
  let content: [ViewNode]

  var body: some View {
    VStack(spacing: 0) {
      if !bar.hidden {
        ZStack {
          HStack(spacing: 16) {
            _ResolvedNodes(nodes: bar.leading)
            Spacer(minLength: 0)
            _ResolvedNodes(nodes: bar.trailing)
          }
          .padding(.horizontal, 16)
          if !bar.principal.isEmpty {
            _ResolvedNodes(nodes: bar.principal)
          } else if let title = bar.title, !bar.isLarge {
            Text(title).font(.headline).lineLimit(1)
          }
        }
        .frame(height: 44)
        if let title = bar.title, bar.isLarge {
          Text(title).font(.largeTitle.bold()).lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.leading, 16).padding(.bottom, 8)
            .frame(height: 52, alignment: .bottom)
        }
      }
      _ResolvedNodes(nodes: content).frame(maxWidth: .infinity, maxHeight: .infinity)
    }
    .background {
      if let background = bar.background { background.ignoresSafeArea() }
    }
  }
}

/// Nodes resolved already (a navigation stack's content and its toolbar's items), placed as views.
nonisolated struct _ResolvedNodes: View, PrimitiveView {
  typealias Body = Never
  let nodes: [ViewNode]
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  { nodes }
}

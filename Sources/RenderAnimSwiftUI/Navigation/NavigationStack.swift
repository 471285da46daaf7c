import DisplayModel

/// A navigation container (SwiftUI's `NavigationStack`): its root view under a navigation bar drawn as
/// iOS 17 draws it at the top of a scroll view (docs/swift-views.md, Navigation): a 44-point bar with the
/// toolbar's items at its sides, 16 points in, and the title — large (34-point bold, 16 points in, in a
/// 52-point row under the bar) or inline (17-point semibold, centred in the bar). No bar background is
/// drawn, as at the top of a scroll view. The content fills the rest, centred. A `NavigationLink` pushes
/// its destination, which slides in from the trailing edge over the root with a back button
/// (NavigationStack+Push.swift).
nonisolated public struct NavigationStack<Root: View>: View, PrimitiveView {
  public typealias Body = Never
  let root: Root
  /// The bound path of pushed values, when there is one.
  let path: NavigationPathBinding?

  /// A stack with `root` at its bottom.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = nil
  }
  /// A stack bound to a path of pushed values: each value is drawn by the stack's
  /// `.navigationDestination(for:)` of its type.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = NavigationPathBinding(
      values: { path.wrappedValue.values }, push: { path.wrappedValue.values.append($0) },
      pop: { path.wrappedValue.removeLast() })
  }
  /// A stack bound to an array of pushed values.
  public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    self.path = NavigationPathBinding(
      values: { path.wrappedValue.map { AnyHashable($0) } },
      push: { if let v = $0.base as? Data.Element { path.wrappedValue.append(v) } },
      pop: { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } })
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    // The stack keeps an edit mode for the views in it (`EditButton` in its toolbar, a list's rows), unless
    // a view around placed one, as SwiftUI's navigation containers do.
    var environment = environment
    if environment.values.editMode == nil {
      let mode = State<EditMode>(wrappedValue: .inactive)
      mode.bind(key: StateKey(view: path, property: "#editMode"), store: context.store)
      environment.values.editMode = mode.projectedValue
    }
    // UINavigationController keeps its bar below the status bar, whatever frame it is given.
    var nodes = try NavigationPush(stackPath: path, bound: self.path, context: context).resolve(
      root: root, environment: environment)
    for i in nodes.indices { nodes[i].keepsSafeArea = true }
    return nodes
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

/// A list of pushed values of any types (SwiftUI's `NavigationPath`).
nonisolated public struct NavigationPath: @unchecked Sendable, Equatable {
  var values: [AnyHashable] = []
  /// An empty path.
  public init() {}
  /// A path of `elements`.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable { values = elements.map { AnyHashable($0) } }
  /// The number of values pushed.
  public var count: Int { values.count }
  /// Whether nothing is pushed.
  public var isEmpty: Bool { values.isEmpty }
  /// Pushes a value.
  public mutating func append<V: Hashable>(_ value: V) { values.append(AnyHashable(value)) }
  /// Pops `k` values.
  public mutating func removeLast(_ k: Int = 1) { values.removeLast(Swift.min(k, values.count)) }
}

/// The bar and title around a navigation stack's content, as views.
nonisolated struct NavigationLayout: View {
  let bar: NavigationBarItems
  let content: [ViewNode]
  /// How far the content's first vertical scroll view is scrolled (NavigationLayout+Scrolling.swift).
  let scrolled: Double

  init(bar: NavigationBarItems, content: [ViewNode]) {
    self.bar = bar
    let large = !bar.hidden && bar.isLarge && bar.title != nil
    let drawer = bar.hidden ? 0 : Self.drawerCollapsible(bar.search)
    (self.content, scrolled) = Self.collapsing(content, collapsible: (large ? Self.largeTitleHeight : 0) + drawer)
  }

  var body: some View {
    let reach: BackgroundReach = bar.background == nil ? .nowhere : Self.backgroundReach(of: content)
    VStack(spacing: 0) {
      if !bar.hidden {
        VStack(spacing: 0) { barAndTitle }
          .background {
            if reach == .bar, let background = bar.background { background.ignoresSafeArea(edges: .top) }
          }
      }
      _ResolvedNodes(nodes: content).frame(maxWidth: .infinity, maxHeight: .infinity)
      if !bar.bottom.isEmpty || !bar.status.isEmpty {
        // The bottom toolbar: 44 points over the bar material (which reaches the screen's bottom edge),
        // its items 16 points in and apart from the leading edge, status items centred.
        barRow(leading: bar.bottom, trailing: []) { _ResolvedNodes(nodes: bar.status) }
          .background(Rectangle().fill(.bar).ignoresSafeArea(edges: .bottom))
      }
    }
    .background {
      if reach == .whole, let background = bar.background { background.ignoresSafeArea() }
    }
  }

  /// The bar (44 points) and the large title's row under it.
  @ViewBuilder private var barAndTitle: some View {
    barRow(leading: bar.leading, trailing: bar.trailing) {
      if !bar.principal.isEmpty {
        _ResolvedNodes(nodes: bar.principal)
      } else if let title = bar.title, !bar.isLarge || inlineTitleOpacity > 0 {
        Text(title).font(.headline).lineLimit(1).opacity(inlineTitleOpacity)
      }
    }
    .background {
      if barMaterialOpacity > 0 {
        // The bar material, and under it the bar's hairline (UIKit's standard appearance).
        Rectangle().fill(.bar).ignoresSafeArea(edges: .top)
          .overlay(alignment: .bottom) {
            Rectangle().fill(Color(named: "separator")).frame(height: UIScreen.hairline)
          }
          .opacity(barMaterialOpacity)
      }
    }
    if let title = bar.title, bar.isLarge {
      if titleCollapse > 0 {
        largeTitle(title).frame(height: Self.largeTitleHeight - titleCollapse, alignment: .bottom).clipped()
      } else {
        largeTitle(title)
      }
    }
    if let search = bar.search {
      if searchCollapse > 0 {
        SearchFieldDrawer(request: search).opacity(1 - searchCollapse / SearchFieldDrawer.height)
          .frame(height: SearchFieldDrawer.height - searchCollapse, alignment: .bottom).clipped()
      } else {
        SearchFieldDrawer(request: search)
      }
    }
  }

  /// The large title: 34-point bold, 16 points in, its line 8 points above the bottom of its 52-point row.
  private func largeTitle(_ title: String) -> some View {
    Text(title).font(.largeTitle.bold()).lineLimit(1)
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(.leading, 16).padding(.bottom, 8)
      .frame(height: Self.largeTitleHeight, alignment: .bottom)
  }

  /// A 44-point bar: items 16 points in and apart from each side, and what is in the middle centred.
  private func barRow(
    leading: [ViewNode], trailing: [ViewNode], @ViewBuilder middle: () -> some View
  ) -> some View {
    ZStack {
      HStack(spacing: 16) {
        _ResolvedNodes(nodes: leading)
        Spacer(minLength: 0)
        _ResolvedNodes(nodes: trailing)
      }
      .padding(.horizontal, 16)
      middle()
    }
    .frame(height: 44)
  }
}

/// Nodes resolved already (a navigation stack's content and its toolbar's items), placed as views.
nonisolated struct _ResolvedNodes: View, PrimitiveView {
  typealias Body = Never
  let nodes: [ViewNode]
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  { nodes }
}

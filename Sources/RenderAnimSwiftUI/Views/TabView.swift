import DisplayModel

/// SwiftUI's `TabView`: the chosen tab's view over iOS's tab bar, or with `.tabViewStyle(.page)` its pages
/// side by side, the chosen one showing (TabView+Parts.swift). Each view of its content is a tab, chosen by
/// its `.tag` (or the id `ForEach` gave it); `.tabItem` is its item in the bar.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs of which `selection` chooses one (nil: the first).
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let tabs = try context.resolve(content, path: path.appending("tabs"), environment: environment)
    let chosenTag = selection.map { AnyHashable($0.wrappedValue) }
    // Without a selection the tab view keeps its own: the index of the tab chosen last (the first at first).
    let own = State<Int>(wrappedValue: 0)
    if selection == nil { own.bind(key: StateKey(view: path, property: "#tab"), store: context.store) }
    let index =
      selection == nil
      ? min(max(own.wrappedValue, 0), max(tabs.count - 1, 0))
      : chosenTag.flatMap { tag in tabs.firstIndex { $0.tag == tag } } ?? 0
    // Only the chosen tab (or page) appears (its `onAppear` runs); the others are read for their items and
    // tags, and a page appears when it is chosen.
    for (i, tab) in tabs.enumerated() where i != index {
      context.graph?.forgetAppearances(under: tab.path)
    }
    let binding = selection
    let tags = tabs.map(\.tag)
    let choose: (Int) -> Void = { i in
      if let binding {
        if let value = tags[i]?.base as? SelectionValue { binding.wrappedValue = value }
      } else {
        own.wrappedValue = i
      }
    }
    switch environment.tabViewStyle {
    case .page(let dots):
      let body = PagedTabs(
        pages: tabs, chosen: index, showsIndex: dots, backed: environment.pageIndexBacked, choose: choose)
      return try context.resolve(body, path: path.appending("tabView"), environment: environment)
    case .bar:
      // UITabBarController keeps its bar above the home indicator, whatever frame it is given.
      let body = TabBarTabs(tabs: tabs, chosen: index, tint: environment.tint, choose: choose)
      var nodes = try context.resolve(body, path: path.appending("tabView"), environment: environment)
      for i in nodes.indices { nodes[i].keepsSafeArea = true }
      return nodes
    }
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs, the first one showing.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

/// How a tab view is drawn (SwiftUI's `TabViewStyle`).
nonisolated public protocol TabViewStyle {
  /// The look it stands for.
  var _kind: TabViewStyleKind { get }
}

/// The looks a tab view is drawn with.
nonisolated public enum TabViewStyleKind: Sendable, Equatable {
  /// The tab bar.
  case bar
  /// Pages side by side, with dots for them when `true`.
  case page(showsIndex: Bool)
}

/// The tab bar (iOS's default).
nonisolated public struct DefaultTabViewStyle: TabViewStyle {
  /// The default style.
  public init() {}
  public var _kind: TabViewStyleKind { .bar }
}

/// Pages side by side.
nonisolated public struct PageTabViewStyle: TabViewStyle {
  /// When the page dots show.
  public enum IndexDisplayMode: Sendable {
    /// Where there is more than one page.
    case automatic
    /// Always.
    case always
    /// Never.
    case never
  }
  let mode: IndexDisplayMode
  /// Pages with dots as `indexDisplayMode` says.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) { mode = indexDisplayMode }
  public var _kind: TabViewStyleKind { .page(showsIndex: mode != .never) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The platform's style (the tab bar).
  nonisolated public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages with dots.
  nonisolated public static var page: PageTabViewStyle { PageTabViewStyle() }
  /// Pages with dots as `indexDisplayMode` says.
  nonisolated public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

/// The background of a page view's dots (SwiftUI's `IndexViewStyle`).
nonisolated public protocol IndexViewStyle {
  /// Whether the dots stand on a capsule.
  var _backed: Bool { get }
}
/// The page dots' background.
nonisolated public struct PageIndexViewStyle: IndexViewStyle {
  /// When the dots have a background.
  public enum BackgroundDisplayMode: Sendable {
    /// The system's choice: here, no background.
    case automatic
    /// A background only while the dots are touched: none here, as a render is never touched.
    case interactive
    /// Always a background: the dots stand on a capsule.
    case always
    /// Never a background.
    case never
  }
  let mode: BackgroundDisplayMode
  /// Dots with a background as `backgroundDisplayMode` says (drawn with `.always` only: a render is
  /// never touched).
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { mode = backgroundDisplayMode }
  public var _backed: Bool { mode == .always }
}
extension IndexViewStyle where Self == PageIndexViewStyle {
  /// The page dots.
  nonisolated public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  /// The page dots with a background as `backgroundDisplayMode` says.
  nonisolated public static func page(
    backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode
  ) -> PageIndexViewStyle { PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode) }
}

nonisolated extension View {
  /// Draws the tab views inside in `style`.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environmentChange { $0.tabViewStyle = style._kind }
  }
  /// Draws the page dots of the tab views inside on a translucent capsule (`.always`).
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    environmentChange { $0.pageIndexBacked = style._backed }
  }
  /// The view's item in the tab bar of the tab view around it.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    let item = AnyView(label())
    return annotate { node, _ in node.tabItem = item }
  }
}

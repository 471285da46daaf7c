/// iOS 18's `Tab`: one tab of a `TabView`, its content, its item in the bar (a title with an SF Symbol or
/// an image, or a label of your own) and the value a selection chooses it by. In a render it is the tab
/// `.tabItem` and `.tag` make, so the two ways of writing a tab view draw alike (docs/swift-views.md,
/// Controls).
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View {
  let value: Value?
  let content: Content
  let label: Label

  init(value: Value?, content: Content, label: Label) {
    self.value = value
    self.content = content
    self.label = label
  }

  /// A tab chosen by `value`, with a label of your own.
  public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
  {
    self.init(value: value, content: content(), label: label())
  }

  public var body: some View {
    let item = AnyView(label)
    let tag = value.map { AnyHashable($0) }
    return ZStack { content }
      .annotate { node, _ in
        node.tabItem = item
        if let tag { node.tag = tag }
      }
  }
}

/// A tab's item as iOS draws it from a title and an image (SwiftUI's `DefaultTabLabel`).
nonisolated public struct DefaultTabLabel: View {
  let title: Text
  let image: Image
  public var body: some View { Label(title: { title }, icon: { image }) }
}

/// What a tab is for (SwiftUI's `TabRole`): a search tab is drawn as any other on an iPhone.
nonisolated public struct TabRole: Hashable, Sendable {
  let name: String
  /// The search tab: titled "Search" with a magnifying glass unless it says otherwise.
  public static let search = TabRole(name: "search")
}

extension Tab where Label == DefaultTabLabel {
  /// A tab titled `titleKey` with the SF Symbol `systemImage`, chosen by `value`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
  }
  /// A tab titled as written, with the SF Symbol `systemImage`, chosen by `value`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
  }
  /// A tab titled `titleKey` with the image `image`, chosen by `value`.
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
  }
  /// A tab with `role`'s title and symbol (the search tab), chosen by `value`.
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(
      value: value, content: content(),
      label: DefaultTabLabel(title: Text("Search"), image: Image(systemName: "magnifyingglass")))
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab titled `titleKey` with the SF Symbol `systemImage`, in a tab view without a selection.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
  }
  /// A tab titled as written, with the SF Symbol `systemImage`, in a tab view without a selection.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
  }
  /// A tab titled `titleKey` with the image `image`, in a tab view without a selection.
  public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content)
  {
    self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
  }
  /// The search tab, in a tab view without a selection.
  public init(role: TabRole, @ViewBuilder content: () -> Content) {
    self.init(
      value: nil, content: content(),
      label: DefaultTabLabel(title: Text("Search"), image: Image(systemName: "magnifyingglass")))
  }
}

/// Tabs under a title (SwiftUI's `TabSection`): on an iPhone the bar shows them as any others.
nonisolated public struct TabSection<Content: View>: View {
  let content: Content
  /// Tabs titled `titleKey` in a sidebar (on an iPhone, in the bar with the others).
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
  /// Tabs titled as written.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
  /// Tabs under a header of your own.
  public init<Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
    self.content = content()
  }
  public var body: some View { content }
}

/// iOS 18's tab view that becomes a sidebar on an iPad: a tab bar on an iPhone.
nonisolated public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// The adaptable style.
  public init() {}
  public var _kind: TabViewStyleKind { .bar }
}

/// iOS 18's tab bar without a sidebar.
nonisolated public struct TabBarOnlyTabViewStyle: TabViewStyle {
  /// The tab bar only.
  public init() {}
  public var _kind: TabViewStyleKind { .bar }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar on an iPhone.
  nonisolated public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// The tab bar.
  nonisolated public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

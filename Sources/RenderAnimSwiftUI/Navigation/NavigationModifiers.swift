import DisplayModel

/// What a view asks of the navigation bar of the stack it is in (see ``NavigationBarItems``).
nonisolated struct NavigationRequest {
  var title: String?
  var displayMode: NavigationBarItem.TitleDisplayMode?
  var leading: [ViewNode] = []
  var trailing: [ViewNode] = []
  var principal: [ViewNode] = []
  /// `.bottomBar` items, leading to trailing, and `.status` items, centred, in the bottom toolbar.
  var bottom: [ViewNode] = []
  var status: [ViewNode] = []
  var hidden = false
  /// What the stack draws behind its bar and content: a list's or form's background.
  var background: Color? = nil
  /// `.navigationBarBackButtonHidden`.
  var backButtonHidden = false
  /// `.navigationDestination(for:)`: the view for a pushed value of its type (nil for another type).
  var destinations: [(AnyHashable) -> AnyView?] = []
  /// `.navigationDestination(isPresented:)` and `(item:)` while they push.
  var pushed: [NavigationEntry] = []
  /// `.searchable`: the field in the bar's drawer.
  var search: SearchFieldRequest? = nil
}

/// `.toolbar { … }`: the items are resolved in the view's environment and handed to the stack's bar.
nonisolated public struct _ToolbarModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let entries: [ToolbarEntry]
  func resolve(
    content: any View, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    var nodes = try context.resolve(content, path: path, environment: environment)
    guard !nodes.isEmpty else { return nodes }
    var request = nodes[0].navigation ?? NavigationRequest()
    // Bar buttons draw their symbols at the large image scale, and labels as their icons alone, as iOS's
    // bar button items do.
    var env = environment
    env.imageScale = .large
    if env.labelStyle == nil { env.labelStyle = AnyLabelStyle(IconOnlyLabelStyle()) }
    for (i, entry) in entries.enumerated() {
      // A confirmation action (Done, Save) is semibold, as UIKit draws a bar's done button.
      var itemEnvironment = env
      if entry.placement.emphasized { itemEnvironment.fontWeight = itemEnvironment.fontWeight ?? .semibold }
      let item = try context.resolve(
        entry.view, path: path.appending("toolbar\(i)"), environment: itemEnvironment)
      switch entry.placement.side {
      case .leading: request.leading += item
      case .trailing: request.trailing += item
      case .principal: request.principal += item
      case .bottom: request.bottom += item
      case .status: request.status += item
      case .none: break
      }
    }
    nodes[0].navigation = request
    return nodes
  }
}

nonisolated extension View {
  /// The title of the navigation bar of the stack this view is in.
  public func navigationTitle(_ title: String) -> some View { navigationRequest { $0.title = $0.title ?? title } }
  /// The title of the navigation bar (a localized key).
  public func navigationTitle(_ title: LocalizedStringKey) -> some View { navigationTitle(Text(title).string) }
  /// The title of the navigation bar, from a `Text`.
  public func navigationTitle(_ title: Text) -> some View { navigationTitle(title.string) }
  /// The title of the navigation bar (the older form).
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
  /// The title of the navigation bar from a key (the older form).
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }
  /// The title of the navigation bar from a string, as written (the older form).
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(String(title)) }
  /// The title of the navigation bar and how it shows (the older form).
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
  }
  /// The title of the navigation bar from a `Text`, and how it shows (the older form).
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }
  /// Large or inline title.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationRequest { $0.displayMode = $0.displayMode ?? mode }
  }
  /// The items of the navigation bar.
  public func toolbar(@ToolbarContentBuilder content: () -> _ToolbarEntries) -> some View {
    modifier(_ToolbarModifier(entries: content()._entries))
  }
  /// Views for the navigation bar's trailing side (SwiftUI's view-builder toolbar).
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(_ToolbarModifier(entries: [ToolbarEntry(placement: .automatic, view: content())]))
  }
  /// Hides the navigation bar (`.toolbar(.hidden, for: .navigationBar)`) or, on a tab's content, the tab
  /// bar (`.tabBar`) while the tab is chosen.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    hidingBars(visibility == .hidden ? Set(bars) : [])
  }
  /// The same (iOS 18's name).
  public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    hidingBars(visibility == .hidden ? Set(bars) : [])
  }
  /// Whether the bars show their background (iOS 18's name for `toolbarBackground(_:for:)`): accepted;
  /// render-anim's bars take their material from what scrolls under them (docs/swift-views.md, Navigation).
  public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    self
  }

  private func hidingBars(_ bars: Set<ToolbarPlacement>) -> some View {
    navigationRequest { $0.hidden = $0.hidden || bars.contains(.navigationBar) }
      .annotate { node, _ in node.hidesTabBar = node.hidesTabBar || bars.contains(.tabBar) }
  }
  /// Hides the navigation bar.
  public func navigationBarHidden(_ hidden: Bool) -> some View { navigationRequest { $0.hidden = $0.hidden || hidden } }
  /// Hides the back button of the bar when this view is pushed.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    navigationRequest { $0.backButtonHidden = $0.backButtonHidden || hidesBackButton }
  }
  /// The view pushed for a value of type `D` (`NavigationLink(value:)`, a stack's path).
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    navigationRequest { request in
      request.destinations.append { value in (value.base as? D).map { AnyView(destination($0)) } }
    }
  }
  /// Pushes `destination` while `isPresented` is true; its back button sets it to false.
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View
  {
    let view = isPresented.wrappedValue ? AnyView(destination()) : nil
    return navigationRequest { request in
      if let view { request.pushed.append(NavigationEntry(view: view, pop: { isPresented.wrappedValue = false })) }
    }
  }
  /// Pushes the view made for `item` while it is not nil; its back button sets it to nil.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let view = item.wrappedValue.map { AnyView(destination($0)) }
    return navigationRequest { request in
      if let view { request.pushed.append(NavigationEntry(view: view, pop: { item.wrappedValue = nil })) }
    }
  }

  func navigationRequest(_ change: @escaping (inout NavigationRequest) -> Void) -> some View {
    annotate { node, _ in
      var request = node.navigation ?? NavigationRequest()
      change(&request)
      node.navigation = request
    }
  }
}

/// Whether a bar shows (SwiftUI's `Visibility`).
nonisolated public enum Visibility: Sendable, Hashable {
  /// Shown or hidden as the platform decides in context (a confirmation dialog's title, for one, shows
  /// only with a message).
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}

/// Bars a visibility applies to (SwiftUI's `ToolbarPlacement`).
nonisolated public struct ToolbarPlacement: Sendable, Hashable {
  let name: String
  /// The navigation bar of the stack the view is in: the one bar `toolbar(.hidden, for:)` hides.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The tab bar: hidden by `toolbar(.hidden, for: .tabBar)` on the chosen tab's content.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  /// The bottom toolbar (accepted and ignored by `toolbar(_:for:)`: the bottom toolbar stays).
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  /// The bar the platform picks (accepted and ignored by `toolbar(_:for:)`).
  public static let automatic = ToolbarPlacement(name: "automatic")
}

import DisplayModel

/// What a view asks of the navigation bar of the stack it is in (see ``NavigationBarItems``).
nonisolated struct NavigationRequest {
  var title: String?
  var displayMode: NavigationBarItem.TitleDisplayMode?
  var leading: [ViewNode] = []
  var trailing: [ViewNode] = []
  var principal: [ViewNode] = []
  var hidden = false
  /// What the stack draws behind its bar and content: a list's or form's background.
  var background: Color? = nil
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
    // Bar buttons draw their symbols at the large image scale, as iOS's bar button items do.
    var env = environment
    env.imageScale = .large
    for (i, entry) in entries.enumerated() {
      let item = try context.resolve(entry.view, path: path.appending("toolbar\(i)"), environment: env)
      switch entry.placement.side {
      case .leading: request.leading += item
      case .trailing: request.trailing += item
      case .principal: request.principal += item
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
  /// Hides the navigation bar (`.toolbar(.hidden, for: .navigationBar)`).
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    navigationRequest { $0.hidden = $0.hidden || (visibility == .hidden && bars.contains(.navigationBar)) }
  }
  /// Hides the navigation bar.
  public func navigationBarHidden(_ hidden: Bool) -> some View { navigationRequest { $0.hidden = $0.hidden || hidden } }
  /// Accepted: no back button is drawn (pushing is not drawn).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
  /// Accepted: pushed views are not drawn.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }
  /// Accepted: pushed views are not drawn.
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View
  { self }

  func navigationRequest(_ change: @escaping (inout NavigationRequest) -> Void) -> some View {
    annotate { node, _ in
      var request = node.navigation ?? NavigationRequest()
      change(&request)
      node.navigation = request
    }
  }
}

/// Whether a bar shows (SwiftUI's `Visibility`).
nonisolated public enum Visibility: Sendable, Hashable { case automatic, visible, hidden }

/// Bars a visibility applies to (SwiftUI's `ToolbarPlacement`).
nonisolated public struct ToolbarPlacement: Sendable, Hashable {
  let name: String
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  public static let automatic = ToolbarPlacement(name: "automatic")
}

/// A link that pushes a view (SwiftUI's `NavigationLink`): its label is drawn; pushing is not.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  /// A link with a label to `destination`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
  /// A link with a label to `destination`.
  public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
  /// A link for a pushed value.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
    self.label = label()
  }
  public var body: some View { label }
}

nonisolated extension NavigationLink where Label == Text {
  /// A link titled `title` to `destination`.
  public init(_ title: String, @ViewBuilder destination: () -> Destination) { label = Text(title) }
  /// A link titled `title` for a pushed value.
  public init<P: Hashable>(_ title: String, value: P?) where Destination == Never { label = Text(title) }
}

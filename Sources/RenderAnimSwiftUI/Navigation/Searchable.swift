/// Where a searchable view's field goes (SwiftUI's `SearchFieldPlacement`). On an iPhone every placement
/// puts it in the navigation bar's drawer, under the title.
nonisolated public struct SearchFieldPlacement: Sendable, Hashable {
  let kind: Int
  /// When the drawer shows its field: always, or as the platform decides (at rest at the top of the
  /// content, both show it).
  public struct NavigationBarDrawerDisplayMode: Sendable, Hashable {
    let value: Int
    /// As the platform decides: shown at the top, hidden as the content scrolls.
    public static let automatic = NavigationBarDrawerDisplayMode(value: 0)
    /// Always shown.
    public static let always = NavigationBarDrawerDisplayMode(value: 1)
  }

  /// The platform's placement: the navigation bar's drawer on an iPhone.
  public static let automatic = SearchFieldPlacement(kind: 0)
  /// In the toolbar (the drawer on an iPhone).
  public static let toolbar = SearchFieldPlacement(kind: 1)
  /// In a sidebar (the drawer on an iPhone).
  public static let sidebar = SearchFieldPlacement(kind: 2)
  /// In the navigation bar's drawer, under the title.
  public static let navigationBarDrawer = SearchFieldPlacement(kind: 3)
  /// In the navigation bar's drawer, shown as `displayMode` says.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    SearchFieldPlacement(kind: displayMode == .always ? 4 : 3)
  }
  /// Whether the field stays when the content scrolls (`.navigationBarDrawer(displayMode: .always)`).
  var alwaysShown: Bool { kind == 4 }
}

/// The search field a view asks its navigation stack for: its text and its prompt.
nonisolated struct SearchFieldRequest {
  /// What the field holds (drawn in the label colour, with a clear button), or empty.
  var text: String
  /// What the empty field shows: "Search", or the prompt.
  var prompt: String
  /// Whether the field stays as the content scrolls, else it scrolls away before the large title.
  var alwaysShown = false
}

/// Ends the search around a view (SwiftUI's `DismissSearchAction`, the environment's `dismissSearch`): a
/// render never starts one, so there is nothing to end.
nonisolated public struct DismissSearchAction: Sendable {
  /// Ends the search: nothing, in a render.
  public func callAsFunction() {}
}

extension EnvironmentValues {
  /// Whether the user is searching in the field around the view: false, as no field has the focus in a
  /// render.
  public var isSearching: Bool { false }
  /// Ends the search around the view.
  public var dismissSearch: DismissSearchAction { DismissSearchAction() }
}

nonisolated extension View {
  /// A search field for `text` in the navigation bar of the stack around (docs/swift-views.md,
  /// Navigation), showing `prompt` (else "Search") while empty.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    searchField(text: text.wrappedValue, prompt: prompt?.string, placement)
  }
  /// A search field showing the localized `prompt` while empty.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    searchField(text: text.wrappedValue, prompt: Text(prompt).string, placement)
  }
  /// A search field showing `prompt` while empty.
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchField(text: text.wrappedValue, prompt: String(prompt), placement)
  }
  /// A search field whose `isPresented` says whether it has the focus (a render never gives it).
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    searchField(text: text.wrappedValue, prompt: prompt?.string, placement)
  }
  /// A search field whose `isPresented` says whether it has the focus, with a localized prompt.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchField(text: text.wrappedValue, prompt: Text(prompt).string, placement)
  }
  /// A search field with suggestions, which show while it has the focus (never, in a render).
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchField(text: text.wrappedValue, prompt: prompt?.string, placement)
  }
  /// Suggestions for the search field around, shown while it has the focus: never, in a render.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

  private func searchField(text: String, prompt: String?, _ placement: SearchFieldPlacement) -> some View {
    navigationRequest { request in
      if request.search == nil {
        request.search = SearchFieldRequest(
          text: text, prompt: prompt ?? "Search", alwaysShown: placement.alwaysShown)
      }
    }
  }
}

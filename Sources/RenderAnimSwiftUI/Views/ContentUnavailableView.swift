/// SwiftUI's `ContentUnavailableView` (iOS 17): an empty state drawn as iOS draws it (docs/swift-views.md,
/// Content unavailable): the label's icon large in the secondary colour over its title in bold `title2`, the
/// description in the secondary colour under them, the actions below, all centred in the space the view
/// is offered (it takes all of it).
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// An empty state of your own label, description and actions.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    VStack(spacing: Self.spacing) {
      VStack(spacing: Self.labelSpacing) {
        label.labelStyle(ContentUnavailableLabelStyle())
        description.font(.subheadline).foregroundStyle(.secondary)
      }
      .multilineTextAlignment(.center)
      actions
    }
    .padding(.horizontal, Self.margin)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }

  /// Points between the label and description, and the actions.
  static var spacing: Double { 16 }
  /// Points between the label and the description.
  static var labelSpacing: Double { 8 }
  /// Points left free at each side.
  static var margin: Double { 20 }
}

/// The label of a ``ContentUnavailableView``: the icon over the title.
nonisolated struct ContentUnavailableLabelStyle: LabelStyle {
  /// The icon's point size: the `tag` symbol's ink 53 points tall, as on iOS.
  static let iconSize = 53.0

  func makeBody(configuration: Configuration) -> some View {
    // 25 points from the icon's ink to the title's capitals, as on iOS.
    VStack(spacing: 15) {
      configuration.icon.font(.system(size: Self.iconSize)).foregroundStyle(.secondary)
      configuration.title.font(.title2.bold())
    }
  }
}

extension ContentUnavailableView
where Label == RenderAnimSwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// An empty state with a title and an SF Symbol.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { RenderAnimSwiftUI.Label(title, systemImage: name) }, description: { description })
  }
  /// An empty state with a title from a string and an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { RenderAnimSwiftUI.Label(title, systemImage: name) }, description: { description })
  }
  /// An empty state with a title and an image of the asset catalog.
  public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(label: { RenderAnimSwiftUI.Label(title, image: name) }, description: { description })
  }
  /// An empty state with a title from a string and an image of the asset catalog.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(label: { RenderAnimSwiftUI.Label(title, image: name) }, description: { description })
  }
}

/// The parts of the search empty state (SwiftUI's `SearchUnavailableContent`).
nonisolated public enum SearchUnavailableContent {
  /// The magnifying glass over "No Results" (with the search text when there is one).
  nonisolated public struct Label: View {
    let text: String?
    public var body: some View {
      let title = text.map { "No Results for “\($0)”" } ?? "No Results"
      RenderAnimSwiftUI.Label(title, systemImage: "magnifyingglass")
    }
  }
  /// "Check the spelling or try a new search."
  nonisolated public struct Description: View {
    public var body: some View { Text("Check the spelling or try a new search.") }
  }
  /// No actions.
  nonisolated public struct Actions: View {
    public var body: some View { EmptyView() }
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// iOS's empty state for a search that found nothing.
  public static var search: ContentUnavailableView {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label(text: nil) }, description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }
  /// iOS's empty state for a search for `text` that found nothing.
  public static func search(text: String) -> ContentUnavailableView {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }
}

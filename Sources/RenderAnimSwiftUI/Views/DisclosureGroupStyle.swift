/// How a `DisclosureGroup` is drawn (SwiftUI's `DisclosureGroupStyle`): `makeBody(configuration:)` makes
/// the group's view from its label, its content and its `isExpanded` binding; a style of your own toggles
/// the group itself (`configuration.isExpanded.toggle()`), as in SwiftUI.
@MainActor @preconcurrency public protocol DisclosureGroupStyle {
  /// The view a group is drawn as.
  associatedtype Body: View
  /// The group drawn from its label, content and state.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The group's label, content and state.
  typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a ``DisclosureGroupStyle`` draws a group from.
nonisolated public struct DisclosureGroupStyleConfiguration {
  /// The group's label, as a view.
  public typealias Label = StyleConfigurationLabel
  /// The group's content, as a view.
  public typealias Content = StyleConfigurationLabel
  /// The group's label.
  public let label: Label
  /// The group's content (made only where it is shown).
  public let content: Content
  /// Whether the group is expanded; setting it sets the group's binding or state.
  @Binding public var isExpanded: Bool

  init(label: Label, content: Content, isExpanded: Binding<Bool>) {
    self.label = label
    self.content = content
    self._isExpanded = isExpanded
  }
}

/// A ``DisclosureGroupStyle`` without its type, as the environment carries it.
nonisolated struct AnyDisclosureGroupStyle {
  let makeBody: (DisclosureGroupStyleConfiguration) -> AnyView
  /// iOS's own style, which a list draws as rows of its own.
  let isAutomatic: Bool

  init<S: DisclosureGroupStyle>(_ style: S) {
    makeBody = { configuration in
      AnyView(mainActorBody((style, configuration)) { $0.0.makeBody(configuration: $0.1) })
    }
    isAutomatic = S.self == AutomaticDisclosureGroupStyle.self
  }
}

/// iOS's disclosure group (docs/swift-views.md, Disclosure groups): the label and, at the trailing edge,
/// a chevron in the tint that turns from pointing right to pointing down as the group expands; the
/// content below it when expanded. In a list or form the label is a row and each view of the content a
/// row of its own under it.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
  /// The automatic style.
  nonisolated public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      Self.header(configuration)
      if configuration.isExpanded { configuration.content }
    }
  }

  /// In a list: the header row, then the content's rows, 20 points further in than the label, as iOS
  /// indents them.
  nonisolated static func rows(_ configuration: Configuration) -> some View {
    Group {
      header(configuration)
      if configuration.isExpanded { configuration.content.padding(.leading, contentIndent) }
    }
  }

  /// The label and the chevron; a tap toggles the group with the default animation.
  nonisolated static func header(_ configuration: Configuration) -> some View {
    let expanded = configuration.isExpanded
    let binding = configuration.$isExpanded
    // The label takes the row but for the chevron (a spacer would take half of it, as in SwiftUI).
    return HStack {
      configuration.label.frame(maxWidth: .infinity, alignment: .leading)
      Image(systemName: "chevron.right")
        .font(.system(size: chevronSize, weight: .semibold))
        .foregroundStyle(.tint)
        // iOS lays the chevron out by its ink, 7 points wide, so it ends 20 points from the row's edge.
        .frame(width: chevronWidth)
        .rotationEffect(.degrees(expanded ? 90 : 0))
    }
    .contentShape(Rectangle())
    .onTapGesture { withAnimation { binding.wrappedValue.toggle() } }
  }

  /// The chevron's point size.
  nonisolated static let chevronSize = 17.0
  /// The chevron's width in the row: its ink's (measured on iOS 17 and 18 snapshots).
  nonisolated static let chevronWidth = 7.0
  /// How much further in than the label a list indents the content's rows.
  nonisolated static let contentIndent = 20.0
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// iOS's disclosure group.
  nonisolated public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

nonisolated extension View {
  /// Draws the disclosure groups inside with `style`.
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    environmentChange { $0.disclosureGroupStyle = AnyDisclosureGroupStyle(style) }
  }
}

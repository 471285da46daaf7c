/// A box around a group of views, with an optional label (SwiftUI's `GroupBox`), drawn by the group box
/// style of the environment (`.groupBoxStyle`): iOS's card by default (``DefaultGroupBoxStyle``), or your
/// own ``GroupBoxStyle``.
nonisolated public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let content: Content

  /// A box of `content` under `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
  /// A box of `content` under `label` (the older form).
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.label = label
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    var env = environment
    let style = env.groupBoxStyle ?? AnyGroupBoxStyle(DefaultGroupBoxStyle())
    // Boxes inside the style's body (or inside the content) take the default again.
    env.groupBoxStyle = nil
    let configuration = GroupBoxStyleConfiguration(
      label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
    return try context.resolve(style.makeBody(configuration), path: path.appending("style"), environment: env)
  }
}

extension GroupBox where Label == EmptyView {
  /// A box of `content` without a label.
  public init(@ViewBuilder content: () -> Content) { self.init(label: EmptyView(), content: content) }
}

extension GroupBox where Label == Text {
  /// A box of `content` under a title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(label: Text(titleKey), content: content)
  }
  /// A box of `content` under a title from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), content: content)
  }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// The box a style's configuration describes, drawn by the style around (inside a style of your own:
  /// iOS's card).
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(label: configuration.label, content: { configuration.content })
  }
}

/// How a ``GroupBox`` is drawn (SwiftUI's `GroupBoxStyle`): `makeBody(configuration:)` makes the box from
/// its label and content.
@MainActor @preconcurrency public protocol GroupBoxStyle {
  /// The view a box is drawn as.
  associatedtype Body: View
  /// The box drawn from its label and content.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The box's label and content.
  typealias Configuration = GroupBoxStyleConfiguration
}

/// What a ``GroupBoxStyle`` draws a box from.
nonisolated public struct GroupBoxStyleConfiguration {
  /// The box's label, as a view.
  public typealias Label = StyleConfigurationLabel
  /// The box's content, as a view.
  public typealias Content = StyleConfigurationLabel
  /// The box's label.
  public let label: Label
  /// The box's content.
  public let content: Content
}

/// iOS's group box: the label in the headline font above the content, both leading, 16 points inside a
/// rounded rectangle (8-point corners) of the secondary system background (light grey, or dark grey in
/// dark mode). Apple publishes no measurements; these are the common reading of the iOS 17 box, documented
/// in docs/swift-views.md, Controls.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  /// The default style.
  nonisolated public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      configuration.label.font(.headline)
      configuration.content
    }
    .padding(16)
    .background(
      RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(named: "secondarySystemBackground")))
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// iOS's group box.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
  /// How group boxes inside are drawn.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    environmentChange { $0.groupBoxStyle = AnyGroupBoxStyle(style) }
  }
}

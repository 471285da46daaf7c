/// SwiftUI's `Label`: an icon and a title, drawn by the label style of the environment (`.labelStyle`):
/// the icon before the title by default, or your own ``LabelStyle``. In a list's row the icon is in the tint.
nonisolated public struct Label<Title: View, Icon: View>: View, PrimitiveView {
  public typealias Body = Never
  let title: Title
  let icon: Icon

  /// A label of your own title and icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    var env = environment
    let custom = env.labelStyle != nil
    let style = env.labelStyle ?? AnyLabelStyle(DefaultLabelStyle())
    // Labels inside the style's body (or inside the title) take the default again.
    env.labelStyle = nil
    // In a list's row the icon is in the tint, as iOS draws it, unless a foreground style is set around.
    let tint = environment.tint.map { Color($0) } ?? Color.accentColor
    let tinted =
      environment.listContext != nil && environment.foreground == nil && environment.foregroundGradient == nil
    let shownIcon = tinted ? AnyView(icon.foregroundStyle(tint)) : AnyView(icon)
    let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: shownIcon))
    var nodes = try context.resolve(style.makeBody(configuration), path: path.appending("style"), environment: env)
    // In a list's row the separator starts under the title, after the icon and its 8 points, as on iOS.
    if environment.listContext != nil, !custom, nodes.count == 1, nodes[0].children.count == 2,
      case .stack(.horizontal, _, _) = nodes[0].kind, case .fixed(_, let icon) = nodes[0].children[0].kind
    {
      nodes[0].listSeparatorLeading = icon.width + 8
    }
    return nodes
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with an SF Symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
  /// A label with an SF Symbol, its title from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
  /// A label with an image.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
  /// A label with an image, its title from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
  /// A label with an image from the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
    self.init(title: { Text(titleKey) }, icon: { Image(resource) })
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label a style was handed, for a style that draws the default label changed.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

/// How a `Label` is drawn (SwiftUI's `LabelStyle`).
@MainActor @preconcurrency public protocol LabelStyle {
  /// The view a label is drawn as.
  associatedtype Body: View
  /// The label drawn from its title and icon.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The label's title and icon.
  typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` draws a label from.
nonisolated public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public typealias Title = StyleConfigurationLabel
  /// The label's icon, as a view.
  public typealias Icon = StyleConfigurationLabel
  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

/// The platform's label style: the icon, then the title, 8 points apart, centred on each other.
public struct DefaultLabelStyle: LabelStyle {
  /// The default style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      configuration.icon
      configuration.title
    }
  }
}

/// The icon and the title.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The title and icon style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    DefaultLabelStyle().makeBody(configuration: configuration)
  }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
  /// The icon style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The title style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// A tab bar's item: the icon over the title in 10-point medium.
struct TabItemLabelStyle: LabelStyle {
  nonisolated init() {}
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 2) {
      configuration.icon.font(.system(size: 22))
      configuration.title.font(.system(size: 10, weight: .medium))
    }
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's style.
  nonisolated public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon and the title.
  nonisolated public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  nonisolated public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  nonisolated public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

nonisolated extension View {
  /// Draws the labels inside with `style`.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environmentChange { $0.labelStyle = AnyLabelStyle(style) }
  }
}

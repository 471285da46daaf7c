/// SwiftUI's `Menu`: at rest, iOS draws its label as a button's (in the tint, or in the button style
/// around it), and so does render-anim. A tap runs `primaryAction` when there is one; without one, iOS
/// opens the menu's list of actions, which a render does not draw: the tap changes nothing, and the menu's
/// content is kept and never shown (docs/swift-views.md, Controls).
nonisolated public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?

  /// A menu of `content`, shown as `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    self.primaryAction = nil
  }
  /// A menu whose tap runs `primaryAction` (a long press opens the menu on iOS).
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
  ) {
    self.content = content()
    self.label = label()
    self.primaryAction = primaryAction
  }

  public var body: some View {
    Button(action: primaryAction ?? {}) { label }
  }
}

extension Menu where Label == Text {
  /// A menu titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A menu titled with a string.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
  /// A menu titled with a localized key whose tap runs `primaryAction`.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }
  /// A menu titled with a string whose tap runs `primaryAction`.
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == RenderAnimSwiftUI.Label<Text, Image> {
  /// A menu labelled with a title and an SF Symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { RenderAnimSwiftUI.Label(titleKey, systemImage: systemImage) }
  }
  /// A menu labelled with a title and an SF Symbol.
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { RenderAnimSwiftUI.Label(title, systemImage: systemImage) }
  }
  /// A menu labelled with a title and an image of the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
    self.init(content: content) { RenderAnimSwiftUI.Label(titleKey, image: image) }
  }
}

/// How a menu draws (SwiftUI's `MenuStyle`): on iOS each built-in style draws the label as a button.
nonisolated public protocol MenuStyle: Sendable {}
/// The platform's menu style: a borderless button.
nonisolated public struct DefaultMenuStyle: MenuStyle {
  /// The default style.
  public init() {}
}
/// A menu drawn as a button, taking the button style around it.
nonisolated public struct ButtonMenuStyle: MenuStyle {
  /// The button style.
  public init() {}
}
/// A menu drawn as a borderless button (deprecated in SwiftUI for ``ButtonMenuStyle``).
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
  /// The borderless button style.
  public init() {}
}
extension MenuStyle where Self == DefaultMenuStyle {
  /// The platform's style.
  nonisolated public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
  /// A button.
  nonisolated public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A borderless button.
  nonisolated public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// The order of a menu's items (SwiftUI's `MenuOrder`): a render draws no open menu, so it changes nothing.
nonisolated public struct MenuOrder: Hashable, Sendable {
  let value: Int
  /// The platform's order.
  public static let automatic = MenuOrder(value: 0)
  /// Top to bottom, as written.
  public static let fixed = MenuOrder(value: 1)
  /// The first item nearest the finger.
  public static let priority = MenuOrder(value: 2)
}

/// Whether choosing an action closes its menu (SwiftUI's `MenuActionDismissBehavior`).
nonisolated public struct MenuActionDismissBehavior: Hashable, Sendable {
  let value: Int
  /// The platform's behaviour.
  public static let automatic = MenuActionDismissBehavior(value: 0)
  /// Choosing closes the menu.
  public static let enabled = MenuActionDismissBehavior(value: 1)
  /// Choosing leaves the menu open.
  public static let disabled = MenuActionDismissBehavior(value: 2)
}

nonisolated extension View {
  /// The style of the menus inside: on iOS every style draws the label as a button, so the look is the
  /// button style's (`.buttonStyle`).
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
  /// The order of the items of the menus inside, when open: a render draws no open menu.
  public func menuOrder(_ order: MenuOrder) -> some View { self }
  /// Whether choosing an action closes its menu: a render draws no open menu.
  public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
  /// Whether a menu shows its indicator (drawn on macOS; an iOS menu has none).
  public func menuIndicator(_ visibility: Visibility) -> some View { self }
}

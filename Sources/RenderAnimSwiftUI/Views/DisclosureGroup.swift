/// SwiftUI's `DisclosureGroup`: a label that shows or hides its content, drawn by the disclosure group
/// style of the environment (`.disclosureGroupStyle`; iOS's row with a chevron by default,
/// ``AutomaticDisclosureGroupStyle``). Tapping the label toggles the group with the default animation. Its
/// expansion is the bound Boolean, or state of its own (collapsed at first) kept by its identity.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let content: () -> Content
  let isExpanded: Binding<Bool>?

  /// A group, collapsed at first, that keeps whether it is expanded itself.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    isExpanded = nil
  }
  /// A group expanded while `isExpanded` is true; tapping the label sets it.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content
    self.isExpanded = isExpanded
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let binding: Binding<Bool>
    if let isExpanded {
      binding = isExpanded
    } else {
      let own = State<Bool>(wrappedValue: false)
      own.bind(key: StateKey(view: path, property: "#expanded"), store: context.store)
      binding = own.projectedValue
    }
    var env = environment
    let style = env.disclosureGroupStyle ?? AnyDisclosureGroupStyle(AutomaticDisclosureGroupStyle())
    // The groups inside the content (or the label) take the default style again.
    env.disclosureGroupStyle = nil
    let content = self.content
    let configuration = DisclosureGroupStyleConfiguration(
      label: .init(content: AnyView(label)), content: .init(content: AnyView(LazyContent(make: content))),
      isExpanded: binding)
    let body =
      style.isAutomatic && environment.listContext != nil
      ? AnyView(AutomaticDisclosureGroupStyle.rows(configuration)) : style.makeBody(configuration)
    return try context.resolve(body, path: path.appending("style"), environment: env)
  }

  /// The content, made when it is shown: a collapsed group does not evaluate it.
  nonisolated struct LazyContent: View {
    let make: () -> Content
    var body: some View { make() }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group with a text label, from a literal.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A group with a text label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(label) }
  }
  /// A group with a text label, from a literal, expanded while `isExpanded` is true.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
  /// A group with a text label from a string, expanded while `isExpanded` is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(label) }
  }
}

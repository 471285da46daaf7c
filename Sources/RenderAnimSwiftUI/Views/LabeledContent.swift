/// SwiftUI's `LabeledContent`: a label at the leading edge and its content at the trailing edge in the
/// secondary colour, as iOS draws it in a form's row; under `.labelsHidden()`, the content alone.
nonisolated public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let content: Content

  /// A label and content of your own.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let value = content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
    if environment.labelsHidden { return try context.resolve(value, path: path, environment: environment) }
    // The content is offered its room first, then the label, then the space between: a label and value
    // that fit the row stay on one line each.
    let row = HStack {
      label.layoutPriority(1)
      Spacer()
      value.layoutPriority(2)
    }
    return try context.resolve(row, path: path, environment: environment)
  }
}

extension LabeledContent where Label == Text {
  /// Content with a text label.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// Content with a text label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A value with a text label.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }
  /// A value with a text label, both strings.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
  /// A value formatted by `format`, with a text label.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }
  /// A value formatted by `format`, with a text label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}

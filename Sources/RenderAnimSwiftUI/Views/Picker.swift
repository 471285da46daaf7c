import DisplayModel

/// SwiftUI's `Picker`: one of its options, each a view with a `.tag` (or the id `ForEach` gave it), is
/// chosen by `selection`. Drawn in the picker style of the environment (PickerStyle.swift): by default a
/// menu, which shows the chosen option's label in the tint with up-and-down chevrons, or in a form's row
/// the picker's title with the chosen option at the trailing edge in the secondary colour; `.segmented`
/// draws iOS's segmented control (PickerParts.swift). Tapping a segment chooses it.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let selection: Binding<SelectionValue>
  let content: Content

  /// A picker of `content`'s options with a label of your own.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.selection = selection
    self.content = content()
  }

  /// A picker with a label (the older form).
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content, label: { label })
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    var env = environment
    env.listContext = nil
    let chosen = AnyHashable(selection.wrappedValue)
    let binding = selection
    let choose: (AnyHashable?) -> Void = { tag in
      if let value = tag?.base as? SelectionValue { binding.wrappedValue = value }
    }
    let body: AnyView
    switch environment.pickerStyle ?? .menu {
    case .segmented:
      var regular = env
      regular.font = .system(size: 13)
      regular.foreground = nil
      var bold = regular
      bold.font = .system(size: 13, weight: .semibold)
      let options = try context.resolve(content, path: path.appending("options"), environment: regular)
      let index = options.firstIndex { $0.tag == chosen }
      let chosenNodes = try index.map { i throws(ViewError) in
        [try context.resolve(content, path: path.appending("chosen"), environment: bold)[i]]
      }
      body = AnyView(SegmentedControl(options: options, chosen: index, chosenNodes: chosenNodes ?? [], choose: choose))
    case .inline where environment.listContext != nil:
      // Each option a row of the form (the section takes them apart), the chosen one checked in the tint.
      let options = try context.resolve(content, path: path.appending("options"), environment: env)
      let tint = env.tint.map { Color($0) } ?? Color.accentColor
      var rows: [ViewNode] = []
      for (i, option) in options.enumerated() {
        let row = HStack {
          _ResolvedNodes(nodes: [option])
          Spacer()
          if option.tag == chosen { Image(systemName: "checkmark").fontWeight(.semibold).foregroundStyle(tint) }
        }
        .contentShape(Rectangle())
        .onTapGesture { choose(option.tag) }
        rows += try context.resolve(row, path: path.appending("row\(i)"), environment: env)
      }
      return rows
    case .wheel:
      let options = try context.resolve(content, path: path.appending("options"), environment: env)
      body = AnyView(WheelPicker(options: options, chosen: options.firstIndex { $0.tag == chosen }))
    case .menu, .navigationLink, .inline:
      let inForm = environment.listContext != nil
      var shown = env
      shown.foreground =
        inForm ? Color.secondary.resolved(env.colorScheme) : env.tint ?? Color.accentColor.resolved(env.colorScheme)
      let options = try context.resolve(content, path: path.appending("options"), environment: shown)
      let current = options.first { $0.tag == chosen }.map { [$0] } ?? []
      let row = MenuPickerRow(
        label: inForm ? AnyView(label) : nil, chosen: current,
        navigation: environment.pickerStyle == .navigationLink, color: Color(shown.foregroundColor))
      body = AnyView(row)
    }
    return try _DimmedWhenDisabled().resolve(
      content: body, path: path.appending("picker"), environment: env, in: context)
  }
}

extension Picker where Label == Text {
  /// A picker with a text title.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content, label: { Text(titleKey) })
  }
  /// A picker with a text title from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content, label: { Text(title) })
  }
}

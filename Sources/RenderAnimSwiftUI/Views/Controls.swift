import DisplayModel

/// SwiftUI's `Toggle`: drawn by the toggle style in the environment (`.toggleStyle`): iOS's switch beside
/// its title by default (tappable by the title), a button with `.button`, or your own ``ToggleStyle``.
nonisolated public struct Toggle<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let isOn: Binding<Bool>

  /// A toggle over a bound Boolean, labelled by the view `label` builds.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    var env = environment
    let style = env.toggleStyle ?? AnyToggleStyle(SwitchToggleStyle())
    // The toggles inside a style's body (or inside the label) take the default again.
    env.toggleStyle = nil
    var configuration = ToggleStyleConfiguration(
      label: .init(content: AnyView(label)), isOn: isOn, tint: env.tint.map { Color($0) })
    configuration.labelHidden = env.labelsHidden
    let body = style.makeBody(configuration)
    return try _DimmedWhenDisabled(applies: style.isBuiltIn).resolve(
      content: body, path: path.appending("style"), environment: env, in: context)
  }
}

extension Toggle where Label == Text {
  /// A toggle with a text title from a string, as written (disfavoured, as in SwiftUI).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
  /// A toggle with a text title, from a literal.
  public init(_ title: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

extension Binding {
  /// This binding, with changes made in `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    Binding(get: get, set: { v in withTransaction(transaction) { self.set(v) } })
  }
}

nonisolated extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle with a corner size (its width is the radius).
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize)
  }
}

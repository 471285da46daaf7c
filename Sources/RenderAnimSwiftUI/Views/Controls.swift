import DisplayModel

/// SwiftUI's `Stepper`: its title, then iOS's − and + buttons (tappable as `TITLE -` and `TITLE +`).
nonisolated public struct Stepper<Label: View>: View {
  let label: Label
  let id: String
  let increment: () -> Void
  let decrement: () -> Void

  /// A stepper over a bound value within `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    id = ""
    increment = { value.wrappedValue = Swift.min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
    decrement = { value.wrappedValue = Swift.max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
  }

  public var body: some View {
    HStack {
      label
      Spacer()
      HStack(spacing: 0) {
        Image(systemName: "minus").font(.system(size: 17)).frame(width: 47, height: 32).onTapGesture(perform: decrement)
          .accessibilityIdentifier(id + " -")
        Rectangle().fill(Color(white: 0.78)).frame(width: 1, height: 18)
        Image(systemName: "plus").font(.system(size: 17)).frame(width: 46, height: 32).onTapGesture(perform: increment)
          .accessibilityIdentifier(id + " +")
      }
      .background(Color(red: 0.463, green: 0.463, blue: 0.502, opacity: 0.12), in: RoundedRectangle(cornerRadius: 8))
      .modifier(_DimmedWhenDisabled())
    }
  }
}

extension Stepper where Label == Text {
  /// A stepper with a text title.
  public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
    label = Text(title)
    id = title
    increment = { value.wrappedValue = Swift.min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
    decrement = { value.wrappedValue = Swift.max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
  }
  /// A stepper with a text title, from a literal.
  public init<V: Strideable>(
    _ title: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.init(Text(title).string, value: value, in: bounds, step: step)
  }
}

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

import DisplayModel

/// A button: its label, tappable (`--tap LABEL@T` runs `action`). The label is drawn in the accent colour.
nonisolated public struct Button<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let action: () -> Void
  let label: Label
  var role: ButtonRole? = nil

  /// A button with a custom label.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }
  /// A button with a role: a destructive button's label is drawn in red.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = role
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    if let sink = environment.actionSink {
      sink.actions.append(PresentationAction(role: role, label: AnyView(label), action: action))
      return []
    }
    var env = environment
    let children: [ViewNode]
    // Down while a `--long-press` holds the button (a tap is over at once), kept by the button's identity.
    let pressed = State<Bool>(wrappedValue: false)
    pressed.bind(key: StateKey(view: path, property: "#pressed"), store: context.store)
    if let style = env.customButtonStyle {
      // A custom style draws the button from its label (the buttons inside the label take the default).
      env.customButtonStyle = nil
      let configuration = ButtonStyleConfiguration(
        label: .init(content: AnyView(label)), isPressed: pressed.wrappedValue, role: role)
      children = try context.resolve(style.makeBody(configuration), path: path.appending("style"), environment: env)
    } else {
      children = try builtInStyle(path: path, environment: env, in: context)
    }
    var node = ViewNode(path: path, kind: .stack(.depth, alignment: .center, spacing: 0), children: children)
    node.tap = TapTarget(action: action, isButton: true, origin: path) { pressed.wrappedValue = $0 }
    return [node]
  }

  /// The label drawn as iOS's built-in styles draw it.
  private func builtInStyle(
    path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    var env = environment
    // Disabled (`.disabled(true)`), the label is drawn in the tertiary label colour, on the tertiary fill
    // when bordered, as UIKit draws a disabled button.
    let enabled = env.values.isEnabled
    let disabledLabel = SystemColors.all["tertiaryLabel"]!
    let tint =
      enabled
      ? env.tint ?? Color.accentColor.resolved(env.colorScheme)
      : env.colorScheme == .dark ? disabledLabel.dark : disabledLabel.light
    let children: [ViewNode]
    switch env.buttonStyle {
    case .borderedProminent, .bordered:
      // iOS's bordered buttons: the label 12 pt in from the sides and 7 pt from top and bottom, on a
      // rounded rectangle of the tint (prominent: white text on the tint; bordered: tint on 15 % tint).
      let prominent = env.buttonStyle == .borderedProminent && enabled
      if env.foreground == nil, !prominent { env.tintForeground = tint }
      env.foreground = env.foreground ?? (prominent ? .white : tint)
      let label = try context.resolve(self.label, path: path.appending("content"), environment: env)
      let padded = ViewNode(
        path: path.appending("padding"), kind: .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)),
        children: [ViewLayout.root(label)])
      var fill = tint
      if !prominent { fill.alpha *= 0.15 }
      if !enabled {
        let disabledFill = SystemColors.all["tertiarySystemFill"]!
        fill = env.colorScheme == .dark ? disabledFill.dark : disabledFill.light
      }
      let plate = ViewNode(
        path: path.appending("background"),
        kind: .shape(
          ShapeSpec(kind: env.buttonBorderShape.kind, cornerRadius: env.buttonBorderShape.radius, fill: fill)))
      children = [ViewNode(path: path.appending("stack"), kind: .layered(main: 1), children: [plate, padded])]
    case .plain:
      // iOS's plain style: the label as it is, in the primary colour (no accent).
      children = try context.resolve(label, path: path.appending("label"), environment: env)
    default:
      if env.foreground == nil {
        env.foreground = role == .destructive && enabled ? Color.red.resolved(env.colorScheme) : tint
        if env.foreground == tint { env.tintForeground = tint }
      }
      children = try context.resolve(label, path: path.appending("label"), environment: env)
    }
    return children
  }
}

extension Button where Label == Text {
  /// A button with a text label.
  public init(_ title: LocalizedStringKey, action: @escaping () -> Void) { self.init(action: action) { Text(title) } }
  /// A button with a text label from a string, as written (disfavoured, as in SwiftUI: a literal is a
  /// `LocalizedStringKey`).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { self.init(action: action) { Text(title) } }
  /// A button with a text label and a role (a destructive button's label is red).
  public init(_ title: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
  /// A button with a text label from a string, as written, and a role.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == RenderAnimSwiftUI.Label<Text, Image> {
  /// A button with a title, read as a `Text` literal is, and an SF Symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { RenderAnimSwiftUI.Label(titleKey, systemImage: systemImage) }
  }
  /// A button with a title from a string, as written, and an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { RenderAnimSwiftUI.Label(title, systemImage: systemImage) }
  }
}

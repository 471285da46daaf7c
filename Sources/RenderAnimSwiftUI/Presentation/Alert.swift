import DisplayModel

nonisolated extension View {
  /// Presents an alert while `isPresented` is true (docs/swift-views.md, Presentations): the title, the
  /// buttons `actions` makes (an OK button when it makes none); each button ends the alert.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: { EmptyView() })
  }
  /// Presents an alert titled with a string, as written.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
  }
  /// Presents an alert with a title, buttons and a message.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }
  /// Presents an alert titled with a string, as written, with a message.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }
  /// Presents an alert titled with a `Text`.
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }
  /// Presents an alert titled with a `Text`, with a message.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let actions = actions()
    let message = message()
    return presentation("alert", isPresented: isPresented.wrappedValue, dismiss: Self.dismissing(isPresented, nil)) {
      path, env, context, presented throws(ViewError) in
      try _AlertBox.resolve(
        presented ? (title, actions, message) : nil, dialog: nil, path: path, environment: env, in: context)
    }
  }
  /// Presents an alert for `data` while `isPresented` is true: the buttons and message are made from it.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let parts = data.map { (Text(titleKey), actions($0), message($0)) }
    return presentation(
      "alert", isPresented: isPresented.wrappedValue && parts != nil, dismiss: Self.dismissing(isPresented, nil)
    ) { path, env, context, presented throws(ViewError) in
      try _AlertBox.resolve(presented ? parts : nil, dialog: nil, path: path, environment: env, in: context)
    }
  }
  /// Presents an alert for `data` while `isPresented` is true, without a message.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    alert(titleKey, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
  }
  /// Presents the older `Alert` value while `isPresented` is true.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return self.alert(
      alert.title, isPresented: isPresented, actions: { alert.actionsView },
      message: { if let m = alert.message { m } })
  }
  /// Presents the older `Alert` made for `item` while it is not nil.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    let alert = item.wrappedValue.map(content)
    return presentation("alert", isPresented: alert != nil, dismiss: Self.dismissing(item, nil)) {
      path, env, context, presented throws(ViewError) in
      try _AlertBox.resolve(
        presented ? alert.map { ($0.title, $0.actionsView, $0.message) } : nil, dialog: nil, path: path,
        environment: env, in: context)
    }
  }
}

/// The older alert value (SwiftUI's `Alert`): a title, a message and one or two buttons.
nonisolated public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button (OK when none is given).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    self.buttons = dismissButton.map { [$0] } ?? []
  }
  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    self.buttons = [primaryButton, secondaryButton]
  }

  /// A button of an ``Alert``.
  public struct Button {
    let role: ButtonRole?
    let label: Text
    let action: (() -> Void)?
    /// A button in the default style.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(role: nil, label: label, action: action)
    }
    /// A cancel button titled `label`.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(role: .cancel, label: label, action: action)
    }
    /// A cancel button titled Cancel.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(role: .cancel, label: Text("Cancel"), action: action)
    }
    /// A destructive button.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(role: .destructive, label: label, action: action)
    }
  }

  /// The buttons as the views an alert's `actions` make.
  var actionsView: some View { Button.views(buttons) }
}

extension Alert.Button {
  /// `buttons` as the views a dialog's `actions` make.
  static func views(_ buttons: [Alert.Button]) -> some View {
    ForEach(buttons.indices, id: \.self) { i in
      RenderAnimSwiftUI.Button(role: buttons[i].role, action: buttons[i].action ?? {}) { buttons[i].label }
    }
  }
}

import DisplayModel

nonisolated extension View {
  /// Presents a confirmation dialog while `isPresented` is true: on an iPhone, an action sheet at the
  /// bottom of the screen (`_AlertBox`); each button ends it, and a Cancel button is added when
  /// `actions` makes none.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: { EmptyView() })
  }
  /// A confirmation dialog titled with a string, as written.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: { EmptyView() })
  }
  /// A confirmation dialog with a message.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
  }
  /// A confirmation dialog titled with a string, as written, with a message.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
  }
  /// A confirmation dialog titled with a `Text`, with a message.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    let actions = actions()
    let message = message()
    return presentation("dialog", isPresented: isPresented.wrappedValue, dismiss: Self.dismissing(isPresented, nil)) {
      path, env, context, presented throws(ViewError) in
      try _AlertBox.resolve(
        presented ? (title, actions, message) : nil, dialog: titleVisibility, path: path, environment: env,
        in: context)
    }
  }
  /// A confirmation dialog for `data` while `isPresented` is true.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    let parts = data.map { (Text(titleKey), actions($0), EmptyView()) }
    return presentation(
      "dialog", isPresented: isPresented.wrappedValue && parts != nil, dismiss: Self.dismissing(isPresented, nil)
    ) { path, env, context, presented throws(ViewError) in
      try _AlertBox.resolve(
        presented ? parts : nil, dialog: titleVisibility, path: path, environment: env, in: context)
    }
  }
}

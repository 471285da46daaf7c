/// The older action sheet value (SwiftUI's `ActionSheet`, deprecated on iOS 15 for `confirmationDialog`): a
/// title, a message and buttons, drawn as the confirmation dialog that replaced it (an action sheet at the
/// bottom of the screen, its title shown).
nonisolated public struct ActionSheet {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// A button of an action sheet (the same as an alert's).
  public typealias Button = Alert.Button

  /// An action sheet with `buttons` (a Cancel button alone when none are given).
  public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  var parts: (Text, some View, Text?) { (title, Button.views(buttons), message) }
}

nonisolated extension View {
  /// Presents the action sheet `content` makes while `isPresented` is true.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let (title, actions, message) = content().parts
    return confirmationDialog(
      title, isPresented: isPresented, titleVisibility: .visible, actions: { actions },
      message: { if let message { message } })
  }

  /// Presents the action sheet made for `item` while it is not nil; a button sets it back to nil.
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
    let parts = item.wrappedValue.map { content($0).parts }
    return presentation("dialog", isPresented: parts != nil, dismiss: Self.dismissing(item, nil)) {
      path, env, context, presented throws(ViewError) in
      try _AlertBox.resolve(
        presented ? parts.map { ($0.0, $0.1, $0.2) } : nil, dialog: .visible, path: path, environment: env,
        in: context)
    }
  }
}

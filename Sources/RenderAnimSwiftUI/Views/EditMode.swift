/// Whether a view's content can be edited (SwiftUI's `EditMode`): a list's rows show their delete and
/// move controls on iOS while it is active.
nonisolated public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe on a row).
  case transient
  /// Editing.
  case active

  /// Whether the content is being edited (`.transient` or `.active`).
  public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// The edit mode of the views inside, as a binding their controls set (`EditButton`): a navigation
  /// stack's, or one a view placed (`.environment(\.editMode, $mode)`); nil outside both.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// SwiftUI's `EditButton`: "Edit", or "Done" while editing, in the tint; a tap turns the environment's
/// edit mode (a navigation stack's own, or one a view placed) on or off, and a list's rows show their
/// delete and reorder controls while it is on (ListLayout+Editing.swift).
nonisolated public struct EditButton: View {
  @Environment(\.editMode) private var editMode
  /// A button for the edit mode around it.
  public init() {}

  public var body: some View {
    Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
      guard let editMode else { return }
      withAnimation { editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active }
    }
  }
}

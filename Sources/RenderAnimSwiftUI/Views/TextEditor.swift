import DisplayModel

/// A box of editable text (SwiftUI's `TextEditor`): it takes the space offered and draws its text from
/// the top-leading corner, 5 points in and 8 points down (UIKit's text view insets), wrapping at its
/// width. Nothing is edited in a render.
nonisolated public struct TextEditor: View {
  let text: String
  /// An editor of `text`.
  public init(text: Binding<String>) { self.text = text.wrappedValue }
  /// An editor of `text`, its selection ignored (no caret is drawn).
  public init<Selection>(text: Binding<String>, selection: Binding<Selection>) { self.text = text.wrappedValue }

  public var body: some View {
    Text(verbatim: text)
      .padding(.horizontal, 5)
      .padding(.vertical, 8)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

import DisplayModel
import Foundation

/// A one-line field of editable text (SwiftUI's `TextField`), drawn as iOS draws it with no keyboard up
/// and no caret: its text in the primary colour, or, when empty, its prompt (else its title) in the
/// placeholder colour. It takes the width offered and its text's height; `.textFieldStyle(.roundedBorder)`
/// adds UIKit's rounded border (docs/swift-views.md, Text fields). With `axis: .vertical` long text wraps.
nonisolated public struct TextField<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let text: String
  let prompt: Text?
  let label: Label
  let axis: Axis
  let secure: Bool

  init(text: String, prompt: Text?, label: Label, axis: Axis = .horizontal, secure: Bool = false) {
    self.text = text
    self.prompt = prompt
    self.label = label
    self.axis = axis
    self.secure = secure
  }

  /// A field for `text`, with `prompt` shown while it is empty (else the label, when it is text).
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text.wrappedValue, prompt: prompt, label: label())
  }
  /// A field for `text` that grows along `axis` (`.vertical`: it wraps).
  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
    self.init(text: text.wrappedValue, prompt: prompt, label: label(), axis: axis)
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    // A style's configuration draws the field itself; any other field is drawn by the style around it.
    if Label.self == _TextFieldStyleLabel.self {
      return try context.resolve(plainBody, path: path.appending("field"), environment: environment)
    }
    var env = environment
    let style = env.textFieldStyle ?? AnyTextFieldStyle(DefaultTextFieldStyle())
    env.textFieldStyle = nil
    let configuration = TextField<_TextFieldStyleLabel>(
      text: text, prompt: prompt, label: _TextFieldStyleLabel(content: AnyView(label)), axis: axis, secure: secure)
    return try context.resolve(style.body(configuration), path: path.appending("style"), environment: env)
  }

  /// The field without a style: its text or placeholder, leading, as wide as offered.
  var plainBody: some View {
    let shown: Text =
      text.isEmpty
      ? (prompt ?? (label as? Text) ?? (label as? _TextFieldStyleLabel)?.text ?? Text(verbatim: ""))
      : Text(verbatim: secure ? String(repeating: "\u{2022}", count: text.count) : text)
    // Typed text takes the foreground style around the field (primary by default); the placeholder is
    // always the placeholder colour, unless the prompt has a colour of its own.
    return
      shown
      .lineLimit(axis == .vertical ? nil : 1)
      .fixedSize(horizontal: false, vertical: true)
      .frame(maxWidth: .infinity, alignment: .leading)
      .modifier(_FieldLineHeight())
      .environmentChange { [isEmpty = text.isEmpty] env in
        guard isEmpty else { return }
        env.foreground = Color(named: "placeholderText").resolved(env.colorScheme)
        env.foregroundGradient = nil
      }
  }
}

/// A field's line at least as tall as a line of its text style (its leading: 22 points for body at the
/// default size), its text centred in it, as UIKit's text field stands (measured on iOS 18: a body field is
/// 22 points tall where its text alone is 20.3).
nonisolated struct _FieldLineHeight: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  func resolve(
    content: any View, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    let nodes = try context.resolve(content, path: path.appending("line"), environment: environment)
    guard let leading = environment.paragraph.styleLeading else { return nodes }
    return [
      ViewNode(
        path: path, kind: .frame(FrameLayout(minHeight: leading, alignment: .leading)),
        children: [ViewLayout.root(nodes)])
    ]
  }
}

/// A field's label as a style receives it.
nonisolated public struct _TextFieldStyleLabel: View {
  let content: AnyView
  var text: Text? { content.view as? Text }
  public var body: some View { content }
}

extension TextField where Label == Text {
  /// A field titled `titleKey` (shown while the text is empty).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text.wrappedValue, prompt: nil, label: Text(titleKey))
  }
  /// A field titled `title`, as written.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text.wrappedValue, prompt: nil, label: Text(title))
  }
  /// A field titled `titleKey`, with `prompt` shown while the text is empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text.wrappedValue, prompt: prompt, label: Text(titleKey))
  }
  /// A field titled `title` with `prompt`, as written.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text.wrappedValue, prompt: prompt, label: Text(title))
  }
  /// A field that grows along `axis`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
    self.init(text: text.wrappedValue, prompt: prompt, label: Text(titleKey), axis: axis)
  }
  /// A field that grows along `axis`, titled as written.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
    self.init(text: text.wrappedValue, prompt: prompt, label: Text(title), axis: axis)
  }
  /// The iOS 13 field: the callbacks never run (nothing is edited in a render).
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(text: text.wrappedValue, prompt: nil, label: Text(titleKey))
  }
  /// A field showing `value` in `format`.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(text: format.format(value.wrappedValue), prompt: prompt, label: Text(titleKey))
  }
  /// A field showing `value` in `format`, titled as written.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(text: format.format(value.wrappedValue), prompt: prompt, label: Text(title))
  }
  /// A field showing `value` through `formatter`.
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
    self.init(text: formatter.string(for: value.wrappedValue) ?? "", prompt: nil, label: Text(titleKey))
  }
}

/// A field whose text is drawn as bullets (SwiftUI's `SecureField`).
nonisolated public struct SecureField<Label: View>: View {
  let field: TextField<Label>
  /// A secure field for `text`, with `prompt` while it is empty.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(text: text.wrappedValue, prompt: prompt, label: label(), secure: true)
  }
  public var body: some View { field }
}

extension SecureField where Label == Text {
  /// A secure field titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    field = TextField(text: text.wrappedValue, prompt: prompt, label: Text(titleKey), secure: true)
  }
  /// A secure field titled as written.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    field = TextField(text: text.wrappedValue, prompt: prompt, label: Text(title), secure: true)
  }
}

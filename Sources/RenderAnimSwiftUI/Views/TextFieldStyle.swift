import DisplayModel

/// How text fields look (SwiftUI's `TextFieldStyle`). A style of your own writes
/// `_body(configuration:)`, as public SwiftUI code does; the configuration is the field without a style.
public protocol TextFieldStyle {
  /// The view a style makes.
  associatedtype _Body: View
  /// The field as this style draws it.
  func _body(configuration: TextField<Self._Label>) -> Self._Body
  /// The label a style receives.
  typealias _Label = _TextFieldStyleLabel
}

/// The platform's style: plain (the text alone), in a form's row too.
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle {
  /// The default style.
  public init() {}
  /// The field, plain.
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// The text alone, no border.
nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
  /// The plain style.
  public init() {}
  /// The field, plain.
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// UIKit's rounded-rectangle field: the text 7 points in, at least 34 points tall, on the system
/// background in a 5-point rounded rectangle with a hairline `systemGray4` border (UIKit's
/// `UITextField.BorderStyle.roundedRect` metrics; docs/swift-views.md, Text fields).
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The rounded-border style.
  public init() {}
  /// The field in its border.
  public func _body(configuration: TextField<_Label>) -> some View {
    configuration
      .padding(.horizontal, 7)
      .frame(minHeight: 34)
      .background(RoundedRectangle(cornerRadius: 5).fill(Color(named: "systemBackground")))
      .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color(named: "gray4"), lineWidth: 0.5))
  }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's style.
  nonisolated public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// The text alone.
  nonisolated public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// UIKit's rounded border.
  nonisolated public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// A text field style, type-erased, as the environment keeps it.
nonisolated struct AnyTextFieldStyle {
  let body: (TextField<_TextFieldStyleLabel>) -> AnyView
  init<S: TextFieldStyle>(_ style: S) { body = { AnyView(style._body(configuration: $0)) } }
}

nonisolated extension View {
  /// The style of the text fields in this view.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environmentChange { $0.textFieldStyle = AnyTextFieldStyle(style) }
  }
}

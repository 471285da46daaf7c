import DisplayModel

/// A custom look for the buttons inside (SwiftUI's `ButtonStyle`): `makeBody(configuration:)` draws the
/// button from its label. Applied with `.buttonStyle(MyStyle())`.
@MainActor @preconcurrency public protocol ButtonStyle {
  /// The view a button is drawn as.
  associatedtype Body: View
  /// The button drawn from its label and state.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The button's label and state.
  typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` draws a button from.
nonisolated public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public typealias Label = StyleConfigurationLabel
  /// The button's label.
  public let label: Label
  /// Whether a finger is on the button. A tap is played as one instant (docs/swift-views.md, Taps), so
  /// this is always false: a style's pressed look is not drawn.
  public let isPressed: Bool
  /// The button's role (nil: none).
  public let role: ButtonRole?
}

/// A button's role.
nonisolated public struct ButtonRole: Equatable, Sendable {
  let name: String
  /// A button that deletes or removes.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels.
  public static let cancel = ButtonRole(name: "cancel")
}

nonisolated extension View {
  /// Draws the buttons inside with `style`: each button's label becomes `style.makeBody(configuration:)`,
  /// still tappable as the button, its label in the primary colour as in SwiftUI's custom styles.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environmentChange { $0.customButtonStyle = AnyButtonStyle(style) }
  }
}

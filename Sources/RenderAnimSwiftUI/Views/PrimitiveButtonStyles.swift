/// SwiftUI's built-in button styles as the types public code names them (`.buttonStyle(PlainButtonStyle())`),
/// each drawn as its ``ButtonStyleKind`` (`.buttonStyle(.plain)`) is.
nonisolated public struct PlainButtonStyle: Sendable {
  /// The plain style.
  public init() {}
}

/// The borderless style, as a type (`.buttonStyle(BorderlessButtonStyle())`).
nonisolated public struct BorderlessButtonStyle: Sendable {
  /// The borderless style.
  public init() {}
}

/// The bordered style, as a type (`.buttonStyle(BorderedButtonStyle())`).
nonisolated public struct BorderedButtonStyle: Sendable {
  /// The bordered style.
  public init() {}
}

/// The bordered prominent style, as a type (`.buttonStyle(BorderedProminentButtonStyle())`).
nonisolated public struct BorderedProminentButtonStyle: Sendable {
  /// The bordered prominent style.
  public init() {}
}

/// The default style, as a type (`.buttonStyle(DefaultButtonStyle())`).
nonisolated public struct DefaultButtonStyle: Sendable {
  /// The default style.
  public init() {}
}

nonisolated extension View {
  /// Draws the buttons inside with the plain style.
  public func buttonStyle(_ style: PlainButtonStyle) -> some View { buttonStyle(.plain) }
  /// Draws the buttons inside with the borderless style.
  public func buttonStyle(_ style: BorderlessButtonStyle) -> some View { buttonStyle(.borderless) }
  /// Draws the buttons inside with the bordered style.
  public func buttonStyle(_ style: BorderedButtonStyle) -> some View { buttonStyle(.bordered) }
  /// Draws the buttons inside with the bordered prominent style.
  public func buttonStyle(_ style: BorderedProminentButtonStyle) -> some View { buttonStyle(.borderedProminent) }
  /// Draws the buttons inside with the default style.
  public func buttonStyle(_ style: DefaultButtonStyle) -> some View { buttonStyle(.automatic) }
}

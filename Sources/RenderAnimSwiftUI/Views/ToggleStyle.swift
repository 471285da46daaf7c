/// How a `Toggle` is drawn (SwiftUI's `ToggleStyle`): `makeBody(configuration:)` makes the toggle's view
/// from its label and its `isOn` binding; a style that should toggle on a tap says so itself
/// (`.onTapGesture { configuration.isOn.toggle() }`), as in SwiftUI.
@MainActor @preconcurrency public protocol ToggleStyle {
  /// The view a toggle is drawn as.
  associatedtype Body: View
  /// The toggle drawn from its label and state.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The toggle's label and state.
  typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` draws a toggle from.
nonisolated public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  public typealias Label = StyleConfigurationLabel
  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; setting it sets the toggle's binding.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values some on and some off (never, here).
  public var isMixed: Bool { false }
  /// `.tint` where the toggle is: the built-in styles' colour when on.
  var tint: Color? = nil
  /// `.labelsHidden()` where the toggle is: the switch draws without its title.
  var labelHidden = false

  init(label: Label, isOn: Binding<Bool>, tint: Color? = nil) {
    self.label = label
    self._isOn = isOn
    self.tint = tint
  }
}

/// A ``ToggleStyle`` without its type, as the environment carries it.
nonisolated struct AnyToggleStyle {
  let makeBody: (ToggleStyleConfiguration) -> any View
  /// One of SwiftUI's own styles, which draw a disabled toggle dimmed (a style of your own reads
  /// `isEnabled` itself).
  let isBuiltIn: Bool

  init<S: ToggleStyle>(_ style: S) {
    makeBody = { configuration in mainActorBody((style, configuration)) { $0.0.makeBody(configuration: $0.1) } }
    isBuiltIn =
      S.self == SwitchToggleStyle.self || S.self == ButtonToggleStyle.self || S.self == DefaultToggleStyle.self
  }
}

/// iOS's switch beside the toggle's title: a 51 × 31-point capsule, green (or the `.tint`) when on, light
/// grey when off,
/// with a 27-point white knob and its shadow; tapping the title or the switch toggles it.
public struct SwitchToggleStyle: ToggleStyle {
  /// The switch style.
  nonisolated public init() {}
  /// A switch in this tint when on (nil: iOS's green).
  nonisolated public init(tint: Color) { self.tint = tint }
  var tint: Color? = nil

  public func makeBody(configuration: Configuration) -> some View {
    let on = configuration.isOn
    HStack {
      if !configuration.labelHidden {
        // The title takes the row's width before the space between (UIKit lays out a switch cell so).
        configuration.label.layoutPriority(1)
        Spacer()
      }
      ZStack {
        Capsule().fill(
          on ? tint ?? configuration.tint ?? Color.green : Color(red: 0.471, green: 0.471, blue: 0.502, opacity: 0.16))
        Circle().fill(Color.white).frame(width: 27, height: 27).shadow(
          color: Color(white: 0, opacity: 0.15), radius: 4, y: 3
        )
        .offset(x: on ? 10 : -10)
      }
      .frame(width: 51, height: 31)
      // A UISwitch: one picture, which the opacity and shadows around it apply to whole.
      .compositingGroup()
      // The switch slides on its own when it is switched without an animation, as UISwitch does (and
      // only then: a switch in a list that scrolls moves with its row).
      .transaction(value: on) { if $0.animation == nil { $0.animation = .easeInOut(duration: 0.25) } }
    }
    .onTapGesture { configuration.isOn.toggle() }
  }
}

/// A toggle drawn as a button: its label in the tint (`.tint`, else the accent colour), on a rounded
/// rectangle of the tint at 15 % opacity
/// when on (as a `.bordered` button is drawn), bare when off; a tap toggles it. render-anim's reading of
/// iOS's button toggle style, which Apple documents without measurements.
public struct ButtonToggleStyle: ToggleStyle {
  /// The button style.
  nonisolated public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    let tint = configuration.tint ?? Color.accentColor
    configuration.label
      .foregroundStyle(tint)
      .padding(.horizontal, 12)
      .padding(.vertical, 7)
      .background(RoundedRectangle(cornerRadius: 8).fill(tint.opacity(configuration.isOn ? 0.15 : 0)))
      .onTapGesture { configuration.isOn.toggle() }
  }
}

/// The platform's toggle style: the switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
  /// The default style.
  nonisolated public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// iOS's switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that shows whether it is on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's style (the switch on iOS).
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

nonisolated extension View {
  /// Draws the toggles inside with `style`.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environmentChange { $0.toggleStyle = AnyToggleStyle(style) }
  }
}

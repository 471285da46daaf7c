/// A style of your own without its type, as the environment carries it: the body it makes of a control's
/// configuration (a button's, a label's, a progress view's, a gauge's), run isolated to the main actor as
/// SwiftUI's styles' bodies are (MainActorBody.swift).
nonisolated struct AnyStyle<Configuration> {
  let makeBody: (Configuration) -> any View

  /// The style whose body `body` makes from a configuration.
  init<S>(_ style: S, body: @escaping @MainActor (S, Configuration) -> any View) {
    makeBody = { configuration in mainActorBody((style, configuration)) { body($0.0, $0.1) } }
  }
}

/// A ``ButtonStyle`` without its type.
typealias AnyButtonStyle = AnyStyle<ButtonStyleConfiguration>
/// A ``LabelStyle`` without its type.
typealias AnyLabelStyle = AnyStyle<LabelStyleConfiguration>
/// A ``ProgressViewStyle`` without its type.
typealias AnyProgressViewStyle = AnyStyle<ProgressViewStyleConfiguration>
/// A ``GaugeStyle`` without its type.
typealias AnyGaugeStyle = AnyStyle<GaugeStyleConfiguration>
/// A ``GroupBoxStyle`` without its type.
typealias AnyGroupBoxStyle = AnyStyle<GroupBoxStyleConfiguration>

extension AnyStyle where Configuration == ButtonStyleConfiguration {
  init<S: ButtonStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}
extension AnyStyle where Configuration == LabelStyleConfiguration {
  init<S: LabelStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}
extension AnyStyle where Configuration == ProgressViewStyleConfiguration {
  init<S: ProgressViewStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}
extension AnyStyle where Configuration == GaugeStyleConfiguration {
  init<S: GaugeStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}
extension AnyStyle where Configuration == GroupBoxStyleConfiguration {
  init<S: GroupBoxStyle>(_ style: S) { self.init(style) { $0.makeBody(configuration: $1) } }
}

/// The label a style's configuration hands to `makeBody(configuration:)` (`ButtonStyleConfiguration.Label`,
/// `ToggleStyleConfiguration.Label`): the control's label as a view, drawn where the style puts it.
nonisolated public struct StyleConfigurationLabel: View, PrimitiveView {
  public typealias Body = Never
  let content: AnyView
  func resolve(
    path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    try context.resolve(content, path: path, environment: environment)
  }
}

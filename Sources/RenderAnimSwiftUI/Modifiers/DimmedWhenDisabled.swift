import DisplayModel

/// A control drawn dimmed under `.disabled(true)` (where `isEnabled` is false): at half its opacity, our
/// reading of UIKit's disabled switches, sliders, steppers and segmented controls (not measured on a
/// device). Enabled, the control is resolved unchanged (no effect is added).
nonisolated struct _DimmedWhenDisabled: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  /// Whether the control dims itself (false: a style of your own, which reads `isEnabled`).
  var applies = true

  /// A disabled control's opacity.
  static let opacity = 0.5

  func resolve(
    content: any View, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    guard applies, !environment.values.isEnabled else {
      return try context.resolve(content, path: path, environment: environment)
    }
    return try _EffectModifier(kind: .opacity, name: "opacity", components: [""], vector: [Self.opacity]).resolve(
      content: content, path: path, environment: environment, in: context)
  }
}

import DisplayModel

/// A material (SwiftUI's `Material`): what is drawn behind the view, blurred, under a tint of the colour
/// scheme's background (Rasterizer+Backdrop.swift). Thinner materials blur less and let more through.
///
/// Apple publishes no numbers for its materials; the blur radii and tint opacities here are render-anim's
/// reading of iOS 17's, by eye (docs/swift-views.md, Materials).
nonisolated public struct Material: ShapeStyle, Sendable, Equatable {
  /// The blur radius in points.
  let blur: Double
  /// The tint's opacity over the blurred backdrop.
  let opacity: Double

  /// The lightest.
  public static let ultraThin = Material(blur: 15, opacity: 0.35)
  /// Light.
  public static let thin = Material(blur: 20, opacity: 0.5)
  /// The usual material.
  public static let regular = Material(blur: 25, opacity: 0.65)
  /// Heavy.
  public static let thick = Material(blur: 30, opacity: 0.78)
  /// The heaviest.
  public static let ultraThick = Material(blur: 35, opacity: 0.88)
  /// The material of bars (tab bars, toolbars).
  public static let bar = Material(blur: 25, opacity: 0.8)

  /// The tint in `scheme`: white in light mode, iOS's dark system grey in dark mode.
  func tint(_ scheme: ColorScheme) -> RGBAColor {
    scheme == .dark
      ? RGBAColor(red: 0.11, green: 0.11, blue: 0.118, alpha: opacity)
      : RGBAColor(red: 1, green: 1, blue: 1, alpha: opacity)
  }
}

extension ShapeStyle where Self == Material {
  /// The lightest material.
  nonisolated public static var ultraThinMaterial: Material { .ultraThin }
  /// A light material.
  nonisolated public static var thinMaterial: Material { .thin }
  /// The usual material.
  nonisolated public static var regularMaterial: Material { .regular }
  /// A heavy material.
  nonisolated public static var thickMaterial: Material { .thick }
  /// The heaviest material.
  nonisolated public static var ultraThickMaterial: Material { .ultraThick }
  /// The material of bars.
  nonisolated public static var bar: Material { .bar }
}

import DisplayModel
import Foundation

nonisolated extension Gradient {
  /// The space gradients and mixes interpolate colours in (SwiftUI's `Gradient.ColorSpace`).
  public struct ColorSpace: Hashable, Sendable {
    let perceptual: Bool
    /// The components as stored (sRGB).
    public static let device = ColorSpace(perceptual: false)
    /// A perceptually uniform space (Oklab), where a mix halfway looks halfway.
    public static let perceptual = ColorSpace(perceptual: true)
  }
}

nonisolated extension Color {
  /// This colour mixed with `rhs`: `fraction` 0 is this colour, 1 is `rhs` (clamped to 0…1), interpolated
  /// in `colorSpace` — Oklab for `.perceptual`, SwiftUI's default, or sRGB components for `.device` —
  /// in light and dark mode alike, with the opacities mixed linearly.
  public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
    let t = min(max(fraction, 0), 1)
    func mixed(_ scheme: ColorScheme) -> RGBAColor {
      let (a, b) = (resolved(scheme), rhs.resolved(scheme))
      var out: RGBAColor
      if colorSpace.perceptual {
        let (p, q) = (Oklab(a), Oklab(b))
        out = Oklab(l: p.l + (q.l - p.l) * t, a: p.a + (q.a - p.a) * t, b: p.b + (q.b - p.b) * t).rgb
      } else {
        out = RGBAColor(
          red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
          blue: a.blue + (b.blue - a.blue) * t)
      }
      out.alpha = a.alpha + (b.alpha - a.alpha) * t
      return out
    }
    let light = mixed(.light)
    let dark = mixed(.dark)
    return Color(light, dark: dark == light ? nil : dark)
  }
}

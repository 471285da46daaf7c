import Foundation

extension RGBAColor {
  /// sRGB's transfer function: an encoded component 0…1 to linear light.
  public static func linear(_ s: Double) -> Double { s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4) }

  /// sRGB's transfer function: linear light (clamped to 0…1) to an encoded component.
  public static func encoded(_ l: Double) -> Double {
    let x = min(max(l, 0), 1)
    return x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
  }

  /// The colour's relative luminance (WCAG's, from linear light; alpha ignored).
  public var luminance: Double {
    0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
  }

  /// Linear-light, premultiplied components: how colours animate (docs/scene-format.md).
  public var linearPremultiplied: [Double] {
    [Self.linear(red) * alpha, Self.linear(green) * alpha, Self.linear(blue) * alpha, alpha]
  }

  /// From linear-light, premultiplied components (clamped to 0…1).
  public init(linearPremultiplied c: [Double]) {
    let a = min(max(c[3], 0), 1)
    func srgb(_ l: Double) -> Double { a > 0 ? Self.encoded(l / a) : 0 }
    self.init(red: srgb(c[0]), green: srgb(c[1]), blue: srgb(c[2]), alpha: a)
  }
}

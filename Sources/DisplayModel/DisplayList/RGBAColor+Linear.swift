import Foundation

extension RGBAColor {
  /// Linear-light, premultiplied components: how colours animate (docs/scene-format.md).
  public var linearPremultiplied: [Double] {
    func linear(_ s: Double) -> Double { s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4) }
    return [linear(red) * alpha, linear(green) * alpha, linear(blue) * alpha, alpha]
  }

  /// From linear-light, premultiplied components (clamped to 0…1).
  public init(linearPremultiplied c: [Double]) {
    let a = min(max(c[3], 0), 1)
    func srgb(_ l: Double) -> Double {
      let x = a > 0 ? min(max(l / a, 0), 1) : 0
      return x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
    }
    self.init(red: srgb(c[0]), green: srgb(c[1]), blue: srgb(c[2]), alpha: a)
  }
}

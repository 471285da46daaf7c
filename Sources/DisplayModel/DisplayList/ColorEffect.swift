import Foundation

/// SwiftUI's colour modifiers, applied to everything a layer draws (its children included) before its
/// opacity: `saturation(_:)`, `grayscale(_:)`, `hueRotation(_:)`, `colorMultiply(_:)` in linear light
/// (greys keep the colour's luminance, Rec. 709 weights 0.2126, 0.7152, 0.0722); `brightness(_:)`,
/// `contrast(_:)` and `colorInvert()` on the encoded sRGB values, as CSS's filter functions do.
public enum ColorEffect: Sendable, Equatable {
  /// 0 grey, 1 unchanged, above 1 more saturated.
  case saturation(Double)
  /// 0 unchanged, 1 grey.
  case grayscale(Double)
  /// The hue turned by this many radians around the grey axis.
  case hueRotation(Double)
  /// Each channel multiplied by the colour's (straight alpha kept).
  case colorMultiply(RGBAColor)
  /// Added to each channel: 0 unchanged, 1 white.
  case brightness(Double)
  /// (c − ½)·k + ½: 1 unchanged, 0 mid grey.
  case contrast(Double)
  /// 1 − c.
  case colorInvert

  /// The names used in scenes and `sample`.
  public var name: String {
    switch self {
    case .saturation: return "saturation"
    case .grayscale: return "grayscale"
    case .hueRotation: return "hueRotation"
    case .colorMultiply: return "colorMultiply"
    case .brightness: return "brightness"
    case .contrast: return "contrast"
    case .colorInvert: return "colorInvert"
    }
  }

  /// Applies the effect to a straight-alpha colour (channels 0…1, sRGB encoded); the result is clamped.
  public func apply(_ c: (r: Double, g: Double, b: Double)) -> (r: Double, g: Double, b: Double) {
    let linear = RGBAColor.linear
    let encoded = RGBAColor.encoded
    func clamp(_ x: Double) -> Double { min(max(x, 0), 1) }
    func saturate(_ s: Double) -> (r: Double, g: Double, b: Double) {
      let (r, g, b) = (linear(c.r), linear(c.g), linear(c.b))
      let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
      return (encoded(y + s * (r - y)), encoded(y + s * (g - y)), encoded(y + s * (b - y)))
    }
    switch self {
    case .saturation(let s): return saturate(s)
    case .grayscale(let g): return saturate(1 - min(max(g, 0), 1))
    case .hueRotation(let a):
      // The hue-rotation matrix of SVG's feColorMatrix (luminance weights 0.213, 0.715, 0.072).
      let (r, g, b) = (linear(c.r), linear(c.g), linear(c.b))
      let cs = cos(a)
      let sn = sin(a)
      let m: [Double] = [
        0.213 + cs * 0.787 - sn * 0.213, 0.715 - cs * 0.715 - sn * 0.715, 0.072 - cs * 0.072 + sn * 0.928,
        0.213 - cs * 0.213 + sn * 0.143, 0.715 + cs * 0.285 + sn * 0.140, 0.072 - cs * 0.072 - sn * 0.283,
        0.213 - cs * 0.213 - sn * 0.787, 0.715 - cs * 0.715 + sn * 0.715, 0.072 + cs * 0.928 + sn * 0.072,
      ]
      return (
        encoded(m[0] * r + m[1] * g + m[2] * b), encoded(m[3] * r + m[4] * g + m[5] * b),
        encoded(m[6] * r + m[7] * g + m[8] * b)
      )
    case .colorMultiply(let k):
      return (
        encoded(linear(c.r) * linear(k.red)), encoded(linear(c.g) * linear(k.green)),
        encoded(linear(c.b) * linear(k.blue))
      )
    case .brightness(let b): return (clamp(c.r + b), clamp(c.g + b), clamp(c.b + b))
    case .contrast(let k):
      return (clamp((c.r - 0.5) * k + 0.5), clamp((c.g - 0.5) * k + 0.5), clamp((c.b - 0.5) * k + 0.5))
    case .colorInvert: return (1 - c.r, 1 - c.g, 1 - c.b)
    }
  }
}

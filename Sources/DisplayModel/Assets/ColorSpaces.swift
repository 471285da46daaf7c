import Foundation

/// Conversions of the colour spaces an asset catalog writes into the sRGB that render-anim draws in
/// (components outside 0…1 are clamped: the canvas is sRGB).
enum ColorSpaces {
  /// sRGB's transfer function, from linear light.
  static func encode(_ x: Double) -> Double { x >= 1 ? 1 : RGBAColor.encoded(x) }
  /// sRGB's (and Display P3's) transfer function, to linear light.
  static func decode(_ v: Double) -> Double { RGBAColor.linear(v) }

  static func linearSRGB(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> RGBAColor {
    RGBAColor(red: encode(r), green: encode(g), blue: encode(b), alpha: alpha)
  }

  /// Display P3 (P3 primaries, D65 white, sRGB's curve): decoded, taken to sRGB's primaries by the
  /// matrix of the two spaces' primaries, encoded.
  static func displayP3(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> RGBAColor {
    let lr = decode(r)
    let lg = decode(g)
    let lb = decode(b)
    return linearSRGB(
      1.2249401 * lr - 0.2249404 * lg,
      -0.0420569 * lr + 1.0420571 * lg,
      -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb, alpha: alpha)
  }

  /// A grey with gamma 2.2 (Generic Gray Gamma 2.2).
  static func gray22(_ w: Double, alpha: Double) -> RGBAColor {
    let v = encode(pow(min(max(w, 0), 1), 2.2))
    return RGBAColor(red: v, green: v, blue: v, alpha: alpha)
  }
}

extension RGBAColor {
  /// The colour with each component in 0…1.
  var clamped: RGBAColor {
    func c(_ x: Double) -> Double { min(max(x, 0), 1) }
    return RGBAColor(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
  }
}

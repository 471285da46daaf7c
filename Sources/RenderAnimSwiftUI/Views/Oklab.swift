import DisplayModel
import Foundation

/// A colour in Björn Ottosson's Oklab (2020): lightness and two opponent axes, from linear sRGB through
/// his LMS matrices and a cube root.
nonisolated struct Oklab {
  var l: Double, a: Double, b: Double

  init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  init(_ c: RGBAColor) {
    let (r, g, bl) = (RGBAColor.linear(c.red), RGBAColor.linear(c.green), RGBAColor.linear(c.blue))
    let lms = (
      cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl),
      cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl),
      cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
    )
    l = 0.2104542553 * lms.0 + 0.7936177850 * lms.1 - 0.0040720468 * lms.2
    a = 1.9779984951 * lms.0 - 2.4285922050 * lms.1 + 0.4505937099 * lms.2
    b = 0.0259040371 * lms.0 + 0.7827717662 * lms.1 - 0.8086757660 * lms.2
  }

  /// The sRGB colour (opaque; components clamped to 0…1).
  var rgb: RGBAColor {
    let l3 = pow(l + 0.3963377774 * a + 0.2158037573 * b, 3)
    let m3 = pow(l - 0.1055613458 * a - 0.0638541728 * b, 3)
    let s3 = pow(l - 0.0894841775 * a - 1.2914855480 * b, 3)
    let r = 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3
    let g = -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3
    let bl = -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3
    return RGBAColor(red: RGBAColor.encoded(r), green: RGBAColor.encoded(g), blue: RGBAColor.encoded(bl))
  }

}

import Foundation
import Render

/// One pixel with straight (un-premultiplied) 8-bit sRGB channels.
package struct StraightPixel {
  package var r: UInt8, g: UInt8, b: UInt8, a: UInt8

  package init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// The pixel at (x, y) of a premultiplied BGRA frame.
  package init(_ frame: RenderedFrame, _ x: Int, _ y: Int) {
    let p = frame.pixel(x: x, y: y)
    let s = Unpremultiply.pixel(UInt32(p.b) | UInt32(p.g) << 8 | UInt32(p.r) << 16 | UInt32(p.a) << 24)
    self.init(r: UInt8(s & 0xFF), g: UInt8((s >> 8) & 0xFF), b: UInt8((s >> 16) & 0xFF), a: UInt8(s >> 24))
  }

  package func maxChannelDifference(to o: StraightPixel) -> Int {
    max(abs(Int(r) - Int(o.r)), abs(Int(g) - Int(o.g)), abs(Int(b) - Int(o.b)), abs(Int(a) - Int(o.a)))
  }

  /// CIE L*a*b* (D65) of the colour composited over mid grey (sRGB 128).
  var lab: (l: Double, a: Double, b: Double) {
    let alpha = Double(a) / 255
    func linear(_ c: UInt8) -> Double {
      let s = (Double(c) * alpha + 128 * (1 - alpha)) / 255
      return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
    }
    let R = linear(r)
    let G = linear(g)
    let B = linear(b)
    let X = (0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / 0.95047
    let Y = 0.2126729 * R + 0.7151522 * G + 0.0721750 * B
    let Z = (0.0193339 * R + 0.1191920 * G + 0.9503041 * B) / 1.08883
    func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
    return (116 * f(Y) - 16, 500 * (f(X) - f(Y)), 200 * (f(Y) - f(Z)))
  }

  /// CIEDE2000 colour difference.
  package func deltaE2000(to other: StraightPixel) -> Double {
    let (l1, a1, b1) = lab
    let (l2, a2, b2) = other.lab
    let c1 = hypot(a1, b1)
    let c2 = hypot(a2, b2)
    let cMean = (c1 + c2) / 2
    let g = 0.5 * (1 - sqrt(pow(cMean, 7) / (pow(cMean, 7) + pow(25, 7))))
    let ap1 = (1 + g) * a1
    let ap2 = (1 + g) * a2
    let cp1 = hypot(ap1, b1)
    let cp2 = hypot(ap2, b2)
    func hue(_ b: Double, _ a: Double) -> Double {
      if a == 0 && b == 0 { return 0 }
      let h = atan2(b, a) * 180 / .pi
      return h < 0 ? h + 360 : h
    }
    let hp1 = hue(b1, ap1)
    let hp2 = hue(b2, ap2)
    let dL = l2 - l1
    let dC = cp2 - cp1
    var dh = 0.0
    if cp1 * cp2 != 0 {
      dh = hp2 - hp1
      if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
    }
    let dH = 2 * sqrt(cp1 * cp2) * sin(dh * .pi / 360)
    let lMean = (l1 + l2) / 2
    let cpMean = (cp1 + cp2) / 2
    var hMean = hp1 + hp2
    if cp1 * cp2 != 0 {
      hMean = abs(hp1 - hp2) > 180 ? (hp1 + hp2 + (hp1 + hp2 < 360 ? 360 : -360)) / 2 : (hp1 + hp2) / 2
    }
    let t =
      1 - 0.17 * cos((hMean - 30) * .pi / 180) + 0.24 * cos(2 * hMean * .pi / 180)
      + 0.32 * cos((3 * hMean + 6) * .pi / 180) - 0.20 * cos((4 * hMean - 63) * .pi / 180)
    let sl = 1 + 0.015 * (lMean - 50) * (lMean - 50) / sqrt(20 + (lMean - 50) * (lMean - 50))
    let sc = 1 + 0.045 * cpMean
    let sh = 1 + 0.015 * cpMean * t
    let rt =
      -2 * sqrt(pow(cpMean, 7) / (pow(cpMean, 7) + pow(25, 7)))
      * sin(60 * exp(-pow((hMean - 275) / 25, 2)) * .pi / 180)
    return sqrt(pow(dL / sl, 2) + pow(dC / sc, 2) + pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh))
  }
}

extension BoxBlur {
  /// From this box half-width (a shadow radius of about 8 pixels) up, a shadow's coverage is blurred at
  /// half resolution and scaled back up bilinearly, as Core Animation blurs large shadows: a quarter of the
  /// work, and a Gaussian of that width has no detail a half-resolution plane loses (within 3 levels of 255
  /// of the full-resolution blur, 1 at SwiftUI's default shadow opacity: `HalfResolutionShadowTests`).
  package static let halfResolutionRadius = 8

  /// A shadow: blurs the coverage (alpha) of `surface` the same way as ``apply(to:radius:)``, then paints
  /// every pixel `color` (straight sRGB components 0…1) at that coverage. A tinted silhouette is its colour
  /// times its alpha, so blurring the alpha alone gives the blurred shadow with a quarter of the work of
  /// blurring four channels.
  package static func applyTinted(
    to surface: ImageSurface, radius: Double, color: (red: Double, green: Double, blue: Double, alpha: Double)
  ) {
    let radii = boxRadii(sigma: radius).map { min($0, max(surface.width, surface.height)) }
    let ca = min(max(color.alpha, 0), 1)
    let cr = min(max(color.red, 0), 1)
    let cg = min(max(color.green, 0), 1)
    let cb = min(max(color.blue, 0), 1)
    // Premultiplied BGRA: alpha = coverage × the colour's alpha, each channel = its component × alpha,
    // one table entry per coverage level.
    let table = (0..<256).map { level -> UInt32 in
      let alpha = Double(level) * ca
      let bgra = [cb * alpha, cg * alpha, cr * alpha, alpha].map { UInt32(min($0.rounded(), 255)) }
      return bgra[0] | bgra[1] << 8 | bgra[2] << 16 | bgra[3] << 24
    }
    surface.withPixels { data, stride in
      let w = surface.width
      let h = surface.height
      var plane = [Int32](repeating: 0, count: w * h)
      plane.withUnsafeMutableBufferPointer { a in
        let coverage = a.baseAddress!
        if radii.max()! >= halfResolutionRadius && w > 1 && h > 1 {
          blurAtHalfResolution(data, stride: stride, width: w, height: h, sigma: radius, into: coverage)
        } else {
          for y in 0..<h {
            let row = data + y * stride + 3
            let out = coverage + y * w
            for x in 0..<w { out[x] = Int32(row[x &* 4]) }
          }
          blurPlane(coverage, width: w, height: h, radii: radii)
        }
        table.withUnsafeBufferPointer { t in
          for y in 0..<h {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            let line = coverage + y * w
            for x in 0..<w { row[x] = t[Int(UInt8(truncatingIfNeeded: line[x]))].littleEndian }
          }
        }
      }
    }
  }

  /// The alpha of `data` averaged over 2 × 2 blocks (edges repeated), blurred with the box passes whose
  /// spread matches a Gaussian of `sigma` full-resolution pixels, and scaled back to `width` × `height`
  /// bilinearly (a full pixel's centre lies a quarter of a half-resolution pixel from its block's). The
  /// averaging and the scaling spread by a variance of about 1 full-resolution pixel², taken off σ².
  static func blurAtHalfResolution(
    _ data: UnsafeMutablePointer<UInt8>, stride: Int, width w: Int, height h: Int,
    sigma: Double, into coverage: UnsafeMutablePointer<Int32>
  ) {
    let hw = (w + 1) / 2
    let hh = (h + 1) / 2
    let radii = boxRadii(sigma: max(sigma * sigma - 1, 0).squareRoot() / 2).map { min($0, max(hw, hh)) }
    var small = [Int32](repeating: 0, count: hw * hh)
    var wide = [Int32](repeating: 0, count: w * hh)
    small.withUnsafeMutableBufferPointer { sp in
      let s = sp.baseAddress!
      for j in 0..<hh {
        let top = data + 2 * j * stride + 3
        let bottom = data + min(2 * j + 1, h - 1) * stride + 3
        for i in 0..<hw {
          let x0 = 8 * i
          let x1 = 4 * min(2 * i + 1, w - 1)
          s[j * hw + i] = (Int32(top[x0]) + Int32(top[x1]) + Int32(bottom[x0]) + Int32(bottom[x1]) + 2) / 4
        }
      }
      blurPlane(s, width: hw, height: hh, radii: radii)
      wide.withUnsafeMutableBufferPointer { wp in
        let m = wp.baseAddress!
        // Across: pixel 2i takes ¼ of block i − 1 and ¾ of block i; pixel 2i + 1 ¾ of block i and ¼ of i + 1.
        for j in 0..<hh {
          let line = s + j * hw
          let out = m + j * w
          for x in 0..<w {
            let i = x >> 1
            let other = x & 1 == 0 ? max(i - 1, 0) : min(i + 1, hw - 1)
            out[x] = 3 &* line[i] &+ line[other]
          }
        }
        // Down, the same weights; the sum is 16 times the value.
        for y in 0..<h {
          let j = y >> 1
          let other = y & 1 == 0 ? max(j - 1, 0) : min(j + 1, hh - 1)
          let near = m + j * w
          let far = m + other * w
          let out = coverage + y * w
          for x in 0..<w { out[x] = (3 &* near[x] &+ far[x] &+ 8) &>> 4 }
        }
      }
    }
  }
}

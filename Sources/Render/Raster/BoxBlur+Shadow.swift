extension BoxBlur {
  /// From this box radius (a shadow radius of 13.6 pixels) up, a shadow's coverage is blurred at half
  /// resolution and scaled back up bilinearly, as Core Animation blurs large shadows: a quarter of the work,
  /// and a Gaussian of that width has no detail a half-resolution plane loses (the difference in spread is
  /// under 4 %, under one level of 255 for a shadow at SwiftUI's default opacity).
  static let halfResolutionRadius = 8

  /// A shadow: blurs the coverage (alpha) of `surface` the same way as ``apply(to:radius:)``, then paints
  /// every pixel `color` (straight sRGB components 0…1) at that coverage. A tinted silhouette is its colour
  /// times its alpha, so blurring the alpha alone gives the blurred shadow with a quarter of the work of
  /// blurring four channels.
  static func applyTinted(to surface: ImageSurface, radius: Double, color: (red: Double, green: Double, blue: Double, alpha: Double)) {
    let r = Int(min(max(radius / 1.7, 0), Double(max(surface.width, surface.height))).rounded())
    let ca = min(max(color.alpha, 0), 1)
    let cr = min(max(color.red, 0), 1), cg = min(max(color.green, 0), 1), cb = min(max(color.blue, 0), 1)
    // Premultiplied BGRA: alpha = coverage × the colour's alpha, each channel = its component × alpha,
    // one table entry per coverage level.
    let table = (0..<256).map { level -> UInt32 in
      let alpha = Double(level) * ca
      let bgra = [cb * alpha, cg * alpha, cr * alpha, alpha].map { UInt32(min($0.rounded(), 255)) }
      return bgra[0] | bgra[1] << 8 | bgra[2] << 16 | bgra[3] << 24
    }
    surface.withPixels { data, stride in
      let w = surface.width, h = surface.height
      var plane = [Int32](repeating: 0, count: w * h)
      plane.withUnsafeMutableBufferPointer { a in
        let coverage = a.baseAddress!
        if r >= halfResolutionRadius && w > 1 && h > 1 {
          blurAtHalfResolution(data, stride: stride, width: w, height: h, radius: r, into: coverage)
        } else {
          for y in 0..<h {
            let row = data + y * stride + 3, out = coverage + y * w
            for x in 0..<w { out[x] = Int32(row[x &* 4]) }
          }
          blurPlane(coverage, width: w, height: h, radius: r)
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

  /// The alpha of `data` averaged over 2 × 2 blocks (edges repeated), blurred with the box radius whose
  /// three passes best match the spread of `radius` at full resolution, and scaled back to `width` ×
  /// `height` bilinearly (a full pixel's centre lies a quarter of a half-resolution pixel from its block's).
  static func blurAtHalfResolution(_ data: UnsafeMutablePointer<UInt8>, stride: Int, width w: Int, height h: Int,
                                   radius r: Int, into coverage: UnsafeMutablePointer<Int32>) {
    let hw = (w + 1) / 2, hh = (h + 1) / 2
    // Three passes of radius ρ spread by variance ρ(ρ + 1); at half resolution that is 4ρ'(ρ' + 1).
    let candidates = [max(1, r / 2 - 1), max(1, r / 2), r / 2 + 1]
    let r2 = candidates.min { abs(4 * $0 * ($0 + 1) - r * (r + 1)) < abs(4 * $1 * ($1 + 1) - r * (r + 1)) }!
    var small = [Int32](repeating: 0, count: hw * hh), wide = [Int32](repeating: 0, count: w * hh)
    small.withUnsafeMutableBufferPointer { sp in
      let s = sp.baseAddress!
      for j in 0..<hh {
        let top = data + 2 * j * stride + 3, bottom = data + min(2 * j + 1, h - 1) * stride + 3
        for i in 0..<hw {
          let x0 = 8 * i, x1 = 4 * min(2 * i + 1, w - 1)
          s[j * hw + i] = (Int32(top[x0]) + Int32(top[x1]) + Int32(bottom[x0]) + Int32(bottom[x1]) + 2) / 4
        }
      }
      blurPlane(s, width: hw, height: hh, radius: r2)
      wide.withUnsafeMutableBufferPointer { wp in
        let m = wp.baseAddress!
        // Across: pixel 2i takes ¼ of block i − 1 and ¾ of block i; pixel 2i + 1 ¾ of block i and ¼ of i + 1.
        for j in 0..<hh {
          let line = s + j * hw, out = m + j * w
          for x in 0..<w {
            let i = x >> 1, other = x & 1 == 0 ? max(i - 1, 0) : min(i + 1, hw - 1)
            out[x] = 3 &* line[i] &+ line[other]
          }
        }
        // Down, the same weights; the sum is 16 times the value.
        for y in 0..<h {
          let j = y >> 1, other = y & 1 == 0 ? max(j - 1, 0) : min(j + 1, hh - 1)
          let near = m + j * w, far = m + other * w, out = coverage + y * w
          for x in 0..<w { out[x] = (3 &* near[x] &+ far[x] &+ 8) &>> 4 }
        }
      }
    }
  }
}

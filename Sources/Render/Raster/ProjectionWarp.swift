import Scene

/// Draws an image through a projection (a 3×3 homography, `rotation3DEffect`), which Cairo's affine
/// matrices cannot: every destination pixel in the projected quad's bounds is mapped back through the
/// inverse projection and sampled bilinearly from the source (premultiplied BGRA, transparent outside).
enum ProjectionWarp {
  /// The pixels the projected frame covers (the whole canvas when a corner is behind the viewer).
  static func region(of size: Size, through map: Projection, canvas: (Int, Int)) -> PixelRegion {
    let corners = [(-size.width / 2, -size.height / 2), (size.width / 2, -size.height / 2),
                   (size.width / 2, size.height / 2), (-size.width / 2, size.height / 2)].compactMap { map.apply($0.0, $0.1) }
    guard corners.count == 4, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
      return PixelRegion(x0: 0, y0: 0, x1: canvas.0, y1: canvas.1)
    }
    func clamp(_ v: Double, _ hi: Int) -> Int { Int(min(max(v, 0), Double(hi))) }
    return PixelRegion(x0: clamp(corners.map(\.x).min()!.rounded(.down) - 1, canvas.0),
                       y0: clamp(corners.map(\.y).min()!.rounded(.down) - 1, canvas.1),
                       x1: clamp(corners.map(\.x).max()!.rounded(.up) + 1, canvas.0),
                       y1: clamp(corners.map(\.y).max()!.rounded(.up) + 1, canvas.1))
  }

  /// Fills `destination` (canvas pixels) with `source`, whose pixel (u, v) shows local point
  /// ((u + ½) / k − w/2, (v + ½) / k − h/2) of a frame of `size`; `map` takes local points to canvas pixels.
  static func draw(_ source: ImageSurface, pixelsPerPoint k: Double, size: Size, through map: Projection,
                   into destination: ImageSurface) {
    guard let inverse = map.inverted else { return }
    let box = region(of: size, through: map, canvas: (destination.width, destination.height))
    let (x0, y0, x1, y1) = (box.x0, box.y0, box.x1, box.y1)
    guard x0 < x1, y0 < y1 else { return }
    let sw = source.width, sh = source.height
    source.withPixels { src, sstride in
      destination.withPixels { dst, dstride in
        let s = UnsafeRawPointer(src), d = UnsafeMutableRawPointer(dst)
        func texel(_ u: Int, _ v: Int) -> SIMD4<Double> {
          guard u >= 0, v >= 0, u < sw, v < sh else { return .zero }
          let p = s.loadUnaligned(fromByteOffset: v * sstride + 4 * u, as: UInt32.self)
          return SIMD4(Double(p & 0xFF), Double((p >> 8) & 0xFF), Double((p >> 16) & 0xFF), Double(p >> 24))
        }
        // In each row only the pixels whose inverse lands on the source can draw: five linear conditions
        // on x (w > 0 and the two bounds of u and of v, each multiplied by w), an interval, widened by two
        // pixels so that rounding at its ends never loses a pixel the per-pixel test would draw.
        let a0 = -0.5 / k - size.width / 2, a1 = (Double(sw) + 0.5) / k - size.width / 2
        let b0 = -0.5 / k - size.height / 2, b1 = (Double(sh) + 0.5) / k - size.height / 2
        for y in y0..<y1 {
          let yc = Double(y) + 0.5
          let cw = inverse.m23 * yc + inverse.m33, cx = inverse.m21 * yc + inverse.m31, cy = inverse.m22 * yc + inverse.m32
          var lo = Double(x0), hi = Double(x1)
          // α·X + β > 0 for X = x + ½.
          for (alpha, beta) in [(inverse.m13, cw - 1e-12),
                                (inverse.m11 - a0 * inverse.m13, cx - a0 * cw), (a1 * inverse.m13 - inverse.m11, a1 * cw - cx),
                                (inverse.m12 - b0 * inverse.m13, cy - b0 * cw), (b1 * inverse.m13 - inverse.m12, b1 * cw - cy)] {
            if alpha > 0 { lo = max(lo, -beta / alpha - 0.5) } else if alpha < 0 { hi = min(hi, -beta / alpha - 0.5 + 1) } else if beta <= 0 { hi = lo }
          }
          guard lo.isFinite, hi.isFinite, lo < hi else { continue }
          let start = max(x0, Int(lo.rounded(.down)) - 2), end = min(x1, Int(hi.rounded(.up)) + 2)
          guard start < end else { continue }
          for x in start..<end {
            guard let local = inverse.apply(Double(x) + 0.5, Double(y) + 0.5) else { continue }
            let u = (local.x + size.width / 2) * k - 0.5, v = (local.y + size.height / 2) * k - 0.5
            guard u > -1, v > -1, u < Double(sw), v < Double(sh) else { continue }
            let iu = Int(u.rounded(.down)), iv = Int(v.rounded(.down))
            let fu = u - Double(iu), fv = v - Double(iv)
            let c = texel(iu, iv) * ((1 - fu) * (1 - fv)) + texel(iu + 1, iv) * (fu * (1 - fv))
              + texel(iu, iv + 1) * ((1 - fu) * fv) + texel(iu + 1, iv + 1) * (fu * fv)
            guard c.w > 0 else { continue }
            let r = (c + 0.5).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
            let value = UInt32(r.x) | UInt32(r.y) << 8 | UInt32(r.z) << 16 | UInt32(r.w) << 24
            d.storeBytes(of: value, toByteOffset: y * dstride + 4 * x, as: UInt32.self)
          }
        }
      }
    }
  }
}

import SceneFormat

/// Draws an image through a projection (a 3×3 homography, `rotation3DEffect`), which Cairo's affine
/// matrices cannot: every destination pixel in the projected quad's bounds is mapped back through the
/// inverse projection and sampled bilinearly from the source (premultiplied BGRA, transparent outside).
enum ProjectionWarp {
  /// The pixels the projected frame covers (the whole canvas when a corner is behind the viewer).
  static func region(of size: Size, through map: Projection, canvas: (Int, Int)) -> PixelRegion {
    let corners = [
      (-size.width / 2, -size.height / 2), (size.width / 2, -size.height / 2),
      (size.width / 2, size.height / 2), (-size.width / 2, size.height / 2),
    ].compactMap { map.apply($0.0, $0.1) }
    guard corners.count == 4, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
      return PixelRegion(x0: 0, y0: 0, x1: canvas.0, y1: canvas.1)
    }
    func clamp(_ v: Double, _ hi: Int) -> Int { Int(min(max(v, 0), Double(hi))) }
    return PixelRegion(
      x0: clamp(corners.map(\.x).min()!.rounded(.down) - 1, canvas.0),
      y0: clamp(corners.map(\.y).min()!.rounded(.down) - 1, canvas.1),
      x1: clamp(corners.map(\.x).max()!.rounded(.up) + 1, canvas.0),
      y1: clamp(corners.map(\.y).max()!.rounded(.up) + 1, canvas.1))
  }

  /// Fills `destination` (canvas pixels) with `source`, whose pixel (u + 1, v + 1) shows local point
  /// ((u + ½) / k − w/2, (v + ½) / k − h/2) of a frame of `size` (the source has a one-pixel transparent
  /// border, so the four texels of every sample are inside it); `map` takes local points to canvas pixels.
  ///
  /// Per row the homogeneous source coordinates are linear in x, so each pixel costs three additions and
  /// one division; the bilinear weights are 8-bit fixed point (pixman's precision for bilinear filtering)
  /// and the four texels are blended in integers, rounded to nearest.
  static func draw(
    _ source: ImageSurface, pixelsPerPoint k: Double, size: Size, through map: Projection,
    into destination: ImageSurface
  ) {
    guard let inverse = map.inverted else { return }
    let box = region(of: size, through: map, canvas: (destination.width, destination.height))
    let (x0, y0, x1, y1) = (box.x0, box.y0, box.x1, box.y1)
    guard x0 < x1, y0 < y1, source.width > 2, source.height > 2 else { return }
    let sw = source.width - 2
    let sh = source.height - 2
    // u = U/W and v = V/W for the centre of pixel (x, y), with U, V, W linear in x and y.
    let cu = size.width * k / 2 - 0.5
    let cv = size.height * k / 2 - 0.5
    let du = k * inverse.m11 + cu * inverse.m13
    let dv = k * inverse.m12 + cv * inverse.m13
    let dw = inverse.m13
    source.withPixels { src, sstride in
      destination.withPixels { dst, dstride in
        let s = UnsafeRawPointer(src)
        let d = UnsafeMutableRawPointer(dst)
        // In each row only the pixels whose inverse lands on the source can draw (`span`).
        let a0 = -0.5 / k - size.width / 2
        let a1 = (Double(sw) + 0.5) / k - size.width / 2
        let b0 = -0.5 / k - size.height / 2
        let b1 = (Double(sh) + 0.5) / k - size.height / 2
        let usw = Double(sw)
        let ush = Double(sh)
        for y in y0..<y1 {
          let yc = Double(y) + 0.5
          let cw = inverse.m23 * yc + inverse.m33
          let cx = inverse.m21 * yc + inverse.m31
          let cy = inverse.m22 * yc + inverse.m32
          guard
            let (start, end) = span(
              cw: cw, cx: cx, cy: cy, inverse: inverse, bounds: (a0, a1, b0, b1), columns: x0..<x1)
          else { continue }
          let xc = Double(start) + 0.5
          var uu = k * (inverse.m11 * xc + cx) + cu * (inverse.m13 * xc + cw)
          var vv = k * (inverse.m12 * xc + cy) + cv * (inverse.m13 * xc + cw)
          var ww = inverse.m13 * xc + cw
          let row = d + y &* dstride
          for x in start..<end {
            defer {
              uu += du
              vv += dv
              ww += dw
            }
            guard ww > 1e-12 else { continue }
            let r = 1 / ww
            let u = uu * r
            let v = vv * r
            guard u > -1, v > -1, u < usw, v < ush else { continue }
            guard let value = sample(s, stride: sstride, u: u, v: v) else { continue }
            row.storeBytes(of: value, toByteOffset: 4 &* x, as: UInt32.self)
          }
        }
      }
    }
  }

  /// The columns of a row (`cw`, `cx`, `cy`: the inverse's terms in y) whose inverse can land on the
  /// source: five linear conditions on x (w > 0 and the two bounds of u and of v, each multiplied by w),
  /// an interval, widened by two pixels so that rounding at its ends never loses a pixel the per-pixel
  /// test would draw. Nil when it is empty.
  @inline(__always) private static func span(
    cw: Double, cx: Double, cy: Double, inverse: Projection, bounds: (Double, Double, Double, Double),
    columns: Range<Int>
  ) -> (Int, Int)? {
    let (a0, a1, b0, b1) = bounds
    var lo = Double(columns.lowerBound)
    var hi = Double(columns.upperBound)
    // α·X + β > 0 for X = x + ½.
    for (alpha, beta) in [
      (inverse.m13, cw - 1e-12),
      (inverse.m11 - a0 * inverse.m13, cx - a0 * cw), (a1 * inverse.m13 - inverse.m11, a1 * cw - cx),
      (inverse.m12 - b0 * inverse.m13, cy - b0 * cw), (b1 * inverse.m13 - inverse.m12, b1 * cw - cy),
    ] {
      if alpha > 0 {
        lo = max(lo, -beta / alpha - 0.5)
      } else if alpha < 0 {
        hi = min(hi, -beta / alpha - 0.5 + 1)
      } else if beta <= 0 {
        hi = lo
      }
    }
    guard lo.isFinite, hi.isFinite, lo < hi else { return nil }
    let start = max(columns.lowerBound, Int(lo.rounded(.down)) - 2)
    let end = min(columns.upperBound, Int(hi.rounded(.up)) + 2)
    return start < end ? (start, end) : nil
  }

  /// The bilinear sample of the source at texel (u + 1, v + 1) (u, v > −1), with 8-bit weights; nil when
  /// it is transparent.
  @inline(__always) private static func sample(_ s: UnsafeRawPointer, stride: Int, u: Double, v: Double) -> UInt32? {
    let lanes: UInt64 = 0x0000_00FF_0000_00FF
    let rounding: UInt64 = 0x0000_8000_0000_8000
    // In 1/256 of a texel; u + 1 > 0, so truncation is the floor.
    let fixedU = Int((u + 1) * 256)
    let fixedV = Int((v + 1) * 256)
    let fu = UInt64(truncatingIfNeeded: fixedU & 255)
    let fv = UInt64(truncatingIfNeeded: fixedV & 255)
    let top = s + ((fixedV &>> 8) &* stride &+ 4 &* (fixedU &>> 8))
    let bottom = top + stride
    let w00 = (256 &- fu) &* (256 &- fv)
    let w10 = fu &* (256 &- fv)
    let w01 = (256 &- fu) &* fv
    let w11 = fu &* fv
    // Blue and red, then green and alpha, in the two 32-bit halves of a word: each half's sum is at
    // most 255 · 65536, so the four weighted texels add without carrying into the other half.
    let p00 = top.loadUnaligned(as: UInt32.self)
    let p10 = top.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
    let p01 = bottom.loadUnaligned(as: UInt32.self)
    let p11 = bottom.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
    let ag =
      (highPair(p00) &* w00 &+ highPair(p10) &* w10 &+ highPair(p01) &* w01 &+ highPair(p11) &* w11 &+ rounding)
      >> 16 & lanes
    guard ag >> 32 != 0 else { return nil }
    let rb =
      (lowPair(p00) &* w00 &+ lowPair(p10) &* w10 &+ lowPair(p01) &* w01 &+ lowPair(p11) &* w11 &+ rounding)
      >> 16 & lanes
    return UInt32(truncatingIfNeeded: rb) | UInt32(truncatingIfNeeded: rb >> 16) | UInt32(truncatingIfNeeded: ag << 8)
      | UInt32(truncatingIfNeeded: ag >> 8)
  }

  /// A premultiplied BGRA pixel's blue and red channels, each in a 32-bit half of a word.
  @inline(__always) private static func lowPair(_ p: UInt32) -> UInt64 {
    UInt64(p & 0xFF) | UInt64(p & 0xFF_0000) << 16
  }

  /// A premultiplied BGRA pixel's green and alpha channels, each in a 32-bit half of a word.
  @inline(__always) private static func highPair(_ p: UInt32) -> UInt64 {
    UInt64(p >> 8 & 0xFF) | UInt64(p >> 24) << 32
  }
}

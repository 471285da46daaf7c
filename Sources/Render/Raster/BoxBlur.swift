/// A Gaussian-like blur: three box-blur passes each way over premultiplied pixels. Pixels past the edge
/// repeat the edge pixel.
///
/// A radius is the Gaussian's standard deviation, as SwiftUI's `blur(radius:)` and `shadow(radius:)` are
/// (Core Image's and Core Animation's convention: a designer's CSS or Figma blur of 2r is SwiftUI's radius
/// r). A box of half-width a has variance a(a + 1) / 3; the three passes' half-widths are ρ or ρ + 1,
/// as many of each as bring their summed variance nearest σ² (the blur's spread is then within about
/// 1/(6σ) of σ: 6 % at σ = 3 pixels, 2 % at 10; docs/scene-format.md, Modifiers).
package enum BoxBlur {
  /// The half-widths of the three box passes for a Gaussian of standard deviation `sigma` pixels.
  package static func boxRadii(sigma: Double) -> [Int] {
    guard sigma.isFinite, sigma > 0 else { return [0, 0, 0] }
    let target = min(sigma, 1e6) * min(sigma, 1e6)
    // The largest ρ with 3 passes of variance ρ(ρ + 1) / 3 at most σ².
    var rho = Int(((1 + 4 * target).squareRoot() - 1) / 2)
    while Double(rho * (rho + 1)) > target { rho -= 1 }
    let low = Double(rho * (rho + 1))
    let high = Double((rho + 1) * (rho + 2))
    let variances: [Double] = (0...3).map { (k: Int) -> Double in (Double(3 - k) * low + Double(k) * high) / 3 }
    let k = variances.indices.min { abs(variances[$0] - target) < abs(variances[$1] - target) }!
    return Array(repeating: rho + 1, count: k) + Array(repeating: rho, count: 3 - k)
  }

  /// How far, in pixels, a blur of standard deviation `sigma` pixels spreads a pixel: the three passes'
  /// half-widths, plus one for rounding.
  static func reach(sigma: Double) -> Double { Double(boxRadii(sigma: sigma).reduce(0, +) + 1) }

  static func apply(to surface: ImageSurface, radius: Double) {
    // Past the frame's longest side a wider box changes nothing: every pass already averages the line.
    let radii = boxRadii(sigma: radius).map { min($0, max(surface.width, surface.height)) }
    surface.withPixels { data, stride in
      let w = surface.width
      let h = surface.height
      var line = [SIMD4<Int32>](repeating: .zero, count: max(w, h))
      line.withUnsafeMutableBufferPointer { scratch in
        for r in radii where r > 0 {
          for y in 0..<h { blurLine(data + y * stride, count: w, step: 4, radius: r, scratch: scratch.baseAddress!) }
          for x in 0..<w { blurLine(data + x * 4, count: h, step: stride, radius: r, scratch: scratch.baseAddress!) }
        }
      }
    }
  }

  /// One running-sum box blur along `count` pixels `step` bytes apart, the four channels at once.
  private static func blurLine(
    _ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius r: Int,
    scratch: UnsafeMutablePointer<SIMD4<Int32>>
  ) {
    for i in 0..<count {
      let q = p + i * step
      scratch[i] = SIMD4(Int32(q[0]), Int32(q[1]), Int32(q[2]), Int32(q[3]))
    }
    let window = Int32(2 * r + 1)
    let half = SIMD4<Int32>(repeating: window / 2)
    let divide = ExactDivision(by: window)
    var sum = SIMD4<Int32>.zero
    for i in -r...r { sum &+= scratch[min(max(i, 0), count - 1)] }
    for i in 0..<count {
      let v = sum &+ half
      let q = p + i * step
      q[0] = UInt8(truncatingIfNeeded: divide(v[0]))
      q[1] = UInt8(truncatingIfNeeded: divide(v[1]))
      q[2] = UInt8(truncatingIfNeeded: divide(v[2]))
      q[3] = UInt8(truncatingIfNeeded: divide(v[3]))
      sum &+= scratch[min(i + r + 1, count - 1)] &- scratch[max(i - r, 0)]
    }
  }

  /// A box-blur pass each way per half-width in `radii` over a plane of `width` × `height` values from 0 to
  /// 255, in place.
  package static func blurPlane(_ plane: UnsafeMutablePointer<Int32>, width w: Int, height h: Int, radii: [Int]) {
    guard let widest = radii.max(), widest > 0 else { return }
    var scratch = [Int32](repeating: 0, count: max(w, h) + 2 * widest + 2)
    var copy = [Int32](repeating: 0, count: w * h)
    var sums = [Int32](repeating: 0, count: w)
    scratch.withUnsafeMutableBufferPointer { s in
      copy.withUnsafeMutableBufferPointer { c in
        sums.withUnsafeMutableBufferPointer { sum in
          for r in radii where r > 0 {
            for y in 0..<h { blurPlaneLine(plane + y * w, count: w, step: 1, radius: r, scratch: s.baseAddress!) }
            blurPlaneColumns(plane, width: w, height: h, radius: r, copy: c.baseAddress!, sums: sum.baseAddress!)
          }
        }
      }
    }
  }

  /// The same running-sum box blur down every column at once, row by row (the memory is read in order):
  /// each column's window sum moves down one row per output row.
  static func blurPlaneColumns(
    _ p: UnsafeMutablePointer<Int32>, width w: Int, height h: Int, radius r: Int,
    copy: UnsafeMutablePointer<Int32>, sums: UnsafeMutablePointer<Int32>
  ) {
    copy.update(from: p, count: w * h)
    let window = Int32(2 * r + 1)
    let half = window / 2
    let divide = ExactDivision(by: window)
    for x in 0..<w { sums[x] = 0 }
    for i in -r...r {
      let row = copy + min(max(i, 0), h - 1) * w
      for x in 0..<w { sums[x] &+= row[x] }
    }
    for y in 0..<h {
      let out = p + y * w
      for x in 0..<w { out[x] = divide(sums[x] &+ half) }
      let add = copy + min(y + r + 1, h - 1) * w
      let remove = copy + max(y - r, 0) * w
      for x in 0..<w { sums[x] &+= add[x] &- remove[x] }
    }
  }

  /// The running-sum box blur of ``blurLine`` on one channel. `scratch` holds `count + 2·radius + 1`
  /// values: the line with its end values repeated `radius` times before and `radius + 1` times after, so
  /// that the loop needs no bounds.
  static func blurPlaneLine(
    _ p: UnsafeMutablePointer<Int32>, count: Int, step: Int, radius r: Int,
    scratch: UnsafeMutablePointer<Int32>
  ) {
    let first = p[0]
    let last = p[(count - 1) * step]
    for i in 0..<r { scratch[i] = first }
    for i in 0..<count { scratch[r &+ i] = p[i &* step] }
    for i in 0...r { scratch[r &+ count &+ i] = last }
    let window = Int32(2 * r + 1)
    let half = window / 2
    let divide = ExactDivision(by: window)
    var sum: Int32 = 0
    for i in 0..<(2 * r + 1) { sum &+= scratch[i] }
    for i in 0..<count {
      p[i &* step] = divide(sum &+ half)
      sum &+= scratch[i &+ 2 &* r &+ 1] &- scratch[i]
    }
  }
}

/// A Gaussian-like blur: three box-blur passes each way over premultiplied pixels (radius in pixels).
/// Pixels past the edge repeat the edge pixel.
enum BoxBlur {
  static func apply(to surface: ImageSurface, radius: Double) {
    // Past the frame's longest side a wider box changes nothing: every pass already averages the line.
    let r = Int(min(max(radius / 1.7, 0), Double(max(surface.width, surface.height))).rounded())
    guard r > 0 else { return }
    surface.withPixels { data, stride in
      let w = surface.width, h = surface.height
      var line = [SIMD4<Int32>](repeating: .zero, count: max(w, h))
      line.withUnsafeMutableBufferPointer { scratch in
        for _ in 0..<3 {
          for y in 0..<h { blurLine(data + y * stride, count: w, step: 4, radius: r, scratch: scratch.baseAddress!) }
          for x in 0..<w { blurLine(data + x * 4, count: h, step: stride, radius: r, scratch: scratch.baseAddress!) }
        }
      }
    }
  }

  /// One running-sum box blur along `count` pixels `step` bytes apart, the four channels at once.
  private static func blurLine(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius r: Int,
                               scratch: UnsafeMutablePointer<SIMD4<Int32>>) {
    for i in 0..<count {
      let q = p + i * step
      scratch[i] = SIMD4(Int32(q[0]), Int32(q[1]), Int32(q[2]), Int32(q[3]))
    }
    let window = Int32(2 * r + 1), half = SIMD4<Int32>(repeating: window / 2)
    var sum = SIMD4<Int32>.zero
    for i in -r...r { sum &+= scratch[min(max(i, 0), count - 1)] }
    for i in 0..<count {
      let v = (sum &+ half) / SIMD4(repeating: window)
      let q = p + i * step
      q[0] = UInt8(truncatingIfNeeded: v[0]); q[1] = UInt8(truncatingIfNeeded: v[1])
      q[2] = UInt8(truncatingIfNeeded: v[2]); q[3] = UInt8(truncatingIfNeeded: v[3])
      sum &+= scratch[min(i + r + 1, count - 1)] &- scratch[max(i - r, 0)]
    }
  }

  /// A shadow: blurs the coverage (alpha) of `surface` the same way, then paints every pixel `color`
  /// (straight sRGB components 0…1) at that coverage. A tinted silhouette is its colour times its alpha, so
  /// blurring the alpha alone gives the blurred shadow with a quarter of the work of blurring four channels.
  static func applyTinted(to surface: ImageSurface, radius: Double, color: (red: Double, green: Double, blue: Double, alpha: Double)) {
    let r = Int(min(max(radius / 1.7, 0), Double(max(surface.width, surface.height))).rounded())
    let ca = min(max(color.alpha, 0), 1)
    let cr = min(max(color.red, 0), 1), cg = min(max(color.green, 0), 1), cb = min(max(color.blue, 0), 1)
    surface.withPixels { data, stride in
      let w = surface.width, h = surface.height
      var plane = [Int32](repeating: 0, count: w * h)
      var scratch = [Int32](repeating: 0, count: max(w, h))
      plane.withUnsafeMutableBufferPointer { a in
        for y in 0..<h {
          let row = data + y * stride + 3
          let out = a.baseAddress! + y * w
          for x in 0..<w { out[x] = Int32(row[x &* 4]) }
        }
        var copy = [Int32](repeating: 0, count: w * h), sums = [Int32](repeating: 0, count: w)
        scratch.withUnsafeMutableBufferPointer { s in
          copy.withUnsafeMutableBufferPointer { c in
            sums.withUnsafeMutableBufferPointer { sum in
              if r > 0 {
                for _ in 0..<3 {
                  for y in 0..<h { blurPlaneLine(a.baseAddress! + y * w, count: w, step: 1, radius: r, scratch: s.baseAddress!) }
                  blurPlaneColumns(a.baseAddress!, width: w, height: h, radius: r, copy: c.baseAddress!, sums: sum.baseAddress!)
                }
              }
            }
          }
        }
        // Premultiplied BGRA: alpha = coverage × the colour's alpha, each channel = its component × alpha,
        // one table entry per coverage level.
        var table = [UInt32](repeating: 0, count: 256)
        for level in 0..<256 {
          let alpha = Double(level) * ca
          let bgra = [cb * alpha, cg * alpha, cr * alpha, alpha].map { UInt32(min($0.rounded(), 255)) }
          table[level] = bgra[0] | bgra[1] << 8 | bgra[2] << 16 | bgra[3] << 24
        }
        table.withUnsafeBufferPointer { t in
          for y in 0..<h {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            let coverage = a.baseAddress! + y * w
            for x in 0..<w { row[x] = t[Int(UInt8(truncatingIfNeeded: coverage[x]))].littleEndian }
          }
        }
      }
    }
  }

  /// The same running-sum box blur down every column at once, row by row (the memory is read in order):
  /// each column's window sum moves down one row per output row.
  private static func blurPlaneColumns(_ p: UnsafeMutablePointer<Int32>, width w: Int, height h: Int, radius r: Int,
                                       copy: UnsafeMutablePointer<Int32>, sums: UnsafeMutablePointer<Int32>) {
    copy.update(from: p, count: w * h)
    let window = Int32(2 * r + 1), half = window / 2
    for x in 0..<w { sums[x] = 0 }
    for i in -r...r {
      let row = copy + min(max(i, 0), h - 1) * w
      for x in 0..<w { sums[x] &+= row[x] }
    }
    for y in 0..<h {
      let out = p + y * w
      for x in 0..<w { out[x] = (sums[x] &+ half) / window }
      let add = copy + min(y + r + 1, h - 1) * w, remove = copy + max(y - r, 0) * w
      for x in 0..<w { sums[x] &+= add[x] &- remove[x] }
    }
  }

  /// The running-sum box blur of ``blurLine`` on one channel.
  private static func blurPlaneLine(_ p: UnsafeMutablePointer<Int32>, count: Int, step: Int, radius r: Int,
                                    scratch: UnsafeMutablePointer<Int32>) {
    for i in 0..<count { scratch[i] = p[i * step] }
    let window = Int32(2 * r + 1), half = window / 2
    var sum: Int32 = 0
    for i in -r...r { sum &+= scratch[min(max(i, 0), count - 1)] }
    for i in 0..<count {
      p[i * step] = (sum &+ half) / window
      sum &+= scratch[min(i + r + 1, count - 1)] &- scratch[max(i - r, 0)]
    }
  }
}

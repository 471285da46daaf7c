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
}

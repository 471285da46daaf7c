/// A Gaussian-like blur: three box-blur passes each way over premultiplied pixels (radius in pixels).
enum BoxBlur {
  static func apply(to surface: ImageSurface, radius: Double) {
    // Past the frame's longest side a wider box changes nothing: every pass already averages the line.
    let r = Int(min(max(radius / 1.7, 0), Double(max(surface.width, surface.height))).rounded())
    guard r > 0 else { return }
    surface.withPixels { data, stride in
      let w = surface.width, h = surface.height
      var line = [Int](repeating: 0, count: max(w, h) * 4)
      for _ in 0..<3 {
        for y in 0..<h { blurLine(data + y * stride, count: w, step: 4, radius: r, scratch: &line) }
        for x in 0..<w { blurLine(data + x * 4, count: h, step: stride, radius: r, scratch: &line) }
      }
    }
  }

  /// One running-sum box blur along `count` pixels `step` bytes apart.
  private static func blurLine(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius r: Int, scratch: inout [Int]) {
    for i in 0..<count { for c in 0..<4 { scratch[i * 4 + c] = Int(p[i * step + c]) } }
    let window = 2 * r + 1
    for c in 0..<4 {
      var sum = 0
      for i in -r...r { sum += scratch[min(max(i, 0), count - 1) * 4 + c] }
      for i in 0..<count {
        p[i * step + c] = UInt8((sum + window / 2) / window)
        let add = min(i + r + 1, count - 1), remove = max(i - r, 0)
        sum += scratch[add * 4 + c] - scratch[remove * 4 + c]
      }
    }
  }
}

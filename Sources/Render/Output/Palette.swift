/// A GIF palette for a whole clip: median cut over sampled colours, an exact nearest-entry search cached
/// per colour, and Floyd–Steinberg dithering.
struct Palette {
  /// Up to 255 colours (index 255 is reserved for transparency).
  var colors: [(r: UInt8, g: UInt8, b: UInt8)]
  private var cache: [UInt32: UInt8] = [:]

  /// Median cut of `samples` (packed 0xRRGGBB) into at most `count` boxes.
  init(samples: [UInt32], count: Int = 255) {
    var boxes: [[UInt32]] = [samples.isEmpty ? [0] : samples]
    while boxes.count < count {
      // Split the box with the widest channel range (ties: the most populous).
      var best = -1, bestRange = 0, bestChannel = 0
      for (i, box) in boxes.enumerated() where box.count > 1 {
        for channel in 0..<3 {
          let shift = UInt32(16 - 8 * channel)
          var lo: UInt32 = 255, hi: UInt32 = 0
          for c in box { let v = (c >> shift) & 0xFF; lo = min(lo, v); hi = max(hi, v) }
          let range = Int(hi - lo)
          if range > bestRange || (range == bestRange && best >= 0 && box.count > boxes[best].count) {
            best = i; bestRange = range; bestChannel = channel
          }
        }
      }
      guard best >= 0, bestRange > 0 else { break }
      let shift = UInt32(16 - 8 * bestChannel)
      let sorted = boxes[best].sorted { (($0 >> shift) & 0xFF, $0) < (($1 >> shift) & 0xFF, $1) }
      let mid = sorted.count / 2
      boxes[best] = Array(sorted[..<mid])
      boxes.append(Array(sorted[mid...]))
    }
    // Each box's most frequent colour (keeps flat backgrounds exact), or its mean when all differ.
    colors = boxes.map { box in
      var counts: [UInt32: Int] = [:]
      for c in box { counts[c, default: 0] += 1 }
      if let (mode, n) = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }), n > 1 {
        return (UInt8(mode >> 16 & 0xFF), UInt8(mode >> 8 & 0xFF), UInt8(mode & 0xFF))
      }
      var r = 0, g = 0, b = 0
      for c in box { r += Int((c >> 16) & 0xFF); g += Int((c >> 8) & 0xFF); b += Int(c & 0xFF) }
      let n = max(box.count, 1)
      return (UInt8((r + n / 2) / n), UInt8((g + n / 2) / n), UInt8((b + n / 2) / n))
    }
  }

  /// The nearest palette index of a colour (weighted RGB distance), cached.
  mutating func index(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
    let r = min(max(r, 0), 255), g = min(max(g, 0), 255), b = min(max(b, 0), 255)
    let key = UInt32(r << 16 | g << 8 | b)
    if let hit = cache[key] { return hit }
    var best = 0, bestDistance = Int.max
    for (i, c) in colors.enumerated() {
      let dr = r - Int(c.r), dg = g - Int(c.g), db = b - Int(c.b)
      let d = 2 * dr * dr + 4 * dg * dg + 3 * db * db
      if d < bestDistance { bestDistance = d; best = i }
    }
    cache[key] = UInt8(best)
    return UInt8(best)
  }

  /// Indices for a straight-alpha BGRA image with Floyd–Steinberg error diffusion; alpha < 128 → 255.
  mutating func quantize(_ bgra: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, into out: inout [UInt8]) {
    var error = [Int](repeating: 0, count: (width + 2) * 3 * 2)
    for y in 0..<height {
      let cur = (y % 2) * (width + 2) * 3, next = ((y + 1) % 2) * (width + 2) * 3
      for i in 0..<((width + 2) * 3) { error[next + i] = 0 }
      for x in 0..<width {
        let p = bgra + y * bytesPerRow + x * 4
        if p[3] < 128 { out[y * width + x] = 255; continue }
        let e = cur + (x + 1) * 3
        let r = Int(p[2]) + error[e] / 16, g = Int(p[1]) + error[e + 1] / 16, b = Int(p[0]) + error[e + 2] / 16
        let i = index(r, g, b)
        out[y * width + x] = i
        let c = colors[Int(i)]
        let d = [min(max(r, 0), 255) - Int(c.r), min(max(g, 0), 255) - Int(c.g), min(max(b, 0), 255) - Int(c.b)]
        for k in 0..<3 {
          error[e + 3 + k] += d[k] * 7
          error[next + x * 3 + k] += d[k] * 3
          error[next + (x + 1) * 3 + k] += d[k] * 5
          error[next + (x + 2) * 3 + k] += d[k]
        }
      }
    }
  }
}

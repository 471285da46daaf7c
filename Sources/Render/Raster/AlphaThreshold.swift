import SceneFormat

/// `GraphicsContext.Filter.alphaThreshold(min:max:color:)` on a layer's pixels (premultiplied BGRA): a
/// pixel whose alpha lies in `min…max` becomes the colour, every other one transparent. A transparent
/// pixel stays transparent, so the threshold never paints beyond what was drawn.
enum AlphaThreshold {
  static func apply(min low: Double, max high: Double, color: RGBAColor, to surface: ImageSurface) {
    let a = Swift.min(Swift.max(color.alpha, 0), 1)
    func channel(_ v: Double) -> UInt32 { UInt32((Swift.min(Swift.max(v, 0), 1) * a * 255).rounded()) }
    let paint =
      channel(color.blue) | channel(color.green) << 8 | channel(color.red) << 16 | UInt32((a * 255).rounded()) << 24
    surface.withPixels { data, stride in
      let raw = UnsafeMutableRawPointer(data)
      for y in 0..<surface.height {
        for x in 0..<surface.width {
          let offset = y * stride + 4 * x
          let level = raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self) >> 24
          guard level != 0 else { continue }
          let alpha = Double(level) / 255
          raw.storeBytes(of: alpha >= low && alpha <= high ? paint : 0, toByteOffset: offset, as: UInt32.self)
        }
      }
    }
  }
}

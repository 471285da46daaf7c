import SceneFormat

/// Applies a layer's colour modifiers to its pixels (premultiplied BGRA): each visible pixel is
/// un-premultiplied, run through the effects in order (``ColorEffect/apply(_:)``) and premultiplied again.
/// Transparent pixels are skipped and each distinct colour is computed once.
enum ColorEffects {
  static func apply(_ effects: [ColorEffect], to surface: ImageSurface) {
    guard !effects.isEmpty else { return }
    var cache: [UInt32: UInt32] = [:]
    surface.withPixels { data, stride in
      let raw = UnsafeMutableRawPointer(data)
      for y in 0..<surface.height {
        for x in 0..<surface.width {
          let offset = y * stride + 4 * x
          let p = raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
          guard p >> 24 != 0 else { continue }
          if let done = cache[p] {
            raw.storeBytes(of: done, toByteOffset: offset, as: UInt32.self)
            continue
          }
          let straight = Unpremultiply.pixel(p, order: .rgba)
          let a = Double(straight >> 24) / 255
          var c = (
            r: Double(straight & 0xFF) / 255, g: Double((straight >> 8) & 0xFF) / 255,
            b: Double((straight >> 16) & 0xFF) / 255
          )
          for effect in effects { c = effect.apply(c) }
          func premultiplied(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * a * 255).rounded()) }
          let result = premultiplied(c.b) | premultiplied(c.g) << 8 | premultiplied(c.r) << 16 | (p & 0xFF00_0000)
          cache[p] = result
          raw.storeBytes(of: result, toByteOffset: offset, as: UInt32.self)
        }
      }
    }
  }
}

/// Premultiplied BGRA (what Cairo draws) to straight alpha: the one conversion every output with alpha
/// and every pixel comparison uses. Each channel is c·255/a rounded to nearest, at most 255.
public enum Unpremultiply {
  /// The order of the straight channels written.
  public enum Order: Sendable {
    /// Red, green, blue, alpha in memory (PNG files, GIF frames).
    case rgba
    /// Blue, green, red, alpha in memory, the input's order (what swscale reads for APNG, WebM and MOV).
    case bgra
  }

  /// One pixel: premultiplied BGRA read as a little-endian `UInt32` → straight, as a little-endian `UInt32`.
  @inline(__always)
  public static func pixel(_ p: UInt32, order: Order = .rgba) -> UInt32 {
    let a = p >> 24
    if a == 255 { return order == .bgra ? p : (p & 0xFF00_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16) }
    if a == 0 { return 0 }
    let half = a / 2
    let b = min(255, ((p & 0xFF) * 255 + half) / a)
    let g = min(255, (((p >> 8) & 0xFF) * 255 + half) / a)
    let r = min(255, (((p >> 16) & 0xFF) * 255 + half) / a)
    return order == .bgra ? b | (g << 8) | (r << 16) | (a << 24) : r | (g << 8) | (b << 16) | (a << 24)
  }

  /// `count` pixels of one row.
  package static func row(
    _ source: UnsafeRawPointer, count: Int, into destination: UnsafeMutableRawPointer, order: Order
  ) {
    for x in 0..<count {
      let p = source.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)
      destination.storeBytes(of: pixel(p, order: order), toByteOffset: 4 * x, as: UInt32.self)
    }
  }

  /// A whole frame, tightly packed (`4 × width` bytes a row) into `destination`.
  static func frame(_ pixels: FramePixels, into destination: UnsafeMutableRawPointer, order: Order) {
    for y in 0..<pixels.height {
      row(pixels.row(y), count: pixels.width, into: destination + y * pixels.width * 4, order: order)
    }
  }
}

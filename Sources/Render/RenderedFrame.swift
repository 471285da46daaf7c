/// One rasterized frame: premultiplied 8-bit BGRA pixels as Cairo's `CAIRO_FORMAT_ARGB32` lays them
/// out in memory on a little-endian machine (B, G, R, A bytes), rows `bytesPerRow` apart.
///
/// The only thing that travels from the render workers to the encoder, so it is `Sendable` and owns its bytes.
public struct RenderedFrame: Sendable, Equatable {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int
  /// Bytes from one row to the next (≥ 4 × width).
  public var bytesPerRow: Int
  /// `bytesPerRow × height` bytes, premultiplied BGRA.
  public var pixels: [UInt8]

  /// Creates a frame from its pixels.
  public init(width: Int, height: Int, bytesPerRow: Int, pixels: [UInt8]) {
    precondition(pixels.count >= bytesPerRow * height && bytesPerRow >= 4 * width, "frame buffer too small")
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
    self.pixels = pixels
  }

  /// The premultiplied (b, g, r, a) bytes at pixel (x, y).
  public func pixel(x: Int, y: Int) -> (b: UInt8, g: UInt8, r: UInt8, a: UInt8) {
    let i = y * bytesPerRow + 4 * x
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }
}

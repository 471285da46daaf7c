internal import CCairo

/// An ARGB32 (premultiplied) image owning its `cairo_surface_t`.
package final class ImageSurface {
  let pointer: OpaquePointer
  package let width: Int
  package let height: Int

  /// Cairo's largest image side.
  static let maximumSide = 32767

  /// A transparent surface of `width` × `height` pixels (each 1…``maximumSide``).
  package init(width: Int, height: Int) throws(CairoError) {
    guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
      throw CairoError(
        code: Int32(CAIRO_STATUS_INVALID_SIZE.rawValue),
        message: "cannot create a \(width)×\(height) surface: each side must be 1…\(Self.maximumSide) pixels")
    }
    let p = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    if let error = CairoError.check(cairo_surface_status(p), "cannot create a \(width)×\(height) surface") {
      cairo_surface_destroy(p)
      throw error
    }
    pointer = p
    self.width = width
    self.height = height
  }

  /// A surface read from a PNG file.
  init(pngAt path: String) throws(CairoError) {
    let p = cairo_image_surface_create_from_png(path)!
    if let error = CairoError.check(cairo_surface_status(p), "cannot read PNG '\(path)'") {
      cairo_surface_destroy(p)
      throw error
    }
    pointer = p
    width = Int(cairo_image_surface_get_width(p))
    height = Int(cairo_image_surface_get_height(p))
  }

  deinit { cairo_surface_destroy(pointer) }

  package var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

  /// The pixels as a frame (copies them).
  package func frame() -> RenderedFrame {
    cairo_surface_flush(pointer)
    let data = cairo_image_surface_get_data(pointer)!
    let count = stride * height
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: count))
    return RenderedFrame(width: width, height: height, bytesPerRow: stride, pixels: bytes)
  }

  /// Replaces the pixels with a frame's (same size).
  func load(_ frame: RenderedFrame) {
    cairo_surface_flush(pointer)
    let data = cairo_image_surface_get_data(pointer)!
    for y in 0..<min(height, frame.height) {
      frame.pixels.withUnsafeBufferPointer { src in
        (data + y * stride).update(
          from: src.baseAddress! + y * frame.bytesPerRow, count: min(stride, frame.bytesPerRow))
      }
    }
    cairo_surface_mark_dirty(pointer)
  }

  /// The pixels of `regions`, one after the other, row by row.
  func pixels(of regions: [PixelRegion]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(regions.reduce(0) { $0 + 4 * $1.width * $1.height })
    withPixels { data, stride in
      for r in regions {
        for y in r.y0..<r.y1 {
          bytes.append(contentsOf: UnsafeBufferPointer(start: data + y * stride + 4 * r.x0, count: 4 * r.width))
        }
      }
    }
    return bytes
  }

  /// Puts back pixels that ``pixels(of:)`` gave for the same `regions`.
  func restore(_ bytes: [UInt8], of regions: [PixelRegion]) {
    withPixels { data, stride in
      bytes.withUnsafeBufferPointer { source in
        var offset = 0
        for r in regions {
          for y in r.y0..<r.y1 {
            (data + y * stride + 4 * r.x0).update(from: source.baseAddress! + offset, count: 4 * r.width)
            offset += 4 * r.width
          }
        }
      }
    }
  }

  /// Direct access to the pixel bytes (premultiplied BGRA rows `stride` apart).
  package func withPixels<R, E: Error>(_ body: (UnsafeMutablePointer<UInt8>, Int) throws(E) -> R) throws(E) -> R {
    cairo_surface_flush(pointer)
    defer { cairo_surface_mark_dirty(pointer) }
    return try body(cairo_image_surface_get_data(pointer)!, stride)
  }

}

internal import CImageQuant

/// libimagequant's settings (`liq_attr`): at most 256 colours, its default speed, a quality target.
final class QuantizerSettings {
  let pointer: OpaquePointer

  init(maximumColors: Int = 256, quality: Int = 100) throws(ImageQuantError) {
    guard let p = liq_attr_create() else { throw ImageQuantError(code: -1, what: "cannot create quantizer settings") }
    pointer = p
    try ImageQuantError.check(
      liq_set_max_colors(p, Int32(min(max(maximumColors, 2), 256))), "cannot set the colour count")
    // Stop adding colours once the palette is within `quality` of the frames (libimagequant's scale,
    // 100 = as close as 256 colours allow), gifski's `--quality`.
    try ImageQuantError.check(liq_set_quality(p, 0, Int32(min(max(quality, 0), 100))), "cannot set the quality")
  }

  deinit { liq_attr_destroy(pointer) }

  /// libimagequant's OpenMP loops run on the calling thread alone: the frame workers already keep the
  /// cores busy, and OpenMP's waiting helpers would spin on them (a quarter of a GIF render's CPU).
  static func runOnThisThreadOnly() { omp_set_num_threads(1) }
}

/// A rectangle of straight RGBA pixels wrapped for libimagequant (`liq_image`); the pixels must outlive it.
final class QuantizerImage {
  let pointer: OpaquePointer
  private var rows: [UnsafeMutableRawPointer?]

  /// The `region` of a frame `frameWidth` pixels wide, tightly packed, starting at `rgba`.
  init(
    settings: QuantizerSettings, rgba: UnsafeRawPointer, frameWidth: Int, region: PixelRegion
  ) throws(ImageQuantError) {
    rows = (region.y0..<region.y1).map { UnsafeMutableRawPointer(mutating: rgba + (($0 * frameWidth + region.x0) * 4)) }
    guard let w = Int32(exactly: region.width), let h = Int32(exactly: region.height), w > 0, h > 0,
      let p = rows.withUnsafeMutableBufferPointer({
        liq_image_create_rgba_rows(settings.pointer, $0.baseAddress!, w, h, 0)
      })
    else {
      throw ImageQuantError(code: -1, what: "cannot wrap a \(region.width)×\(region.height) image")
    }
    pointer = p
  }

  deinit { liq_image_destroy(pointer) }
}

/// A rectangle of a frame, in pixels: x0..<x1, y0..<y1.
struct PixelRegion: Equatable {
  var x0: Int, y0: Int, x1: Int, y1: Int
  var width: Int { x1 - x0 }
  var height: Int { y1 - y0 }
}

/// The colours of many frames (`liq_histogram`), from which one palette for all of them is chosen.
final class ColorHistogram {
  let pointer: OpaquePointer
  let settings: QuantizerSettings

  init(settings: QuantizerSettings) throws(ImageQuantError) {
    guard let p = liq_histogram_create(settings.pointer) else {
      throw ImageQuantError(code: -1, what: "cannot create a histogram")
    }
    pointer = p
    self.settings = settings
  }

  deinit { liq_histogram_destroy(pointer) }

  /// Counts the colours of a region of a frame of straight RGBA pixels.
  func add(rgba: UnsafeRawPointer, frameWidth: Int, region: PixelRegion) throws(ImageQuantError) {
    QuantizerSettings.runOnThisThreadOnly()
    let image = try QuantizerImage(settings: settings, rgba: rgba, frameWidth: frameWidth, region: region)
    try ImageQuantError.check(
      liq_histogram_add_image(pointer, settings.pointer, image.pointer), "cannot add a frame's colours")
  }

  /// The palette for everything added.
  func quantize(dithering: Float) throws(ImageQuantError) -> QuantizedPalette {
    var result: OpaquePointer? = nil
    QuantizerSettings.runOnThisThreadOnly()
    try ImageQuantError.check(liq_histogram_quantize(pointer, settings.pointer, &result), "cannot choose a palette")
    guard let result else { throw ImageQuantError(code: -1, what: "no palette") }
    let palette = QuantizedPalette(result, settings: settings)
    try ImageQuantError.check(liq_set_dithering_level(result, dithering), "cannot set dithering")
    return palette
  }
}

/// A chosen palette (`liq_result`), and the remapping of frames to it with libimagequant's dithering.
final class QuantizedPalette {
  let pointer: OpaquePointer
  let settings: QuantizerSettings

  init(_ pointer: OpaquePointer, settings: QuantizerSettings) {
    self.pointer = pointer
    self.settings = settings
  }

  deinit { liq_result_destroy(pointer) }

  /// The palette's colours as straight RGBA, in index order (valid after the first remap).
  var colors: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] {
    guard let p = liq_get_palette(pointer) else { return [] }
    let count = Int(p.pointee.count)
    return withUnsafeBytes(of: p.pointee.entries) { raw in
      let entries = raw.bindMemory(to: liq_color.self)
      return (0..<count).map { (entries[$0].r, entries[$0].g, entries[$0].b, entries[$0].a) }
    }
  }

  /// Palette indices, with dithering, of a region of a frame of straight RGBA pixels, written into that
  /// region of `indices` (one byte a pixel, `frameWidth` a row).
  func remap(
    rgba: UnsafeRawPointer, frameWidth: Int, region: PixelRegion, into indices: inout [UInt8]
  ) throws(ImageQuantError) {
    QuantizerSettings.runOnThisThreadOnly()
    let image = try QuantizerImage(settings: settings, rgba: rgba, frameWidth: frameWidth, region: region)
    var rows: [UnsafeMutablePointer<UInt8>?] = []
    let code = indices.withUnsafeMutableBufferPointer { out in
      rows = (region.y0..<region.y1).map { out.baseAddress! + $0 * frameWidth + region.x0 }
      return rows.withUnsafeMutableBufferPointer {
        liq_write_remapped_image_rows(pointer, image.pointer, $0.baseAddress!)
      }
    }
    try ImageQuantError.check(code, "cannot remap a frame")
  }
}

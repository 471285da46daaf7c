internal import CCairo

/// A Cairo surface: something a ``DrawingContext`` can draw on.
protocol CairoSurface: AnyObject {
  /// The `cairo_surface_t`.
  var pointer: OpaquePointer { get }
}

extension ImageSurface: CairoSurface {}

/// An SVG file being drawn (`cairo_svg_surface_create`): vector output for plots. The file is complete
/// after ``finish()``; sizes are in points.
final class SVGSurface: CairoSurface {
  let pointer: OpaquePointer

  /// Starts an SVG document of `width` × `height` points at `path`.
  init(path: String, width: Double, height: Double) throws(CairoError) {
    let p = cairo_svg_surface_create(path, width, height)!
    if let error = CairoError.check(cairo_surface_status(p), "cannot write SVG '\(path)'") {
      cairo_surface_destroy(p)
      throw error
    }
    cairo_svg_surface_restrict_to_version(p, CAIRO_SVG_VERSION_1_1)
    pointer = p
  }

  /// Writes out everything drawn and closes the file.
  func finish() throws(CairoError) {
    // Finishing embeds the glyphs drawn, which opens their fonts' faces.
    FontFaceLock.run { cairo_surface_finish(pointer) }
    if let error = CairoError.check(cairo_surface_status(pointer), "cannot finish the SVG file") { throw error }
  }

  /// Destroying an unfinished surface finishes it first (``finish()``).
  deinit { FontFaceLock.run { cairo_surface_destroy(pointer) } }
}

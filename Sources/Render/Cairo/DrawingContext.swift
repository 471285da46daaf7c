internal import CCairo
import SceneFormat

/// A Cairo drawing context (`cairo_t`) on an ``ImageSurface`` or an ``SVGSurface``.
package final class DrawingContext {
  let pointer: OpaquePointer
  let surface: any CairoSurface
  /// For a layer drawn apart and composited onto another context (an effect's layer): that context, and
  /// where the layer's pixel (0, 0) lies in it. What lies behind the layer is there, so a material in the
  /// layer blurs it (``snapshot(_:)``).
  var backdrop: (context: DrawingContext, x: Int, y: Int)?

  init(_ surface: any CairoSurface) throws(CairoError) {
    let p = cairo_create(surface.pointer)!
    if let error = CairoError.check(cairo_status(p), "cannot create a drawing context") {
      cairo_destroy(p)
      throw error
    }
    pointer = p
    self.surface = surface
    cairo_set_antialias(p, CAIRO_ANTIALIAS_GOOD)
  }

  deinit { cairo_destroy(pointer) }

  /// Throws when Cairo has put the context into an error state, in which it silently ignores every
  /// later drawing call (a singular matrix, an allocation failure).
  func checkStatus(_ what: String) throws(CairoError) {
    if let error = CairoError.check(cairo_status(pointer), what) { throw error }
  }

  func save() { cairo_save(pointer) }
  func restore() { cairo_restore(pointer) }

  /// Applies `m` after the current transformation (user space → m → current).
  func transform(_ m: AffineTransform) {
    var matrix = cairo_matrix_t(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0)
    cairo_transform(pointer, &matrix)
  }

  func scale(_ sx: Double, _ sy: Double) { cairo_scale(pointer, sx, sy) }
  func translate(_ x: Double, _ y: Double) { cairo_translate(pointer, x, y) }

  func setColor(_ c: RGBAColor) { cairo_set_source_rgba(pointer, c.red, c.green, c.blue, c.alpha) }

  /// Fills the whole clip with the source, replacing what is there.
  func clear(to color: RGBAColor) {
    cairo_save(pointer)
    cairo_set_operator(pointer, CAIRO_OPERATOR_SOURCE)
    setColor(color)
    cairo_paint(pointer)
    cairo_restore(pointer)
  }

  // Paths.
  func newPath() { cairo_new_path(pointer) }
  /// Starts a new part of the path without a line from the current point.
  func newSubPath() { cairo_new_sub_path(pointer) }
  func move(_ x: Double, _ y: Double) { cairo_move_to(pointer, x, y) }
  func line(_ x: Double, _ y: Double) { cairo_line_to(pointer, x, y) }
  func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
    cairo_curve_to(pointer, x1, y1, x2, y2, x, y)
  }
  func arc(_ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double) {
    cairo_arc(pointer, cx, cy, r, a0, a1)
  }
  func arcNegative(_ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double) {
    cairo_arc_negative(pointer, cx, cy, r, a0, a1)
  }
  func rectangle(_ x: Double, _ y: Double, _ w: Double, _ h: Double) { cairo_rectangle(pointer, x, y, w, h) }
  func closePath() { cairo_close_path(pointer) }
  func fillPreserve() { cairo_fill_preserve(pointer) }
  func fill() { cairo_fill(pointer) }
  /// Paints the source everywhere the clip allows, at `alpha`.
  func paint(alpha: Double) { cairo_paint_with_alpha(pointer, alpha) }
  /// The rule later fills use: even-odd, or non-zero winding (Cairo's default).
  func setFillRule(evenOdd: Bool) {
    cairo_set_fill_rule(pointer, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
  }
  /// Dashes for later strokes (lengths in user units); an empty list draws solid lines.
  func setDash(_ lengths: [Double]) { cairo_set_dash(pointer, lengths, Int32(lengths.count), 0) }
  func stroke(width: Double) {
    cairo_set_line_width(pointer, width)
    cairo_stroke(pointer)
  }

  /// Restricts drawing to a rectangle (in user space) until the next ``restore()``.
  func clip(x: Double, y: Double, width: Double, height: Double) {
    cairo_new_path(pointer)
    cairo_rectangle(pointer, x, y, width, height)
    cairo_clip(pointer)
  }

  /// Replaces every pixel's colour with `color`, keeping its coverage: a silhouette (Cairo's IN operator,
  /// so the result is `color` × the pixel's alpha).
  func tint(_ color: RGBAColor) {
    cairo_save(pointer)
    cairo_identity_matrix(pointer)
    cairo_reset_clip(pointer)
    cairo_set_operator(pointer, CAIRO_OPERATOR_IN)
    setColor(color)
    cairo_paint(pointer)
    cairo_restore(pointer)
  }

  /// Restricts drawing to the current path (kept until the next ``restore()``) and clears the path.
  func clipToPath() { cairo_clip(pointer) }

  /// Restricts drawing to the union of pixel rectangles `(x, y, width, height)`, in device pixels.
  func clip(toPixels rectangles: [(Int, Int, Int, Int)]) {
    cairo_save(pointer)
    cairo_identity_matrix(pointer)
    cairo_new_path(pointer)
    for (x, y, w, h) in rectangles { cairo_rectangle(pointer, Double(x), Double(y), Double(w), Double(h)) }
    cairo_restore(pointer)
    cairo_clip(pointer)
  }

  /// Replaces the current transformation.
  func setMatrix(_ m: AffineTransform) {
    var matrix = cairo_matrix_t(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0)
    cairo_set_matrix(pointer, &matrix)
  }

  /// Draws into a temporary group the size of the current clip's extents; ``popGroup(alpha:)`` composites
  /// it. What is drawn into the group is not clipped again: the clip applies once, when the group is
  /// composited (clipped twice, an antialiased clip edge's coverage would be squared, a faded view under
  /// `cornerRadius` getting lighter corners).
  func pushGroup() {
    cairo_push_group(pointer)
    cairo_reset_clip(pointer)
  }

  /// A copy of the pixels drawn so far in `region` (device pixels) of the surface this context draws on:
  /// the pushed group's, when there is one.
  ///
  /// What lies behind, from the bottom up: the context a layer is composited onto (``backdrop``), the
  /// surface under an open group (an item faded as a whole), then the group itself; so a material fading
  /// in or out blurs what is behind it as on iOS. (Groups opened inside other groups show only the
  /// outermost surface and the innermost group.)
  func snapshot(_ region: PixelRegion) throws -> ImageSurface {
    let copy = try ImageSurface(width: region.width, height: region.height)
    let other = try DrawingContext(copy)
    if let backdrop {
      let behind = try backdrop.context.snapshot(
        PixelRegion(
          x0: region.x0 + backdrop.x, y0: region.y0 + backdrop.y, x1: region.x1 + backdrop.x,
          y1: region.y1 + backdrop.y))
      other.paint(behind, x: 0, y: 0)
    }
    let group: OpaquePointer = cairo_get_group_target(pointer)
    let base: OpaquePointer = cairo_get_target(pointer)
    for surface in group == base ? [group] : [base, group] {
      cairo_set_source_surface(other.pointer, surface, Double(-region.x0), Double(-region.y0))
      cairo_paint(other.pointer)
    }
    try other.checkStatus("cannot copy the pixels behind a material")
    return copy
  }
  func popGroup(alpha: Double) {
    cairo_pop_group_to_source(pointer)
    cairo_paint_with_alpha(pointer, alpha)
  }
  /// Ends the group ``pushGroup()`` began and multiplies what the context holds by the group's alpha
  /// (Cairo's DEST_IN): the group is a mask.
  func popGroupAsMask() {
    cairo_pop_group_to_source(pointer)
    cairo_set_operator(pointer, CAIRO_OPERATOR_DEST_IN)
    cairo_paint(pointer)
    cairo_set_operator(pointer, CAIRO_OPERATOR_OVER)
  }

  /// Ends the group ``pushGroup()`` began and paints the source the context had when the group began
  /// through the group's alpha: what was drawn into the group, in any colour, is only its coverage.
  func popGroupMaskingSource() {
    let mask: OpaquePointer = cairo_pop_group(pointer)
    defer { cairo_pattern_destroy(mask) }
    cairo_mask(pointer, mask)
  }

  /// Ends the group ``pushGroup()`` began and paints `source` through the group's alpha.
  func popGroup(masking source: GradientPattern) {
    let mask: OpaquePointer = cairo_pop_group(pointer)
    defer { cairo_pattern_destroy(mask) }
    setSource(source)
    cairo_mask(pointer, mask)
  }

  /// How a painted image is sampled.
  package enum Sampling {
    /// Cairo's GOOD: bilinear near 1:1, a box filter when scaling down by more than 1.33 (costly under
    /// rotation: pixman's generic convolution path).
    case good
    /// Bilinear at every scale: only for images with no detail finer than two of their pixels, drawn at
    /// no less than half size, where it looks the same as GOOD at a fraction of the cost.
    case bilinear
  }

  /// Paints `image` with its top-left at (x, y).
  /// Paints the current source through `image`'s alpha, its origin at (x, y).
  func mask(_ image: ImageSurface, x: Double, y: Double) {
    let pattern = cairo_pattern_create_for_surface(image.pointer)!
    defer { cairo_pattern_destroy(pattern) }
    var m = cairo_matrix_t()
    cairo_matrix_init_translate(&m, -x, -y)
    cairo_pattern_set_matrix(pattern, &m)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    cairo_mask(pointer, pattern)
  }

  func paint(_ image: ImageSurface, x: Double, y: Double, alpha: Double = 1, sampling: Sampling = .good) {
    cairo_set_source_surface(pointer, image.pointer, x, y)
    cairo_pattern_set_filter(cairo_get_source(pointer), sampling == .good ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR)
    if alpha >= 1 { cairo_paint(pointer) } else { cairo_paint_with_alpha(pointer, alpha) }
  }
}

extension DrawingContext {
  /// The current transformation.
  var matrix: AffineTransform {
    var m = cairo_matrix_t()
    cairo_get_matrix(pointer, &m)
    return AffineTransform(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0)
  }

  /// Resets the transformation to pixels.
  func identity() { cairo_identity_matrix(pointer) }
}

extension DrawingContext {
  /// How the next paints combine with the surface (kept until ``restore()``): Cairo's operator for the
  /// blend mode.
  func setBlendMode(_ mode: BlendMode) {
    let op: cairo_operator_t
    switch mode {
    case .normal: op = CAIRO_OPERATOR_OVER
    case .multiply: op = CAIRO_OPERATOR_MULTIPLY
    case .screen: op = CAIRO_OPERATOR_SCREEN
    case .overlay: op = CAIRO_OPERATOR_OVERLAY
    case .darken: op = CAIRO_OPERATOR_DARKEN
    case .lighten: op = CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: op = CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: op = CAIRO_OPERATOR_COLOR_BURN
    case .softLight: op = CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: op = CAIRO_OPERATOR_HARD_LIGHT
    case .difference: op = CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: op = CAIRO_OPERATOR_EXCLUSION
    case .hue: op = CAIRO_OPERATOR_HSL_HUE
    case .saturation: op = CAIRO_OPERATOR_HSL_SATURATION
    case .color: op = CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: op = CAIRO_OPERATOR_HSL_LUMINOSITY
    case .sourceAtop: op = CAIRO_OPERATOR_ATOP
    case .destinationOver: op = CAIRO_OPERATOR_DEST_OVER
    case .destinationOut: op = CAIRO_OPERATOR_DEST_OUT
    case .plusLighter: op = CAIRO_OPERATOR_ADD
    case .destinationIn: op = CAIRO_OPERATOR_DEST_IN
    }
    cairo_set_operator(pointer, op)
  }
}

internal import CCairo
import Foundation
import Keyframes
import SceneFormat

/// A Cairo gradient (`cairo_pattern_t`) for a ``GradientFill`` in a shape's frame-centred coordinates.
/// Linear, radial and elliptical gradients are Cairo's own; an angular gradient is a mesh of thin wedges
/// around the centre, each with the gradient's colours at its two edges (Cairo 1.16 has no conic
/// gradient); a mesh gradient is Cairo's mesh of its patches (``GradientFill/meshPatches``).
final class GradientPattern {
  let pointer: OpaquePointer

  /// Wedges of an angular gradient: one every 2.8°, finer than a colour step of an 8-bit gradient over
  /// a quarter turn.
  static let wedges = 128

  init(_ gradient: GradientFill, width w: Double, height h: Double) throws(CairoError) {
    func place(_ p: UnitPoint) -> (Double, Double) { ((p.x - 0.5) * w, (p.y - 0.5) * h) }
    let p: OpaquePointer
    switch gradient.kind {
    case .linear(let start, let end):
      let (x0, y0) = place(start)
      let (x1, y1) = place(end)
      p = cairo_pattern_create_linear(x0, y0, x1, y1)!
      Self.addStops(gradient.stops, to: p)
    case .radial(let center, let r0, let r1):
      let (cx, cy) = place(center)
      p = cairo_pattern_create_radial(cx, cy, r0, cx, cy, r1)!
      Self.addStops(gradient.stops, to: p)
    case .elliptical(let center, let f0, let f1):
      // A radial gradient in a space where the frame is the unit square: user (x, y) → ((x − cx)/w, (y − cy)/h).
      let (cx, cy) = place(center)
      p = cairo_pattern_create_radial(0, 0, f0, 0, 0, f1)!
      Self.addStops(gradient.stops, to: p)
      var m = cairo_matrix_t()
      cairo_matrix_init_scale(&m, 1 / max(w, 1e-9), 1 / max(h, 1e-9))
      cairo_matrix_translate(&m, -cx, -cy)
      cairo_pattern_set_matrix(p, &m)
    case .angular(let center, let start, let end):
      let (cx, cy) = place(center)
      let radius = 2 * (w * w + h * h).squareRoot() + 1
      p = cairo_pattern_create_mesh()!
      let span = end - start
      for i in 0..<Self.wedges {
        let a0 = start + 2 * Double.pi * Double(i) / Double(Self.wedges)
        let a1 = start + 2 * Double.pi * Double(i + 1) / Double(Self.wedges)
        func color(_ a: Double) -> RGBAColor { gradient.color(at: span != 0 ? (a - start) / span : 0) }
        let c0 = color(a0)
        let c1 = color(a1)
        cairo_mesh_pattern_begin_patch(p)
        cairo_mesh_pattern_move_to(p, cx, cy)
        cairo_mesh_pattern_line_to(p, cx + radius * cos(a0), cy + radius * sin(a0))
        cairo_mesh_pattern_line_to(p, cx + radius * cos(a1), cy + radius * sin(a1))
        cairo_mesh_pattern_line_to(p, cx, cy)
        for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
          cairo_mesh_pattern_set_corner_color_rgba(p, UInt32(corner), c.red, c.green, c.blue, c.alpha)
        }
        cairo_mesh_pattern_end_patch(p)
      }
    case .mesh:
      p = cairo_pattern_create_mesh()!
      for patch in gradient.meshPatches {
        cairo_mesh_pattern_begin_patch(p)
        for (i, corner) in patch.corners.enumerated() {
          let (x, y) = place(corner)
          if i == 0 { cairo_mesh_pattern_move_to(p, x, y) } else { cairo_mesh_pattern_line_to(p, x, y) }
        }
        for (corner, c) in patch.colors.enumerated() {
          cairo_mesh_pattern_set_corner_color_rgba(p, UInt32(corner), c.red, c.green, c.blue, c.alpha)
        }
        cairo_mesh_pattern_end_patch(p)
      }
    }
    if let error = CairoError.check(cairo_pattern_status(p), "cannot make a gradient") {
      cairo_pattern_destroy(p)
      throw error
    }
    pointer = p
  }

  deinit { cairo_pattern_destroy(pointer) }

  static func addStops(_ stops: [GradientFill.Stop], to p: OpaquePointer) {
    for s in stops {
      cairo_pattern_add_color_stop_rgba(p, s.location, s.color.red, s.color.green, s.color.blue, s.color.alpha)
    }
  }
}

extension DrawingContext {
  /// Later fills paint with `pattern`.
  func setSource(_ pattern: GradientPattern) { cairo_set_source(pointer, pattern.pointer) }
}

/// One step of a custom outline (SwiftUI's `Path`), in points from the top-left corner of the shape's
/// frame, as `Shape.path(in: CGRect(origin: .zero, size: frame))` gives it.
public enum PathElement: Sendable, Equatable, Hashable {
  /// Starts a subpath at (x, y).
  case move(x: Double, y: Double)
  /// A straight line to (x, y).
  case line(x: Double, y: Double)
  /// A quadratic Bézier to (x, y) with control point (cx, cy).
  case quadCurve(x: Double, y: Double, cx: Double, cy: Double)
  /// A cubic Bézier to (x, y) with control points (c1x, c1y) and (c2x, c2y).
  case curve(x: Double, y: Double, c1x: Double, c1y: Double, c2x: Double, c2y: Double)
  /// An arc of a circle, angles in radians from +x towards +y; `clockwise` as SwiftUI means it (in its
  /// flipped coordinates a `clockwise: true` arc turns counterclockwise on screen). From the current
  /// point, a line joins the arc's start.
  case arc(cx: Double, cy: Double, radius: Double, start: Double, end: Double, clockwise: Bool)
  /// Closes the subpath.
  case close

  /// The four cubic Béziers of an ellipse inscribed in a rectangle (kappa 0.5523, the usual quarter-circle
  /// approximation), starting at its trailing point and turning clockwise on screen, as `addEllipse` does.
  public static func ellipse(x: Double, y: Double, width w: Double, height h: Double) -> [PathElement] {
    let k = 0.5522847498
    let cx = x + w / 2
    let cy = y + h / 2
    let rx = w / 2
    let ry = h / 2
    return [
      .move(x: cx + rx, y: cy),
      .curve(x: cx, y: cy + ry, c1x: cx + rx, c1y: cy + k * ry, c2x: cx + k * rx, c2y: cy + ry),
      .curve(x: cx - rx, y: cy, c1x: cx - k * rx, c1y: cy + ry, c2x: cx - rx, c2y: cy + k * ry),
      .curve(x: cx, y: cy - ry, c1x: cx - rx, c1y: cy - k * ry, c2x: cx - k * rx, c2y: cy - ry),
      .curve(x: cx + rx, y: cy, c1x: cx + k * rx, c1y: cy - ry, c2x: cx + rx, c2y: cy - k * ry),
      .close,
    ]
  }

  /// A rectangle's outline, clockwise on screen from its top-left corner.
  public static func rect(x: Double, y: Double, width w: Double, height h: Double) -> [PathElement] {
    [.move(x: x, y: y), .line(x: x + w, y: y), .line(x: x + w, y: y + h), .line(x: x, y: y + h), .close]
  }

  /// A rounded rectangle's outline with circular corners of `radius` (at most half of either side).
  public static func roundedRect(
    x: Double, y: Double, width w: Double, height h: Double, radius: Double
  ) -> [PathElement] {
    let r = max(0, min(radius, w / 2, h / 2))
    guard r > 0 else { return rect(x: x, y: y, width: w, height: h) }
    let half = Double.pi / 2
    return [
      .move(x: x + r, y: y),
      .arc(cx: x + w - r, cy: y + r, radius: r, start: -half, end: 0, clockwise: false),
      .arc(cx: x + w - r, cy: y + h - r, radius: r, start: 0, end: half, clockwise: false),
      .arc(cx: x + r, cy: y + h - r, radius: r, start: half, end: 2 * half, clockwise: false),
      .arc(cx: x + r, cy: y + r, radius: r, start: 2 * half, end: 3 * half, clockwise: false),
      .close,
    ]
  }
}

import Foundation
import SceneFormat

/// The outlines of the shapes of docs/scene-format.md, in a frame of `width` × `height` centred on the origin.
enum ShapePath {
  static func add(_ shape: ShapeSpec, width w: Double, height h: Double, to c: DrawingContext) {
    c.newPath()
    if let outline = shape.outline {
      add(outline, originX: -w / 2, originY: -h / 2, to: c)
      return
    }
    switch shape.kind {
    case .rectangle:
      c.rectangle(-w / 2, -h / 2, w, h)
    case .roundedRectangle:
      roundedRect(w, h, radius: min(shape.cornerRadius, w / 2, h / 2), c)
    case .capsule:
      roundedRect(w, h, radius: min(w, h) / 2, c)
    case .circle:
      c.arc(0, 0, min(w, h) / 2, 0, 2 * .pi)
      c.closePath()
    case .ellipse:
      c.save()
      c.scale(w / 2, h / 2)
      c.arc(0, 0, 1, 0, 2 * .pi)
      c.restore()
      c.closePath()
    case .star:
      // Five points; inner radius 0.382 of the outer (a regular pentagram's).
      let r = min(w, h) / 2
      let inner = r * 0.381966
      for i in 0..<10 {
        let a = -Double.pi / 2 + Double(i) * .pi / 5
        let radius = i % 2 == 0 ? r : inner
        let (x, y) = (radius * cos(a) * w / min(w, h), radius * sin(a) * h / min(w, h))
        if i == 0 { c.move(x, y) } else { c.line(x, y) }
      }
      c.closePath()
    case .heart:
      // Two lobes and a point, drawn in a unit box and scaled to the frame.
      func p(_ x: Double, _ y: Double) -> (Double, Double) { (x * w / 2, y * h / 2) }
      let start = p(0, -0.45)
      c.move(start.0, start.1)
      let a = [p(-0.25, -1.05), p(-1.1, -0.8), p(-1, -0.25)]
      c.curve(a[0].0, a[0].1, a[1].0, a[1].1, a[2].0, a[2].1)
      let b = [p(-0.9, 0.25), p(-0.3, 0.6), p(0, 1)]
      c.curve(b[0].0, b[0].1, b[1].0, b[1].1, b[2].0, b[2].1)
      let d = [p(0.3, 0.6), p(0.9, 0.25), p(1, -0.25)]
      c.curve(d[0].0, d[0].1, d[1].0, d[1].1, d[2].0, d[2].1)
      let e = [p(1.1, -0.8), p(0.25, -1.05), start]
      c.curve(e[0].0, e[0].1, e[1].0, e[1].1, e[2].0, e[2].1)
      c.closePath()
    }
  }

  /// A custom outline whose coordinates start at (x0, y0). A quadratic Bézier becomes the cubic with
  /// the same curve (control points ⅔ of the way from each end to the quadratic's control point).
  static func add(_ outline: [PathElement], originX x0: Double, originY y0: Double, to c: DrawingContext) {
    var current = (x: x0, y: y0)
    var start = current
    for element in outline {
      switch element {
      case .move(let x, let y):
        current = (x0 + x, y0 + y)
        start = current
        c.move(current.x, current.y)
      case .line(let x, let y):
        current = (x0 + x, y0 + y)
        c.line(current.x, current.y)
      case .quadCurve(let x, let y, let cx, let cy):
        let end = (x: x0 + x, y: y0 + y)
        let control = (x: x0 + cx, y: y0 + cy)
        c.curve(
          current.x + 2 / 3 * (control.x - current.x), current.y + 2 / 3 * (control.y - current.y),
          end.x + 2 / 3 * (control.x - end.x), end.y + 2 / 3 * (control.y - end.y), end.x, end.y)
        current = end
      case .curve(let x, let y, let c1x, let c1y, let c2x, let c2y):
        current = (x0 + x, y0 + y)
        c.curve(x0 + c1x, y0 + c1y, x0 + c2x, y0 + c2y, current.x, current.y)
      case .arc(let cx, let cy, let r, let a0, let a1, let clockwise):
        guard r >= 0, r.isFinite else { continue }
        // SwiftUI's `clockwise` is in flipped coordinates: `true` turns the other way on screen.
        if clockwise { c.arcNegative(x0 + cx, y0 + cy, r, a0, a1) } else { c.arc(x0 + cx, y0 + cy, r, a0, a1) }
        current = (x0 + cx + r * cos(a1), y0 + cy + r * sin(a1))
      case .close:
        c.closePath()
        current = start
      }
    }
  }

  static func roundedRect(_ w: Double, _ h: Double, radius r: Double, _ c: DrawingContext) {
    let x0 = -w / 2
    let y0 = -h / 2
    let x1 = w / 2
    let y1 = h / 2
    c.arc(x1 - r, y0 + r, r, -.pi / 2, 0)
    c.arc(x1 - r, y1 - r, r, 0, .pi / 2)
    c.arc(x0 + r, y1 - r, r, .pi / 2, .pi)
    c.arc(x0 + r, y0 + r, r, .pi, 3 * .pi / 2)
    c.closePath()
  }
}

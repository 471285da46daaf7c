import DisplayModel

nonisolated extension Path {
  /// This path with every point mapped by `transform` (SwiftUI's `Path.applying`). An arc stays an arc
  /// under a similarity (a rotation, a uniform scale, a translation, a mirror); under any other transform
  /// it becomes the cubic Béziers of its quarters, which the transform maps exactly.
  public func applying(_ transform: CGAffineTransform) -> Path {
    var out = Path()
    out.addElements(elements.flatMap { $0.mapped(by: transform) })
    return out
  }

  /// This path moved by `dx`, `dy` points.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }
}

extension PathElement {
  /// This element with its points mapped by `t`.
  func mapped(by t: CGAffineTransform) -> [PathElement] {
    func p(_ x: Double, _ y: Double) -> (Double, Double) {
      (Double(t.a) * x + Double(t.c) * y + Double(t.tx), Double(t.b) * x + Double(t.d) * y + Double(t.ty))
    }
    switch self {
    case .move(let x, let y):
      let q = p(x, y)
      return [.move(x: q.0, y: q.1)]
    case .line(let x, let y):
      let q = p(x, y)
      return [.line(x: q.0, y: q.1)]
    case .quadCurve(let x, let y, let cx, let cy):
      let q = p(x, y)
      let c = p(cx, cy)
      return [.quadCurve(x: q.0, y: q.1, cx: c.0, cy: c.1)]
    case .curve(let x, let y, let c1x, let c1y, let c2x, let c2y):
      let q = p(x, y)
      let c1 = p(c1x, c1y)
      let c2 = p(c2x, c2y)
      return [.curve(x: q.0, y: q.1, c1x: c1.0, c1y: c1.1, c2x: c2.0, c2y: c2.1)]
    case .arc(let cx, let cy, let r, let start, let end, let clockwise):
      let (a, b, c, d) = (Double(t.a), Double(t.b), Double(t.c), Double(t.d))
      let det = a * d - b * c
      let scale = (a * a + b * b).squareRoot()
      // A similarity: columns of equal length, at right angles.
      if abs(a * c + b * d) < 1e-12, abs((c * c + d * d).squareRoot() - scale) < 1e-12, scale > 0 {
        let centre = p(cx, cy)
        let turn = atan2(b, a)
        if det > 0 {
          return [
            .arc(
              cx: centre.0, cy: centre.1, radius: r * scale, start: start + turn, end: end + turn, clockwise: clockwise)
          ]
        }
        // A mirror reverses the direction of travel.
        return [
          .arc(
            cx: centre.0, cy: centre.1, radius: r * scale, start: turn - start, end: turn - end, clockwise: !clockwise)
        ]
      }
      return PathElement.arcCurves(cx: cx, cy: cy, radius: r, start: start, end: end, clockwise: clockwise).flatMap {
        $0.mapped(by: t)
      }
    case .close: return [.close]
    }
  }

  /// An arc as a line to its start and cubic Béziers of at most a quarter turn each.
  static func arcCurves(
    cx: Double, cy: Double, radius r: Double, start: Double, end: Double, clockwise: Bool
  ) -> [PathElement] {
    // SwiftUI's `clockwise: true` runs towards smaller angles in y-down coordinates.
    var sweep = end - start
    if clockwise { while sweep > 0 { sweep -= 2 * .pi } } else { while sweep < 0 { sweep += 2 * .pi } }
    let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    let k = 4.0 / 3 * tan(step / 4)
    var out: [PathElement] = [.line(x: cx + r * cos(start), y: cy + r * sin(start))]
    var angle = start
    for _ in 0..<pieces {
      let next = angle + step
      out.append(
        .curve(
          x: cx + r * cos(next), y: cy + r * sin(next),
          c1x: cx + r * (cos(angle) - k * sin(angle)), c1y: cy + r * (sin(angle) + k * cos(angle)),
          c2x: cx + r * (cos(next) + k * sin(next)), c2y: cy + r * (sin(next) - k * cos(next))))
      angle = next
    }
    return out
  }
}

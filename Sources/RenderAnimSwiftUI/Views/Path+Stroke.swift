import DisplayModel
import Foundation

nonisolated extension Path {
  /// The outline of this path stroked with `style` (SwiftUI's `strokedPath(_:)`): a path whose fill is the
  /// stroke. It is built of pieces that all turn one way — a quadrilateral per line of the flattened path
  /// (curves and arcs cut into lines within a fiftieth of a point), a piece per join (miter within
  /// `style.miterLimit`, else bevel; round) and per cap — so that filled with the non-zero rule, as `fill()`
  /// fills, their union is the stroke; dashes are cut first, from `dashPhase`, afresh on every subpath.
  /// Stroked again, the pieces' edges would show, where iOS outlines their union.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    let half = style.lineWidth / 2
    var out = Path()
    guard half > 0, half.isFinite else { return out }
    for subpath in subpaths {
      let line = Self.polyline(of: subpath)
      for piece in Self.dashed(line, closed: subpath.closed, style: style) {
        out.addStroke(of: piece.points, closed: piece.closed, half: half, style: style)
      }
    }
    return out
  }

  /// A subpath's points as a polyline, repeated points dropped (a closed one's last point is not its first).
  static func polyline(of subpath: PathSegment.Subpath) -> [CGPoint] {
    var points = [subpath.start]
    for segment in subpath.segments {
      for p in segment.flattened().dropFirst()
      where hypot(p.x - points[points.count - 1].x, p.y - points[points.count - 1].y) > 1e-9 {
        points.append(p)
      }
    }
    if subpath.closed, points.count > 1, let last = points.last,
      hypot(last.x - points[0].x, last.y - points[0].y) <= 1e-9
    {
      points.removeLast()
    }
    return points
  }

  /// The painted pieces of a polyline under `style`'s dashes (the whole line when it has none).
  static func dashed(_ points: [CGPoint], closed: Bool, style: StrokeStyle) -> [(points: [CGPoint], closed: Bool)] {
    var pattern = style.dash
    if pattern.count % 2 == 1 { pattern += pattern }
    let period = pattern.reduce(0, +)
    guard !pattern.isEmpty, period > 0, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), points.count > 1 else {
      return [(points, closed)]
    }
    let walk = closed ? points + [points[0]] : points
    // Where in the pattern the line starts.
    var index = 0
    var left = style.dashPhase.truncatingRemainder(dividingBy: period)
    if left < 0 { left += period }
    while left >= pattern[index] {
      left -= pattern[index]
      index = (index + 1) % pattern.count
    }
    left = pattern[index] - left
    var pieces: [(points: [CGPoint], closed: Bool)] = []
    var current: [CGPoint] = index % 2 == 0 ? [walk[0]] : []
    for (a, b) in zip(walk, walk.dropFirst()) {
      let length = hypot(b.x - a.x, b.y - a.y)
      var done = 0.0
      while length - done > left {
        done += left
        let p = CGPoint(x: a.x + (b.x - a.x) * (done / length), y: a.y + (b.y - a.y) * (done / length))
        if index % 2 == 0 {
          current.append(p)
          pieces.append((current, false))
          current = []
        } else {
          current = [p]
        }
        index = (index + 1) % pattern.count
        left = pattern[index]
      }
      left -= length - done
      if index % 2 == 0 { current.append(b) }
    }
    if current.count > 1 { pieces.append((current, false)) }
    return pieces
  }

  /// Adds the pieces of the stroke of one polyline.
  private mutating func addStroke(of points: [CGPoint], closed: Bool, half: Double, style: StrokeStyle) {
    guard let first = points.first else { return }
    guard points.count > 1 else {
      // A subpath of no length: a dot for a round cap, a square for a square one.
      switch style.lineCap {
      case .round: addDisc(at: first, radius: half)
      case .square:
        addPolygon(
          [(-1, -1), (1, -1), (1, 1), (-1, 1)].map { CGPoint(x: first.x + $0 * half, y: first.y + $1 * half) })
      case .butt: break
      }
      return
    }
    let count = points.count
    let sides = closed ? count : count - 1
    for i in 0..<sides {
      let a = points[i]
      let b = points[(i + 1) % count]
      let n = Self.normal(from: a, to: b, length: half)
      addPolygon([
        CGPoint(x: a.x - n.x, y: a.y - n.y), CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
        CGPoint(x: a.x + n.x, y: a.y + n.y),
      ])
    }
    let corners = closed ? Array(0..<count) : Array(1..<(count - 1))
    for i in corners {
      addJoin(
        at: points[i], from: points[(i + count - 1) % count], to: points[(i + 1) % count], half: half, style: style)
    }
    if !closed {
      addCap(at: points[0], awayFrom: points[1], half: half, cap: style.lineCap)
      addCap(at: points[count - 1], awayFrom: points[count - 2], half: half, cap: style.lineCap)
    }
  }

  /// The join at `v` between the line from `p` and the line to `q`, on the outside of the turn.
  private mutating func addJoin(at v: CGPoint, from p: CGPoint, to q: CGPoint, half: Double, style: StrokeStyle) {
    let n0 = Self.normal(from: p, to: v, length: half)
    let n1 = Self.normal(from: v, to: q, length: half)
    let d1 = CGPoint(x: q.x - v.x, y: q.y - v.y)
    // The outside: where the first line's offset points away from the second line.
    let s: Double = n0.x * d1.x + n0.y * d1.y > 0 ? -1 : 1
    let a = CGPoint(x: v.x + s * n0.x, y: v.y + s * n0.y)
    let b = CGPoint(x: v.x + s * n1.x, y: v.y + s * n1.y)
    if hypot(a.x - b.x, a.y - b.y) < 1e-9 { return }
    switch style.lineJoin {
    case .round: addDisc(at: v, radius: half)
    case .bevel: addPolygon([v, a, b])
    case .miter:
      // The offsets' crossing, along the bisector at half / cos(θ/2), θ the angle between the normals.
      let cosine = (n0.x * n1.x + n0.y * n1.y) / (half * half)
      let halfCos = ((1 + cosine) / 2).squareRoot()
      if halfCos > 1e-9, 1 / halfCos <= style.miterLimit {
        let m = CGPoint(
          x: v.x + s * (n0.x + n1.x) / (1 + cosine), y: v.y + s * (n0.y + n1.y) / (1 + cosine))
        addPolygon([v, a, m, b])
      } else {
        addPolygon([v, a, b])
      }
    }
  }

  /// The cap at the end `e` of a line coming from `from`.
  private mutating func addCap(at e: CGPoint, awayFrom from: CGPoint, half: Double, cap: StrokeStyle.LineCap) {
    switch cap {
    case .butt: return
    case .round: addDisc(at: e, radius: half)
    case .square:
      let n = Self.normal(from: from, to: e, length: half)
      // Along the line, half a width past the end: the normal turned a quarter.
      let d = CGPoint(x: n.y, y: -n.x)
      let out = CGPoint(x: e.x + d.x, y: e.y + d.y)
      addPolygon([
        CGPoint(x: e.x - n.x, y: e.y - n.y), CGPoint(x: out.x - n.x, y: out.y - n.y),
        CGPoint(x: out.x + n.x, y: out.y + n.y), CGPoint(x: e.x + n.x, y: e.y + n.y),
      ])
    }
  }

  /// The normal of the line from `a` to `b`, `length` long: (−dy, dx) scaled.
  private static func normal(from a: CGPoint, to b: CGPoint, length: Double) -> CGPoint {
    let dx = Double(b.x - a.x)
    let dy = Double(b.y - a.y)
    let d = hypot(dx, dy)
    guard d > 0 else { return .zero }
    return CGPoint(x: -dy / d * length, y: dx / d * length)
  }

  /// A closed polygon turning the way every piece of a stroked path turns (positive area in y-down points).
  private mutating func addPolygon(_ points: [CGPoint]) {
    guard points.count > 2 else { return }
    var area = 0.0
    for (p, q) in zip(points, points.dropFirst() + [points[0]]) { area += Double(p.x * q.y - q.x * p.y) }
    let ordered = area < 0 ? Array(points.reversed()) : points
    move(to: ordered[0])
    for p in ordered.dropFirst() { addLine(to: p) }
    closeSubpath()
  }

  /// A full circle turning the same way as the polygons (towards larger angles).
  private mutating func addDisc(at c: CGPoint, radius: Double) {
    move(to: CGPoint(x: c.x + radius, y: c.y))
    addArc(center: c, radius: radius, startAngle: .zero, endAngle: .radians(2 * .pi), clockwise: false)
    closeSubpath()
  }
}

extension PathSegment {
  /// The segment as a polyline within a fiftieth of a point of it: a curve's pieces by its control polygon's
  /// length, an arc's by its radius.
  func flattened() -> [CGPoint] {
    switch self {
    case .line(let a, let b): return [a, b]
    case .arc(_, let r, _, let sweep):
      // A chord of angle θ strays r(1 − cos θ/2) ≈ rθ²/8 from the arc.
      let step = (0.16 / max(r, 1e-9)).squareRoot()
      return samples(min(4096, max(1, Int((abs(sweep) / step).rounded(.up)))))
    case .quad(let a, let c, let b):
      return samples(Self.pieces(along: [a, c, b]))
    case .cubic(let a, let c1, let c2, let b):
      return samples(Self.pieces(along: [a, c1, c2, b]))
    }
  }

  /// Pieces for a Bézier whose control polygon is `points`: one per half point of its length.
  private static func pieces(along points: [CGPoint]) -> Int {
    let length = zip(points, points.dropFirst()).reduce(0.0) { $0 + Double(hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y)) }
    return min(4096, max(4, Int((length * 2).rounded(.up))))
  }
}

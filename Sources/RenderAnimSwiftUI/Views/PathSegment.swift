import DisplayModel
import Foundation

/// One piece of a path's outline from where the one before ends: what measuring, trimming and stroking a
/// ``Path`` walk (its elements resolved against the current point: an arc's joining line is a line of its
/// own, a close the line back to the subpath's start).
nonisolated enum PathSegment: Equatable {
  case line(CGPoint, CGPoint)
  case quad(CGPoint, CGPoint, CGPoint)
  case cubic(CGPoint, CGPoint, CGPoint, CGPoint)
  /// An arc of a circle from angle `start` turning by `sweep` radians (negative: towards smaller angles).
  case arc(center: CGPoint, radius: Double, start: Double, sweep: Double)

  /// A subpath: its segments in order, and whether it was closed (its last segment is then the line back
  /// to its start, when that has a length).
  struct Subpath: Equatable {
    var segments: [PathSegment]
    var closed: Bool
    var start: CGPoint
  }

  var startPoint: CGPoint { point(at: 0) }
  var endPoint: CGPoint { point(at: 1) }

  /// The point at parameter `t` in 0…1 (an arc's by angle).
  func point(at t: Double) -> CGPoint {
    let u = 1 - t
    switch self {
    case .line(let a, let b): return CGPoint(x: a.x * u + b.x * t, y: a.y * u + b.y * t)
    case .quad(let a, let c, let b):
      return CGPoint(
        x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
    case .cubic(let a, let c1, let c2, let b):
      let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
      return CGPoint(
        x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x, y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
    case .arc(let c, let r, let start, let sweep):
      let angle = start + sweep * t
      return CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
    }
  }

  /// The part from parameter `t0` to `t1` (a Bézier's by de Casteljau's construction, so that it is the
  /// same curve).
  func part(from t0: Double, to t1: Double) -> PathSegment {
    switch self {
    case .line: return .line(point(at: t0), point(at: t1))
    case .arc(let c, let r, let start, let sweep):
      return .arc(center: c, radius: r, start: start + sweep * t0, sweep: sweep * (t1 - t0))
    case .quad(let a, let c, let b):
      // A quadratic as the cubic it is, split as cubics are.
      let c1 = CGPoint(x: a.x + 2 / 3 * (c.x - a.x), y: a.y + 2 / 3 * (c.y - a.y))
      let c2 = CGPoint(x: b.x + 2 / 3 * (c.x - b.x), y: b.y + 2 / 3 * (c.y - b.y))
      return PathSegment.cubic(a, c1, c2, b).part(from: t0, to: t1)
    case .cubic:
      let tail = t0 > 0 ? split(at: t0).1 : self
      guard t1 < 1 else { return tail }
      return tail.split(at: (t1 - t0) / max(1 - t0, 1e-12)).0
    }
  }

  /// A cubic cut in two at `t`.
  private func split(at t: Double) -> (PathSegment, PathSegment) {
    guard case .cubic(let a, let c1, let c2, let b) = self else { return (self, self) }
    func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
    let ab = mix(a, c1)
    let bc = mix(c1, c2)
    let cd = mix(c2, b)
    let abc = mix(ab, bc)
    let bcd = mix(bc, cd)
    let m = mix(abc, bcd)
    return (.cubic(a, ab, abc, m), .cubic(m, bcd, cd, b))
  }

  /// The segment as points along it, `count` + 1 of them evenly spaced in its parameter, first and last its
  /// ends.
  func samples(_ count: Int) -> [CGPoint] {
    if case .line(let a, let b) = self { return [a, b] }
    return (0...count).map { point(at: Double($0) / Double(count)) }
  }

  /// How many pieces measuring and stroking cut a curve into: enough that each is within a hundredth of a
  /// point of the curve for the sizes views draw.
  static let curvePieces = 64

  /// The arc length from the start to each sample of ``samples(_:)`` (the first 0), by its chords.
  func cumulativeLengths() -> (params: [Double], lengths: [Double]) {
    if case .line(let a, let b) = self { return ([0, 1], [0, Double(hypot(b.x - a.x, b.y - a.y))]) }
    if case .arc(_, let r, _, let sweep) = self { return ([0, 1], [0, abs(r * sweep)]) }
    let points = samples(Self.curvePieces)
    var lengths = [0.0]
    for (p, q) in zip(points, points.dropFirst()) {
      lengths.append(lengths[lengths.count - 1] + hypot(q.x - p.x, q.y - p.y))
    }
    return ((0...Self.curvePieces).map { Double($0) / Double(Self.curvePieces) }, lengths)
  }
}

extension Path {
  /// The path's subpaths as segments; a subpath of only a move has none.
  var subpaths: [PathSegment.Subpath] {
    var result: [PathSegment.Subpath] = []
    var start = CGPoint.zero
    var here: CGPoint? = nil
    func add(_ s: PathSegment) {
      if here == nil || result.isEmpty { result.append(.init(segments: [], closed: false, start: s.startPoint)) }
      result[result.count - 1].segments.append(s)
      here = s.endPoint
    }
    for element in elements {
      switch element {
      case .move(let x, let y):
        start = CGPoint(x: x, y: y)
        here = start
        result.append(.init(segments: [], closed: false, start: start))
      case .line(let x, let y): add(.line(here ?? start, CGPoint(x: x, y: y)))
      case .quadCurve(let x, let y, let cx, let cy):
        add(.quad(here ?? start, CGPoint(x: cx, y: cy), CGPoint(x: x, y: y)))
      case .curve(let x, let y, let c1x, let c1y, let c2x, let c2y):
        add(.cubic(here ?? start, CGPoint(x: c1x, y: c1y), CGPoint(x: c2x, y: c2y), CGPoint(x: x, y: y)))
      case .arc(let cx, let cy, let r, let from, let to, let clockwise):
        var sweep = to - from
        if clockwise { while sweep > 0 { sweep -= 2 * .pi } } else { while sweep < 0 { sweep += 2 * .pi } }
        let arc = PathSegment.arc(center: CGPoint(x: cx, y: cy), radius: r, start: from, sweep: sweep)
        if let here, here != arc.startPoint {
          add(.line(here, arc.startPoint))
        } else if here == nil {
          start = arc.startPoint
          result.append(.init(segments: [], closed: false, start: start))
        }
        add(arc)
      case .close:
        guard let last = result.indices.last else { continue }
        let begin = result[last].start
        if let here, here != begin { add(.line(here, begin)) }
        result[last].closed = true
        // A segment after a close starts a new subpath at the closed one's start.
        here = nil
        start = begin
      }
    }
    return result.filter { !$0.segments.isEmpty }
  }
}

import DisplayModel
import Foundation

nonisolated extension Path {
  /// The smallest rectangle holding every point of the path, its curves' control points aside (SwiftUI's
  /// `boundingRect`, CoreGraphics' `boundingBoxOfPath`); `CGRect.null` for a path with no points.
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      if case .move(let x, let y) = element { points.append(CGPoint(x: x, y: y)) }
    }
    for subpath in subpaths {
      for segment in subpath.segments { points += segment.extremes }
    }
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in points.dropFirst() {
      minX = min(minX, p.x)
      minY = min(minY, p.y)
      maxX = max(maxX, p.x)
      maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether `point` is inside the path as `fill` fills it (SwiftUI's `contains(_:eoFill:)`): every subpath
  /// closed, its curves and arcs flattened, and the winding number around the point non-zero (or odd, with
  /// `eoFill`).
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    var winding = 0
    for subpath in subpaths {
      let ring = Self.polyline(of: subpath)
      for (a, b) in zip(ring, ring.dropFirst() + [ring[0]]) {
        let side = Double((b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y))
        if a.y <= point.y, b.y > point.y, side > 0 { winding += 1 }
        if a.y > point.y, b.y <= point.y, side < 0 { winding -= 1 }
      }
    }
    return eoFill ? winding % 2 != 0 : winding != 0
  }
}

extension PathSegment {
  /// The segment's ends and the points where it turns back in x or in y: what bounds it.
  var extremes: [CGPoint] {
    var ts: [Double] = [0, 1]
    switch self {
    case .line: break
    case .quad(let a, let c, let b):
      for (p0, p1, p2) in [(a.x, c.x, b.x), (a.y, c.y, b.y)] {
        let d = p0 - 2 * p1 + p2
        if d != 0 { ts.append((p0 - p1) / d) }
      }
    case .cubic(let a, let c1, let c2, let b):
      // Where the derivative, 3(A t² + B t + C), is zero.
      for (p0, p1, p2, p3) in [(a.x, c1.x, c2.x, b.x), (a.y, c1.y, c2.y, b.y)] {
        ts += Self.roots(a: -p0 + 3 * p1 - 3 * p2 + p3, b: 2 * (p0 - 2 * p1 + p2), c: p1 - p0)
      }
    case .arc(_, _, let start, let sweep):
      // The angles at a multiple of a quarter turn that the arc passes.
      guard sweep != 0 else { break }
      let (low, high) = sweep > 0 ? (start, start + sweep) : (start + sweep, start)
      var k = (low / (.pi / 2)).rounded(.up)
      while k * .pi / 2 <= high {
        ts.append((k * .pi / 2 - start) / sweep)
        k += 1
      }
    }
    return ts.filter { $0 >= 0 && $0 <= 1 }.map { point(at: $0) }
  }

  /// The real roots of a t² + b t + c.
  private static func roots(a: Double, b: Double, c: Double) -> [Double] {
    if abs(a) < 1e-12 { return abs(b) < 1e-12 ? [] : [-c / b] }
    let disc = b * b - 4 * a * c
    guard disc >= 0 else { return [] }
    let r = disc.squareRoot()
    return [(-b + r) / (2 * a), (-b - r) / (2 * a)]
  }
}

import DisplayModel
import Foundation

nonisolated extension Path {
  /// The part of the path from `from` to `to` of its length, both clamped to 0…1 (SwiftUI's
  /// `trimmedPath(from:to:)`; what `trim(from:to:)` draws): the subpaths measured in order, a closed one with
  /// its closing line; its curves and arcs are cut where that length falls, so they stay the same curves. A
  /// closed subpath wholly inside the range stays closed; an empty range gives an empty path.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let from = min(max(Double(from), 0), 1)
    let to = min(max(Double(to), 0), 1)
    let measured = subpaths.map { subpath in (subpath, subpath.segments.map { $0.cumulativeLengths() }) }
    let total = measured.reduce(0.0) { sum, entry in sum + entry.1.reduce(0) { $0 + ($1.lengths.last ?? 0) } }
    var out = Path()
    guard total > 0, to > from else { return out }
    let (start, end) = (from * total, to * total)
    var walked = 0.0
    for (subpath, tables) in measured {
      let subpathStart = walked
      var open = false
      for (segment, table) in zip(subpath.segments, tables) {
        let length = table.lengths.last ?? 0
        let (s0, s1) = (walked, walked + length)
        walked = s1
        guard s1 > start, s0 < end, length > 0 else { continue }
        let t0 = Self.parameter(at: max(start, s0) - s0, in: table)
        let t1 = Self.parameter(at: min(end, s1) - s0, in: table)
        let piece = segment.part(from: t0, to: t1)
        if !open {
          out.move(to: piece.startPoint)
          open = true
        }
        out.addSegment(piece)
      }
      if open, subpath.closed, start <= subpathStart, end >= walked { out.closeSubpath() }
    }
    return out
  }

  /// The parameter at `distance` along a segment measured by `table` (linear between its samples).
  private static func parameter(at distance: Double, in table: (params: [Double], lengths: [Double])) -> Double {
    let lengths = table.lengths
    guard let total = lengths.last, total > 0 else { return 0 }
    if distance <= 0 { return 0 }
    if distance >= total { return 1 }
    // The last sample at or before `distance`.
    var low = 0
    var high = lengths.count - 1
    while high - low > 1 {
      let mid = (low + high) / 2
      if lengths[mid] <= distance { low = mid } else { high = mid }
    }
    let span = lengths[high] - lengths[low]
    let f = span > 0 ? (distance - lengths[low]) / span : 0
    return table.params[low] + (table.params[high] - table.params[low]) * f
  }

  /// Appends `segment` from the current point (which is its start).
  mutating func addSegment(_ segment: PathSegment) {
    switch segment {
    case .line(_, let b): addLine(to: b)
    case .quad(_, let c, let b): addQuadCurve(to: b, control: c)
    case .cubic(_, let c1, let c2, let b): addCurve(to: b, control1: c1, control2: c2)
    case .arc(let c, let r, let start, let sweep):
      addArc(
        center: c, radius: r, startAngle: .radians(start), endAngle: .radians(start + sweep), clockwise: sweep < 0)
    }
  }
}

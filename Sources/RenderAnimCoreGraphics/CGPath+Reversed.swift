import Foundation

extension CGPath {
  /// The steps drawn backwards, subpath by subpath (UIKit's `reversing()`): each subpath starts where it
  /// ended and runs its segments in the other order, curves with their control points swapped and arcs
  /// turning the other way; a closed subpath stays closed.
  package var reversedSteps: [Step] {
    var result: [Step] = []
    for subpath in subpaths {
      guard let last = subpath.segments.last else {
        result.append(.move(subpath.start))
        continue
      }
      result.append(.move(last.end))
      for (i, segment) in subpath.segments.enumerated().reversed() {
        let to = i == 0 ? subpath.start : subpath.segments[i - 1].end
        switch segment.step {
        case .line: result.append(.line(to))
        case .quadCurve(_, let c): result.append(.quadCurve(to, control: c))
        case .curve(_, let c1, let c2): result.append(.curve(to, control1: c2, control2: c1))
        case .arc(let center, let r, let a, let b, let clockwise):
          result.append(.arc(center: center, radius: r, start: b, end: a, clockwise: !clockwise))
        case .move, .close: break
        }
      }
      if subpath.closed { result.append(.close) }
    }
    return result
  }

  /// A segment of a subpath: its step and where it ends.
  private struct Segment {
    var step: Step
    var end: CGPoint
  }

  /// The subpaths: where each starts, its segments (an arc's joining line and a close's line back to the
  /// start as lines of their own), and whether it was closed.
  private var subpaths: [(start: CGPoint, segments: [Segment], closed: Bool)] {
    var result: [(start: CGPoint, segments: [Segment], closed: Bool)] = []
    var current: CGPoint? = nil
    func add(_ step: Step, to end: CGPoint) {
      if current == nil || result.isEmpty || result[result.count - 1].closed {
        result.append((current ?? end, [], false))
      }
      result[result.count - 1].segments.append(Segment(step: step, end: end))
      current = end
    }
    for step in steps {
      switch step {
      case .move(let p):
        result.append((p, [], false))
        current = p
      case .line(let p): add(step, to: p)
      case .quadCurve(let p, _): add(step, to: p)
      case .curve(let p, _, _): add(step, to: p)
      case .arc(let center, let r, let a, let b, _):
        let start = CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a))
        if let here = current, here != start {
          add(.line(start), to: start)
        } else if current == nil {
          result.append((start, [], false))
          current = start
        }
        add(step, to: CGPoint(x: center.x + r * cos(b), y: center.y + r * sin(b)))
      case .close:
        guard let index = result.indices.last else { continue }
        let start = result[index].start
        if let here = current, here != start { add(.line(start), to: start) }
        result[index].closed = true
        current = start
      }
    }
    return result
  }
}

internal import CCairo
import SceneFormat

extension DrawingContext {
  /// Replaces the current path with the part of it from `range.lowerBound` to `range.upperBound` of its
  /// length (SwiftUI's `trim(from:to:)`): the path is flattened to lines (Cairo's tolerance, 0.1 pixel),
  /// measured along every subpath in order (a closed subpath includes its closing side), and cut.
  func trimPath(_ range: ClosedRange<Double>) {
    guard range != 0...1 else { return }
    guard let path = cairo_copy_path_flat(pointer) else { return }
    defer { cairo_path_destroy(path) }
    // The flattened path as polylines: each subpath's points, closing side included.
    var polylines: [[(Double, Double)]] = []
    var i = 0
    // An empty path (a shape with no outline at this size) has no data: nothing to draw.
    guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data, path.pointee.num_data > 0 else {
      cairo_new_path(pointer)
      return
    }
    while i < Int(path.pointee.num_data) {
      let header = data[i].header
      switch header.type {
      case CAIRO_PATH_MOVE_TO:
        polylines.append([(data[i + 1].point.x, data[i + 1].point.y)])
      case CAIRO_PATH_LINE_TO:
        if polylines.isEmpty { polylines.append([]) }
        polylines[polylines.count - 1].append((data[i + 1].point.x, data[i + 1].point.y))
      case CAIRO_PATH_CLOSE_PATH:
        if let first = polylines.last?.first { polylines[polylines.count - 1].append(first) }
      default:
        break
      }
      i += Int(header.length)
    }
    func length(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
      ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot()
    }
    let total = polylines.reduce(0) { sum, line in
      sum + zip(line, line.dropFirst()).reduce(0) { $0 + length($1.0, $1.1) }
    }
    let start = range.lowerBound * total
    let end = range.upperBound * total
    cairo_new_path(pointer)
    guard total > 0, end > start else { return }
    var walked = 0.0
    for line in polylines {
      var drawing = false
      for (a, b) in zip(line, line.dropFirst()) {
        let d = length(a, b)
        let s0 = walked
        let s1 = walked + d
        walked = s1
        guard s1 > start, s0 < end, d > 0 else { continue }
        func at(_ s: Double) -> (Double, Double) {
          let t = min(max((s - s0) / d, 0), 1)
          return (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
        }
        let p = at(max(start, s0))
        let q = at(min(end, s1))
        if !drawing {
          cairo_move_to(pointer, p.0, p.1)
          drawing = true
        }
        cairo_line_to(pointer, q.0, q.1)
      }
    }
  }

  /// Line cap, line join and dashes for later strokes.
  func setStrokeStyle(_ style: StrokeStyle) {
    switch style.lineCap {
    case .butt: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_BUTT)
    case .round: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_ROUND)
    case .square: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_SQUARE)
    }
    switch style.lineJoin {
    case .miter: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_MITER)
    case .round: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_ROUND)
    case .bevel: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_BEVEL)
    }
    cairo_set_dash(pointer, style.dash, Int32(style.dash.count), style.dashPhase)
  }

  /// Removes what the context's target holds under a stroke of the current path `width` wide, by the
  /// stroke's coverage (Cairo's CLEAR operator), and clears the path.
  func eraseStroke(width: Double) {
    cairo_save(pointer)
    cairo_set_operator(pointer, CAIRO_OPERATOR_CLEAR)
    cairo_set_line_width(pointer, width)
    cairo_stroke(pointer)
    cairo_restore(pointer)
  }
}

extension Array where Element == PathElement {
  /// The box that holds every point and control point of the outline (a curve lies inside its control
  /// points' hull; an arc inside its circle's square), in the outline's coordinates; nil when empty.
  public var controlBounds: (x0: Double, y0: Double, x1: Double, y1: Double)? {
    var box: (x0: Double, y0: Double, x1: Double, y1: Double)?
    func add(_ x: Double, _ y: Double) {
      guard x.isFinite, y.isFinite else { return }
      box =
        box.map { (Swift.min($0.x0, x), Swift.min($0.y0, y), Swift.max($0.x1, x), Swift.max($0.y1, y)) } ?? (x, y, x, y)
    }
    for element in self {
      switch element {
      case .move(let x, let y), .line(let x, let y): add(x, y)
      case .quadCurve(let x, let y, let cx, let cy):
        add(x, y)
        add(cx, cy)
      case .curve(let x, let y, let ax, let ay, let bx, let by):
        add(x, y)
        add(ax, ay)
        add(bx, by)
      case .arc(let cx, let cy, let r, _, _, _):
        add(cx - r, cy - r)
        add(cx + r, cy + r)
      case .close: break
      }
    }
    return box
  }
}

extension DisplayItem {
  /// What the item's content covers, in its centred coordinates, before strokes and glyph overhang: its
  /// frame, and a custom outline's reach past it (a path drawn at fixed offsets).
  public var contentBounds: (x0: Double, y0: Double, x1: Double, y1: Double) {
    let hw = frameSize.width / 2
    let hh = frameSize.height / 2
    guard case .shape(let spec) = content, let b = spec.outline?.controlBounds else { return (-hw, -hh, hw, hh) }
    return (Swift.min(-hw, b.x0 - hw), Swift.min(-hh, b.y0 - hh), Swift.max(hw, b.x1 - hw), Swift.max(hh, b.y1 - hh))
  }
}

/// Where a matched geometry's view is in the window: its layout frame moved and scaled by the `.offset`s and
/// `.scaleEffect`s around it (its ancestors', and its own written outside `.matchedGeometryEffect`), at
/// their values in the update, as SwiftUI shares a frame in the window's coordinates: a view drawn 250
/// points below its place by an `.offset` around it is where its partner moves from (docs/swift-views.md,
/// Matched geometry). Rotations and geometry effects around it are not counted.
nonisolated struct MatchedPlacement: Equatable {
  /// x ↦ `scaleX` · x + `x`, y ↦ `scaleY` · y + `y`, in canvas points.
  var scaleX = 1.0, scaleY = 1.0, x = 0.0, y = 0.0

  static let identity = MatchedPlacement()

  /// A point first moved by `inner`, then by this.
  func concatenating(_ inner: MatchedPlacement) -> MatchedPlacement {
    MatchedPlacement(
      scaleX: scaleX * inner.scaleX, scaleY: scaleY * inner.scaleY, x: scaleX * inner.x + x, y: scaleY * inner.y + y)
  }

  /// A layout frame as it is in the window.
  func apply(_ f: Frame) -> Frame {
    Frame(x: scaleX * f.x + x, y: scaleY * f.y + y, width: abs(scaleX) * f.width, height: abs(scaleY) * f.height)
  }

  /// The layout frame that is `f` in the window (a scale of 0 is taken as none: nothing is drawn then).
  func inverse(_ f: Frame) -> Frame {
    let sx = scaleX == 0 ? 1 : scaleX
    let sy = scaleY == 0 ? 1 : scaleY
    return Frame(x: (f.x - x) / sx, y: (f.y - y) / sy, width: f.width / abs(sx), height: f.height / abs(sy))
  }

  /// What `effect`, written on a view laid out at `frame`, does to the points inside it (identity for the
  /// effects that do not move or scale them as a whole).
  init(_ effect: Effect, frame: Frame) {
    switch effect.kind {
    case .offset where effect.vector.count == 2:
      self.init(x: effect.vector[0], y: effect.vector[1])
    case .scale(let anchor) where effect.vector.count == 2:
      let s = (effect.vector[0], effect.vector[1])
      let pivot = (frame.x + (anchor.x - 0.5) * frame.width, frame.y + (anchor.y - 0.5) * frame.height)
      self.init(scaleX: s.0, scaleY: s.1, x: (1 - s.0) * pivot.0, y: (1 - s.1) * pivot.1)
    default:
      self.init()
    }
  }

  init(scaleX: Double = 1, scaleY: Double = 1, x: Double = 0, y: Double = 0) {
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.x = x
    self.y = y
  }

  /// Each matched view's placement, by path, in the tree under `root` laid out at `frames` (empty when no
  /// view has a matched geometry, or none has an offset or scale around it).
  static func of(_ root: ViewNode, frames: [ViewPath: Frame]) -> [ViewPath: MatchedPlacement] {
    var out: [ViewPath: MatchedPlacement] = [:]
    func walk(_ n: ViewNode, _ outer: MatchedPlacement) {
      var t = outer
      let frame = frames[n.path] ?? Frame(x: 0, y: 0, width: 0, height: 0)
      // The effects written before `.matchedGeometryEffect` are inside it; those after, around it.
      let inside = n.matched?.effectsInside ?? 0
      for i in n.effects.indices.reversed() {
        if i == inside - 1, n.matched != nil { out[n.path] = t }
        t = t.concatenating(MatchedPlacement(n.effects[i], frame: frame))
      }
      if n.matched != nil, inside == 0 { out[n.path] = t }
      for c in n.children { walk(c, t) }
    }
    walk(root, .identity)
    return out.filter { $0.value != .identity }
  }
}

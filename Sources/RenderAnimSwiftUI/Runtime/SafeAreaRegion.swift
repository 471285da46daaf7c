/// A safe area while views are laid out: views are laid out in `inner`, and a view that ignores the safe
/// area grows to `outer` on each edge of `inner` it reaches. The screen's (`--device`) is one; a
/// `.safeAreaInset` makes one for the view it insets, whose outer edge is the far side of the inset's
/// content, so that a scroll view or a background there runs on under the inset as on iOS.
nonisolated struct SafeAreaRegion {
  var outer: Frame
  var inner: Frame

  /// `frame` grown, on each edge of `edges`, through `regions` (outermost first): where it reaches the
  /// inner edge of the innermost region (within half a point) it grows to that region's outer edge, and
  /// from there to the next region's outer edge if that is the next one's inner edge, and so on, as
  /// SwiftUI extends a view that ignores the safe area.
  static func expand(_ frame: Frame, edges: Edge.Set, through regions: [SafeAreaRegion]) -> Frame {
    var edge = Edges(frame)
    for region in regions.reversed() {
      let inner = Edges(region.inner)
      let outer = Edges(region.outer)
      if edges.contains(.leading), edge.left <= inner.left + 0.5 { edge.left = min(edge.left, outer.left) }
      if edges.contains(.trailing), edge.right >= inner.right - 0.5 { edge.right = max(edge.right, outer.right) }
      if edges.contains(.top), edge.top <= inner.top + 0.5 { edge.top = min(edge.top, outer.top) }
      if edges.contains(.bottom), edge.bottom >= inner.bottom - 0.5 {
        edge.bottom = max(edge.bottom, outer.bottom)
      }
    }
    return edge.frame
  }

  /// `frame` with the edges of `limit` on `edges` (a scroll view's region inside its content insets).
  static func inset(_ frame: Frame, to limit: Frame, on edges: Edge.Set) -> Frame {
    var edge = Edges(frame)
    let bound = Edges(limit)
    if edges.contains(.leading) { edge.left = max(edge.left, bound.left) }
    if edges.contains(.trailing) { edge.right = min(edge.right, bound.right) }
    if edges.contains(.top) { edge.top = max(edge.top, bound.top) }
    if edges.contains(.bottom) { edge.bottom = min(edge.bottom, bound.bottom) }
    return edge.frame
  }

  /// The region of a view that a `.safeAreaInset` at `edge` insets: laid out at `frame`, it may grow on
  /// that edge to `far`, the inset's far side.
  static func insetting(_ frame: Frame, on edge: Edge, to far: Frame) -> SafeAreaRegion {
    var edges = Edges(frame)
    let whole = Edges(far)
    switch edge {
    case .top: edges.top = min(edges.top, whole.top)
    case .bottom: edges.bottom = max(edges.bottom, whole.bottom)
    case .leading: edges.left = min(edges.left, whole.left)
    case .trailing: edges.right = max(edges.right, whole.right)
    }
    return SafeAreaRegion(outer: edges.frame, inner: frame)
  }

  /// A frame's four edges.
  private struct Edges {
    var left: Double, right: Double, top: Double, bottom: Double

    init(_ f: Frame) {
      left = f.x - f.width / 2
      right = f.x + f.width / 2
      top = f.y - f.height / 2
      bottom = f.y + f.height / 2
    }

    var frame: Frame {
      Frame(x: (left + right) / 2, y: (top + bottom) / 2, width: right - left, height: bottom - top)
    }
  }
}

extension SafeArea {
  /// The screen's safe area as a region: the screen outside, the inset rectangle inside.
  var region: SafeAreaRegion {
    SafeAreaRegion(
      outer: Frame(x: screen.width / 2, y: screen.height / 2, width: screen.width, height: screen.height), inner: inner)
  }
}

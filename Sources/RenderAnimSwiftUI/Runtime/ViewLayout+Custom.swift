import DisplayModel
import Foundation

/// Layouts of your own (`Layout`) in the layout pass: the container is sized by its `sizeThatFits` and
/// places its children by its `placeSubviews`; a child it does not place sits at the centre of the bounds
/// at its ideal size, as in SwiftUI (or, for `ViewThatFits`, is left out: without a frame it is not drawn).
nonisolated extension ViewLayout {
  /// `node`'s children as a layout sees them; `placements` records where `placeSubviews` puts them.
  func subviews(of node: ViewNode, placements: LayoutPlacements? = nil) -> LayoutSubviews {
    LayoutSubviews(
      items: node.children.enumerated().map { i, c in
        LayoutSubview(node: c, index: i, engine: self, placements: placements)
      })
  }

  /// The size a custom layout chooses for `p`.
  func customSize(_ node: ViewNode, _ layout: CustomLayout, _ p: ProposedSize) -> Size {
    // An infinite size is an answer (a layout that takes all it is offered, asked how far it can grow);
    // a size that is not a number is not.
    let s = layout.sizeThatFits(ProposedViewSize(p), subviews(of: node))
    func number(_ x: CGFloat) -> Double { x.isNaN ? 0 : Double(x) }
    return Size(width: number(s.width), height: number(s.height))
  }

  /// Places a custom layout's children in `frame`.
  func placeCustom(_ node: ViewNode, _ layout: CustomLayout, _ frame: Frame, into frames: inout [ViewPath: Frame]) {
    let placements = LayoutPlacements()
    let bounds = CGRect(
      x: frame.x - frame.width / 2, y: frame.y - frame.height / 2, width: frame.width, height: frame.height)
    layout.placeSubviews(
      bounds, ProposedViewSize(ProposedSize(width: frame.width, height: frame.height)),
      subviews(of: node, placements: placements))
    for (i, child) in node.children.enumerated() {
      if layout.leavesOutUnplaced, placements.frames[i] == nil { continue }
      var f =
        placements.frames[i]
        ?? {
          let s = size(child, ProposedSize(width: nil, height: nil))
          return Frame(x: frame.x, y: frame.y, width: s.width, height: s.height)
        }()
      f.x = Self.finite(f.x)
      f.y = Self.finite(f.y)
      place(child, f, into: &frames)
    }
  }

  /// A custom layout's explicit guide for `key` at `size`, measured from its leading or top edge.
  func customGuide(_ node: ViewNode, _ layout: CustomLayout, _ key: GuideKey, size: Size) -> Double? {
    let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
    return layout.explicitGuide(
      key, bounds, ProposedViewSize(width: size.width, height: size.height), subviews(of: node)
    ).map { Double($0) }
  }

  /// A layout's place made safe to draw: a NaN or infinite place (a layout dividing by zero subviews)
  /// becomes 0, as nothing can be drawn there.
  static func finite(_ x: Double) -> Double { x.isFinite ? x : 0 }
}

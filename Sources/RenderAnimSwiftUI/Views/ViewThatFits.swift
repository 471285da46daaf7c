import DisplayModel
import Foundation

/// The first of its views that fits (SwiftUI's `ViewThatFits`, iOS 16): each view in the order written is
/// asked for its ideal size on the axes `axes` constrain (the space offered on the others); the first whose
/// ideal size fits the space offered is laid out and drawn, or the last when none fits. The others are
/// made but not drawn.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let axes: Axis.Set
  let content: Content

  /// Chooses among `content`'s views by their ideal sizes on `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let children = try context.resolve(content, path: path.appending("items"), environment: environment)
    let axes = self.axes
    var layout = CustomLayout(
      sizeThatFits: { p, subviews in
        Self.choice(subviews, p, axes).map { subviews[$0].sizeThatFits(p) } ?? .zero
      },
      placeSubviews: { bounds, p, subviews in
        guard let i = Self.choice(subviews, p, axes) else { return }
        subviews[i].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: p)
      })
    layout.leavesOutUnplaced = true
    return [ViewNode(path: path, kind: .custom(layout), children: children)]
  }

  /// The index of the first subview whose ideal size on `axes` fits `p`, else the last.
  static func choice(_ subviews: LayoutSubviews, _ p: ProposedViewSize, _ axes: Axis.Set) -> Int? {
    let horizontal = axes.contains(.horizontal)
    let vertical = axes.contains(.vertical)
    let ideal = ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    let first = subviews.indices.first { i in
      let s = subviews[i].sizeThatFits(ideal)
      return (!horizontal || p.width.map { s.width <= $0 + 1e-9 } ?? true)
        && (!vertical || p.height.map { s.height <= $0 + 1e-9 } ?? true)
    }
    return first ?? subviews.indices.last
  }
}

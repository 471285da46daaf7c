import DisplayModel

/// A view whose content can scroll the scroll views inside it to a view (SwiftUI's `ScrollViewReader`).
/// It takes no part in layout: its content is laid out as if it were written in its place.
nonisolated public struct ScrollViewReader<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: (ScrollViewProxy) -> Content
  /// A reader whose content `content` makes with the proxy that scrolls.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let proxy = ScrollViewProxy(reader: path, graph: context.graph.map(ViewGraphReference.init))
    return try context.resolve(content(proxy), path: path.appending("items"), environment: environment)
  }
}

/// Scrolls the scroll views inside a ``ScrollViewReader`` (SwiftUI's `ScrollViewProxy`).
nonisolated public struct ScrollViewProxy {
  let reader: ViewPath
  let graph: ViewGraphReference?

  /// Scrolls the first scroll view inside the reader that holds the view identified by `id` (`.id(_:)` or
  /// a `ForEach` element's id) so that the view's `anchor` point is at the scroll view's `anchor` point,
  /// as far as the content can scroll; with no anchor, as little as shows the whole view. Under
  /// `withAnimation`, the content moves with the animation.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    guard let graph = graph?.graph, let frames = graph.previousFrames else { return }
    let prefix = reader.description + "/"
    let component = "$\(id)"
    var stack = graph.tree
    while let node = stack.popLast() {
      // The reader's scroll views, or the scroll view a `ScrollPosition` is bound to (the reader itself).
      guard let scroller = node.scroller, node.path == reader || node.path.description.hasPrefix(prefix) else {
        stack += node.children
        continue
      }
      guard let view = Self.first(component, in: node), let target = frames[view.path],
        let extent = ScrollExtent(of: node, in: graph)
      else { continue }
      let (viewStart, viewLength) = extent.span(target)
      // The region inside the content insets is what shows the view (under no bar).
      let (scrollStart, scrollLength) = extent.span(extent.visible)
      let offset = scroller.offset()
      // The view's start within the content, which the offset moves.
      let start = viewStart - extent.span(extent.content).start
      let wanted: Double
      if let anchor {
        let a = Double(extent.axis == .horizontal ? anchor.x : anchor.y)
        wanted = start + a * viewLength - a * scrollLength
      } else if viewStart < scrollStart {
        wanted = start
      } else if viewStart + viewLength > scrollStart + scrollLength {
        wanted = start + viewLength - scrollLength
      } else {
        wanted = offset
      }
      // Scrolled to a view, the content stops what a flick set moving.
      graph.scrollTouches[node.path, default: 0] += 1
      scroller.setOffset(min(max(wanted, 0), extent.maximum))
      return
    }
  }

  /// Sets the offset of the scroll view at `scrollView` to `wanted(axis, maximum)`, kept within 0 and the
  /// most its content can scroll (its length less the scroll view's inside its content insets, in the
  /// last layout: ``ScrollExtent``).
  static func setOffset(
    of scrollView: ViewPath, in graph: ViewGraph, _ wanted: (StackAxis, Double) -> Double
  ) {
    var stack = graph.tree
    while let node = stack.popLast() {
      guard node.path == scrollView, let scroller = node.scroller else {
        stack += node.children
        continue
      }
      guard let extent = ScrollExtent(of: node, in: graph) else { return }
      let maximum = extent.maximum
      graph.scrollTouches[node.path, default: 0] += 1
      scroller.setOffset(min(max(wanted(scroller.axis, maximum), 0), maximum))
      return
    }
  }

  /// The outermost view inside `node` whose identity is `component` (`$id`).
  static func first(_ component: String, in node: ViewNode) -> ViewNode? {
    // Breadth first, so that the outermost view of the identity is found before the views inside it.
    var queue = node.children
    var next = 0
    while next < queue.count {
      let n = queue[next]
      next += 1
      let text = n.path.description
      if text.hasSuffix("/" + component) || text.contains("/" + component + "/") { return n }
      queue += n.children
    }
    return nil
  }
}

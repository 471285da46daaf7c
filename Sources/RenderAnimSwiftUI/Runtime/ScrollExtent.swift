/// How far a scroll view's content can go, from the last layout: the scroll view's frame (which may run on
/// under the status bar, the home indicator or an inset's bar), its region inside its content insets (where
/// its content starts at rest and ends when scrolled to the end, as UIKit's adjusted content inset keeps
/// it), and its content's frame at rest. Every reader of a scroll view's range (a drag, `scrollTo`, a
/// `ScrollPosition`, scroll geometry) asks here.
nonisolated struct ScrollExtent {
  let axis: StackAxis
  /// The scroll view's frame.
  let frame: Frame
  /// Its region inside its content insets.
  let visible: Frame
  /// Its content, where it is at offset 0.
  let content: Frame

  /// The extent of the scroll view at `node` in `graph`'s last layout; nil for a view that is not a
  /// scroll view or was not laid out.
  init?(of node: ViewNode, in graph: ViewGraph) {
    guard let scroller = node.scroller else { return nil }
    self.init(at: node.path, content: scroller.content, axis: scroller.axis, in: graph)
  }

  /// The extent of the scroll view at `path` along `axis`, whose content is the node at `content`.
  init?(at path: ViewPath, content: ViewPath, axis: StackAxis, in graph: ViewGraph) {
    guard let frames = graph.previousFrames, let frame = frames[path], let content = frames[content] else {
      return nil
    }
    self.axis = axis
    self.frame = frame
    visible = graph.scrollRegions[path] ?? frame
    self.content = content
  }

  /// `f`'s start and length along the axis.
  func span(_ f: Frame) -> (start: Double, length: Double) {
    axis == .horizontal ? (f.x - f.width / 2, f.width) : (f.y - f.height / 2, f.height)
  }

  /// The length of the region inside the insets along the axis.
  var length: Double { span(visible).length }

  /// The furthest offset: the content's length less the region's (0 when it fits).
  var maximum: Double { max(span(content).length - length, 0) }

  /// The content insets before and after the region along the axis (the status bar's 59 points and the
  /// home indicator's 34 on an iPhone 15).
  var insets: (before: Double, after: Double) {
    let outer = span(frame)
    let inner = span(visible)
    return (inner.start - outer.start, outer.start + outer.length - inner.start - inner.length)
  }
}

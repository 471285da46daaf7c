import DisplayModel

/// A scroll view: its content in a stack, at its ideal length along the axis it scrolls on, clipped to
/// the scroll view's frame and moved by its content offset. The offset starts at the top (or leading)
/// edge and changes only when a person scrolls it: `--drag` on it (ScrollPlayback.swift;
/// docs/swift-views.md, Scrolling).
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let axes: Axis.Set, content: Content
  /// A scroll view of `content` along `axes` (horizontal only when `axes` is just `.horizontal`), showing it from
  /// its top or leading edge. `showsIndicators` is accepted and ignored: no scroll indicators are drawn.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    // Its frame is the `.scrollView` space of the views inside (each view's innermost scroll view's).
    context.nameSpace(ScrollViewSpace.name, at: path)
    let offset = State<Double>(wrappedValue: 0)
    offset.bind(key: StateKey(view: path, property: "#contentOffset"), store: context.store)
    // The position bindings and geometry readers around are this scroll view's, not those inside it.
    var inner = environment
    inner.scrollPosition = nil
    inner.scrollPositionID = nil
    inner.scrollGeometryReaders = []
    let children = try context.resolve(content, path: path.appending("items"), environment: inner)
    let axis: StackAxis = axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical
    let stack = ViewNode(
      path: path.appending("content"), kind: .stack(axis, alignment: .center, spacing: 0), children: children)
    // The content has its ideal length along the axis it scrolls on, from the top (or leading) edge less
    // the offset; the scroll view takes the space it is offered.
    let content = ViewNode(
      path: path.appending("scrolled"), kind: .scroll(axis, offset: offset.wrappedValue), children: [stack])
    followPosition(
      path: path, content: content, axis: axis, offset: offset.wrappedValue, environment: environment, in: context)
    var node = ViewNode(
      path: path,
      kind: .frame(
        FrameLayout(
          minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity,
          alignment: axis == .horizontal ? .leading : .top)),
      children: [content])
    node.effects.append(
      Effect(kind: .clip(ShapeSpec(kind: .rectangle)), name: "clipShape", componentNames: [""], vector: [0]))
    // A person's finger scrolls it wherever it lands in its frame.
    node.contentShape = ShapeSpec(kind: .rectangle)
    node.scroller = ScrollTarget(
      axis: axis, behavior: environment.scrollTargetBehavior, content: content.path,
      offset: { offset.wrappedValue }, setOffset: { offset.wrappedValue = $0 })
    // A vertical scroll view that reaches the top or bottom of the safe area goes on under the status bar
    // or the home indicator to the screen's edge, as on an iPhone: its content starts below the status bar,
    // scrolls as far as ends above the home indicator (ViewLayout keeps it inside these content insets),
    // and scrolls on under both.
    if axis == .vertical {
      node.ignoredSafeAreaEdges = [.top, .bottom]
      node.contentInsetEdges = [.top, .bottom]
    }
    return [node]
  }
}

extension ScrollView {
  /// The scroll view's part in `.scrollPosition` and `.onScrollGeometryChange` around it: a bound position
  /// learns which scroll view it moves (and one other than the top is where it starts), an identity that
  /// the code changed is scrolled to under the change's transaction, and each geometry reader is told the
  /// offset, the content's size and the scroll view's (as the last layout left them).
  fileprivate func followPosition(
    path: ViewPath, content scrolled: ViewNode, axis: StackAxis, offset: Double, environment: ViewEnvironment,
    in context: ResolveContext
  ) {
    guard let graph = context.graph else { return }
    if let binding = environment.scrollPosition {
      let position = binding.wrappedValue
      position.link.graph = graph
      position.link.scrollView = path
      let key = context.slot(path, "scrollPosition")
      if graph.previous(key: key) == nil, !position.isStart { graph.schedule { position.link.scroll(position) } }
      _ = graph.changed(key: key, to: true)
    }
    if let id = environment.scrollPositionID {
      let key = context.slot(path, "scrollPositionID")
      let value = id.get()
      let first = graph.previous(key: key) == nil
      if graph.changed(key: key, to: value), !first, let value {
        let transaction = environment.transaction
        let proxy = ScrollViewProxy(reader: path, graph: ViewGraphReference(graph))
        graph.schedule { withTransaction(transaction) { proxy.scrollTo(value, anchor: id.anchor) } }
      }
    }
    guard !environment.scrollGeometryReaders.isEmpty else { return }
    guard let content = scrolled.children.first?.path else { return }
    context.measured.insert(path)
    context.measured.insert(content)
    // As UIKit reports it, the offset counts from the content's start under the content inset before it
    // (−59 at rest under an iPhone 15's status bar), and the container is the whole scroll view.
    let extent = ScrollExtent(at: path, content: scrolled.path, axis: axis, in: graph)
    let insets = extent?.insets ?? (before: 0, after: 0)
    let container =
      extent.map { CGSize(width: $0.frame.width, height: $0.frame.height) } ?? context.geometry.rect(path)?.size
      ?? .zero
    let shown = offset - insets.before
    let geometry = ScrollGeometry(
      contentOffset: axis == .horizontal ? CGPoint(x: shown, y: 0) : CGPoint(x: 0, y: shown),
      contentSize: context.geometry.rect(content)?.size ?? .zero,
      contentInsets: axis == .horizontal
        ? EdgeInsets(top: 0, leading: insets.before, bottom: 0, trailing: insets.after)
        : EdgeInsets(top: insets.before, leading: 0, bottom: insets.after, trailing: 0),
      containerSize: container)
    for (i, reader) in environment.scrollGeometryReaders.enumerated() {
      reader(geometry, context.slot(path, "scrollGeometry\(i)"), graph)
    }
  }
}

/// What a drag on a scroll view moves: its axis, where it comes to rest, the node of its content (whose
/// frame is the content's length) and its content offset in points.
nonisolated struct ScrollTarget {
  var axis: StackAxis
  var behavior: ScrollBehaviorKind
  var content: ViewPath
  var offset: () -> Double
  var setOffset: (Double) -> Void
}

/// Where a scroll view comes to rest after a flick (`.scrollTargetBehavior`).
enum ScrollBehaviorKind: Sendable {
  /// Where its deceleration stops it.
  case free
  /// At a multiple of its own length.
  case paging
  /// With a view of its scroll target layout (`.scrollTargetLayout()`, else its content's stack) at its
  /// top or leading edge.
  case viewAligned
}

import DisplayModel

/// Children side by side, left to right, `spacing` apart (SwiftUI's default: 8 pt).
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: VerticalAlignment, spacing: Double?, content: Content
  /// A row of `content`'s views, aligned vertically by `alignment`, `spacing` points apart (nil: 8).
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing.map(Double.init)
    self.content = content()
  }
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let children = try context.resolve(content, path: path.appending("items"), environment: environment)
    return [
      ViewNode(
        path: path,
        kind: .stack(
          .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
          spacing: spacing), children: children)
    ]
  }
}

/// Children one above the other, top to bottom.
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: HorizontalAlignment, spacing: Double?, content: Content
  /// A column of `content`'s views, aligned horizontally by `alignment`, `spacing` points apart (nil: 8).
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing.map(Double.init)
    self.content = content()
  }
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let children = try context.resolve(content, path: path.appending("items"), environment: environment)
    return [
      ViewNode(
        path: path,
        kind: .stack(
          .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
          spacing: spacing), children: children)
    ]
  }
}

/// Children on top of each other, later on top.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: Alignment, content: Content
  /// `content`'s views stacked in depth, the first at the back, placed in the stack by `alignment`.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let children = try context.resolve(content, path: path.appending("items"), environment: environment)
    return [ViewNode(path: path, kind: .stack(.depth, alignment: alignment, spacing: 0), children: children)]
  }
}

/// Lazy stacks draw all their children (render-anim has no scrolling).
public typealias LazyVStack = VStack
/// See ``LazyVStack``.
public typealias LazyHStack = HStack

/// Flexible space along the enclosing stack's axis.
nonisolated public struct Spacer: View, PrimitiveView {
  public typealias Body = Never
  let minLength: Double?
  /// A spacer at least `minLength` points long along its stack's axis (nil: 8).
  public init(minLength: CGFloat? = nil) { self.minLength = minLength.map(Double.init) }
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    [ViewNode(path: path, kind: .spacer(minLength: minLength))]
  }
}

/// A thin line across the enclosing stack (drawn in iOS's separator grey).
nonisolated public struct Divider: View, PrimitiveView {
  public typealias Body = Never
  /// A divider: a horizontal line 1 point high, as wide as it is offered.
  public init() {}
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let separator = Color(RGBAColor(red: 0.78, green: 0.78, blue: 0.8), dark: SystemColors.all["opaqueSeparator"]?.dark)
    let line = ViewNode(
      path: path.appending("line"),
      kind: .shape(ShapeSpec(kind: .rectangle, fill: separator.resolved(environment.colorScheme))))
    return [
      ViewNode(
        path: path, kind: .frame(FrameLayout(height: 1, maxWidth: .infinity, alignment: .center)), children: [line])
    ]
  }
}

/// A scroll view: drawn as its content in a stack, clipped to its frame (nothing scrolls offline).
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
    // Its frame is the `.scrollView` space of the views inside (the innermost scroll view's, for views
    // resolved after it).
    context.spaceNames[ScrollViewSpace.name] = path
    let children = try context.resolve(content, path: path.appending("items"), environment: environment)
    let axis: StackAxis = axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical
    let stack = ViewNode(
      path: path.appending("content"), kind: .stack(axis, alignment: .center, spacing: 0), children: children)
    // The content has its ideal length along the axis it scrolls on, from the top (or leading) edge; the
    // scroll view takes the space it is offered.
    let content = ViewNode(
      path: path.appending("scrolled"),
      kind: .fixedSize(horizontal: axis == .horizontal, vertical: axis == .vertical), children: [stack])
    var node = ViewNode(
      path: path,
      kind: .frame(
        FrameLayout(
          minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity,
          alignment: axis == .horizontal ? .leading : .top)),
      children: [content])
    node.effects.append(
      Effect(kind: .clip(ShapeSpec(kind: .rectangle)), name: "clipShape", componentNames: [""], vector: [0]))
    // A vertical scroll view that reaches the bottom of the safe area goes on under the home indicator to
    // the screen's bottom, as on an iPhone.
    if axis == .vertical { node.ignoredSafeAreaEdges = .bottom }
    return [node]
  }
}

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
    var inside = environment
    inside.stackAxis = .horizontal
    let children = try context.resolve(content, path: path.appending("items"), environment: inside)
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
    var inside = environment
    inside.stackAxis = .vertical
    let children = try context.resolve(content, path: path.appending("items"), environment: inside)
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
    var inside = environment
    inside.stackAxis = .depth
    let children = try context.resolve(content, path: path.appending("items"), environment: inside)
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
    var node = ViewNode(path: path, kind: .spacer(minLength: minLength))
    node.spacerAxis = environment.stackAxis
    return [node]
  }
}

/// A thin line across the enclosing stack (drawn in iOS's separator grey): horizontal, or upright in an
/// `HStack`.
nonisolated public struct Divider: View, PrimitiveView {
  public typealias Body = Never
  /// A divider: a hairline (one pixel of the screen: a third of a point at 3×) in the separator colour, as
  /// wide as it is offered, as iOS draws it.
  public init() {}
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let line = ViewNode(
      path: path.appending("line"),
      kind: .shape(ShapeSpec(kind: .rectangle, fill: Color(named: "separator").resolved(environment.colorScheme))))
    let hairline = UIScreen.hairline
    // In a horizontal stack the line stands upright, as tall as it is offered.
    let frame =
      environment.stackAxis == .horizontal
      ? FrameLayout(width: hairline, maxHeight: .infinity, alignment: .center)
      : FrameLayout(height: hairline, maxWidth: .infinity, alignment: .center)
    return [ViewNode(path: path, kind: .frame(frame), children: [line])]
  }
}

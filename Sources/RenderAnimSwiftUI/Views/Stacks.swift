import DisplayModel

/// Children side by side, left to right, `spacing` apart (SwiftUI's default: 8 pt).
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: VerticalAlignment, spacing: Double?, content: Content
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
  public init(minLength: CGFloat? = nil) { self.minLength = minLength.map(Double.init) }
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    [ViewNode(path: path, kind: .spacer(minLength: minLength))]
  }
}

/// A thin line across the enclosing stack (drawn in iOS's separator grey).
nonisolated public struct Divider: View, PrimitiveView {
  public typealias Body = Never
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
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
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
    return [node]
  }
}

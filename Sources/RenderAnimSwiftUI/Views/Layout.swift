import DisplayModel
import Foundation

/// A layout of your own (SwiftUI's `Layout`, iOS 16): it sizes itself from its subviews and places them.
///
/// Layout asks `sizeThatFits` for the container's size when it is offered a proposal, then calls
/// `placeSubviews` with the bounds it was given; a subview not placed sits at the centre of the bounds at
/// its ideal size. A cache made by `makeCache` lives for one layout pass. A layout with `animatableData`
/// is laid out at the animated data in each frame, so its subviews follow the layout's own path (a radius
/// or an angle animating) rather than a straight line between their places (docs/swift-views.md, Layout).
public protocol Layout: Animatable {
  /// Properties of the layout (its stack orientation, for spacers inside it).
  static var layoutProperties: LayoutProperties { get }
  /// Data the layout keeps between its calls in one layout pass.
  associatedtype Cache = Void
  /// The subviews a layout arranges.
  typealias Subviews = LayoutSubviews
  /// The spacing the container prefers around itself; by default, the union of its subviews'.
  func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
  /// The container's size for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
  /// Places each subview (``LayoutSubview/place(at:anchor:proposal:)``) in `bounds`.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
  /// The container's explicit guide for `guide`, if it has one (nil by default).
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat?
  /// The container's explicit guide for `guide`, if it has one (nil by default).
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat?
  /// A new cache for `subviews`.
  func makeCache(subviews: Self.Subviews) -> Self.Cache
  /// Brings `cache` up to date with `subviews` (by default, makes a new one).
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
}

extension Layout {
  /// No stack orientation.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
  /// The union of the subviews' spacing.
  public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
    subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
  }
  /// No explicit guide.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat? { nil }
  /// No explicit guide.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache
  ) -> CGFloat? { nil }
  /// A new cache.
  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) { cache = makeCache(subviews: subviews) }

  /// `content` laid out by this layout: `MyLayout { … }`.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    _LayoutView(layout: self, content: content())
  }
}

extension Layout where Cache == () {
  /// No cache.
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// Properties of a layout (SwiftUI's `LayoutProperties`).
nonisolated public struct LayoutProperties: Sendable, Hashable {
  /// The axis along which the layout stacks its subviews, if it does.
  public var stackOrientation: Axis?
  /// No orientation.
  public init() {}
}

/// A layout made into what the runtime lays out: one call for the size, one for the places, the cache
/// made for each call (a layout pass asks several times; a cache is an optimisation, never a result).
nonisolated struct CustomLayout {
  let sizeThatFits: (ProposedViewSize, LayoutSubviews) -> CGSize
  let placeSubviews: (CGRect, ProposedViewSize, LayoutSubviews) -> Void
  let explicitGuide: (GuideKey, CGRect, ProposedViewSize, LayoutSubviews) -> CGFloat?
  /// Whether a subview it does not place is left out (`ViewThatFits`), rather than centred in the bounds.
  var leavesOutUnplaced = false

  /// A layout the runtime implements itself (a grid and its rows), with no explicit guides.
  init(
    sizeThatFits: @escaping (ProposedViewSize, LayoutSubviews) -> CGSize,
    placeSubviews: @escaping (CGRect, ProposedViewSize, LayoutSubviews) -> Void
  ) {
    self.sizeThatFits = sizeThatFits
    self.placeSubviews = placeSubviews
    explicitGuide = { _, _, _, _ in nil }
  }

  init<L: Layout>(_ layout: L) {
    sizeThatFits = { proposal, subviews in
      var cache = layout.makeCache(subviews: subviews)
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    placeSubviews = { bounds, proposal, subviews in
      var cache = layout.makeCache(subviews: subviews)
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    explicitGuide = { key, bounds, proposal, subviews in
      var cache = layout.makeCache(subviews: subviews)
      switch key {
      case .horizontal(let g):
        return layout.explicitAlignment(of: g, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      case .vertical(let g):
        return layout.explicitAlignment(of: g, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      }
    }
  }
}

/// A layout the runtime lays out itself (the stacks), under the same identity as any other layout.
protocol BuiltInLayout {
  /// The stack this layout is.
  var stack: (axis: StackAxis, alignment: Alignment, spacing: Double?) { get }
}

/// Content laid out by a layout value. Its identity does not depend on which layout it is, so switching
/// an `AnyLayout` moves the same subviews to their new places with the change's animation.
nonisolated struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView {
  typealias Body = Never
  let layout: L
  let content: Content
  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let children = try context.resolve(content, path: path.appending("items"), environment: environment)
    let animated = try context.animate(layout, key: path.description + "#layoutData", environment: environment)
    if let stack = (animated as? AnyLayout)?.stack ?? (animated as? any BuiltInLayout)?.stack {
      return [
        ViewNode(
          path: path, kind: .stack(stack.axis, alignment: stack.alignment, spacing: stack.spacing), children: children)
      ]
    }
    let custom = (animated as? AnyLayout)?.custom ?? CustomLayout(animated)
    var node = ViewNode(path: path, kind: .custom(custom), children: children)
    // Laid out at the animated data in every frame: its subviews' frames are derived from it.
    if ResolveContext.hasAnimatableData(animated) { node.derived = true }
    return [node]
  }
}

import DisplayModel
import Foundation

/// `HStackLayout(alignment:spacing:)`: an `HStack` as a layout value.
nonisolated public struct HStackLayout: Layout, BuiltInLayout {
  let stack: (axis: StackAxis, alignment: Alignment, spacing: Double?)
  /// Subviews side by side, lined up on `alignment`, `spacing` apart (nil: 8 points).
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    stack = (.horizontal, Alignment(horizontal: .center, vertical: alignment), spacing.map(Double.init))
  }

  /// The size an `HStack` of `subviews` chooses.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    stackSize(proposal: proposal, subviews: subviews)
  }
  /// Places `subviews` as an `HStack` does.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeStack(in: bounds, subviews: subviews)
  }
}

/// `VStackLayout(alignment:spacing:)`: a `VStack` as a layout value.
nonisolated public struct VStackLayout: Layout, BuiltInLayout {
  let stack: (axis: StackAxis, alignment: Alignment, spacing: Double?)
  /// Subviews one above the other, lined up on `alignment`, `spacing` apart (nil: 8 points).
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    stack = (.vertical, Alignment(horizontal: alignment, vertical: .center), spacing.map(Double.init))
  }

  /// The size an `VStack` of `subviews` chooses.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    stackSize(proposal: proposal, subviews: subviews)
  }
  /// Places `subviews` as an `VStack` does.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeStack(in: bounds, subviews: subviews)
  }
}

/// `ZStackLayout(alignment:)`: a `ZStack` as a layout value.
nonisolated public struct ZStackLayout: Layout, BuiltInLayout {
  let stack: (axis: StackAxis, alignment: Alignment, spacing: Double?)
  /// Subviews on top of one another, lined up on `alignment`.
  public init(alignment: Alignment = .center) { stack = (.depth, alignment, 0) }

  /// The size an `ZStack` of `subviews` chooses.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    stackSize(proposal: proposal, subviews: subviews)
  }
  /// Places `subviews` as an `ZStack` does.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    placeStack(in: bounds, subviews: subviews)
  }
}

/// A type-erased layout (SwiftUI's `AnyLayout`). Switching the layout of an `AnyLayout` keeps its
/// subviews' identities, so they move to their new places with the change's animation.
nonisolated public struct AnyLayout: Layout {
  let stack: (axis: StackAxis, alignment: Alignment, spacing: Double?)?
  let custom: CustomLayout
  /// `layout`, type-erased.
  public init<L: Layout>(_ layout: L) {
    if let erased = layout as? AnyLayout {
      self = erased
      return
    }
    stack = (layout as? any BuiltInLayout)?.stack
    custom = CustomLayout(layout)
  }
  /// The erased layout's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    custom.sizeThatFits(proposal, subviews)
  }
  /// The erased layout's places.
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    custom.placeSubviews(bounds, proposal, subviews)
  }
}

extension BuiltInLayout {
  /// The stack's size for `proposal`, as the runtime's stack of these subviews chooses it.
  func stackSize(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
    guard let engine = subviews.items.first?.engine else { return .zero }
    let s = engine.size(stackNode(subviews), proposal.runtime)
    return CGSize(width: s.width, height: s.height)
  }
  /// Places the subviews where the runtime's stack of them puts them in `bounds`.
  func placeStack(in bounds: CGRect, subviews: LayoutSubviews) {
    guard let engine = subviews.items.first?.engine else { return }
    var frames: [ViewPath: Frame] = [:]
    let frame = Frame(
      x: Double(bounds.midX), y: Double(bounds.midY), width: Double(bounds.width), height: Double(bounds.height))
    engine.place(stackNode(subviews), frame, into: &frames)
    for subview in subviews {
      guard let f = frames[subview.node.path] else { continue }
      subview.place(
        at: CGPoint(x: f.x, y: f.y), anchor: .center, proposal: ProposedViewSize(width: f.width, height: f.height))
    }
  }

  /// A stack of `subviews`, named after them (the size cache knows a view by its path).
  private func stackNode(_ subviews: LayoutSubviews) -> ViewNode {
    let nodes = subviews.items.map(\.node)
    let name = "#\(stack.axis)Layout(\(nodes.count),\(nodes.last.map { $0.path.description } ?? ""))"
    return ViewNode(
      path: nodes[0].path.appending(name), kind: .stack(stack.axis, alignment: stack.alignment, spacing: stack.spacing),
      children: nodes)
  }
}

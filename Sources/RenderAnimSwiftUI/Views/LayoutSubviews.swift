import DisplayModel
import Foundation

/// A size proposed to a view: nil on an axis asks for the view's ideal size there (SwiftUI's
/// `ProposedViewSize`).
nonisolated public struct ProposedViewSize: Equatable, Sendable {
  /// The proposed width, or nil for the ideal width.
  public var width: CGFloat?
  /// The proposed height, or nil for the ideal height.
  public var height: CGFloat?
  /// A proposal of `width` × `height`.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  /// A proposal of `size`.
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
  /// 0 × 0: the view's minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Infinite on both axes: the view's maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// Nil on both axes: the view's ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// The proposal with each nil side replaced by `size`'s (10 × 10 by default, SwiftUI's).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  init(_ p: ProposedSize) { self.init(width: p.width.map { CGFloat($0) }, height: p.height.map { CGFloat($0) }) }
  var runtime: ProposedSize { ProposedSize(width: width.map(Double.init), height: height.map(Double.init)) }
}

/// The space a view prefers on each edge next to other views (SwiftUI's `ViewSpacing`). A view prefers
/// 8 points on every edge (the spacing render-anim's stacks put between views); ``zero`` prefers none.
nonisolated public struct ViewSpacing: Sendable, Equatable {
  var edges: [Double]  // top, leading, bottom, trailing

  /// No preference on any edge.
  public static let zero = ViewSpacing(edges: [0, 0, 0, 0])
  /// A view's spacing: 8 points on every edge.
  public init() { edges = [8, 8, 8, 8] }
  init(edges: [Double]) { self.edges = edges }

  /// Takes on `edges` the larger of this spacing and `other`.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      let i = Int(edge.rawValue)
      self.edges[i] = max(self.edges[i], other.edges[i])
    }
  }
  /// This spacing with `other` taken on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var s = self
    s.formUnion(other, edges: edges)
    return s
  }
  /// The distance between this view and `next` after it along `axis`: the larger of their preferences.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    switch axis {
    case .horizontal: CGFloat(max(edges[Int(Edge.trailing.rawValue)], next.edges[Int(Edge.leading.rawValue)]))
    case .vertical: CGFloat(max(edges[Int(Edge.bottom.rawValue)], next.edges[Int(Edge.top.rawValue)]))
    }
  }
}

/// A value a view gives the layout around it (SwiftUI's `LayoutValueKey`), set with `.layoutValue`.
public protocol LayoutValueKey {
  /// The value's type.
  associatedtype Value
  /// The value of a view that sets none.
  static var defaultValue: Self.Value { get }
}

nonisolated extension View {
  /// Gives the layout around the view `value` for `key`, read as `subview[key]`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    annotate { node, _ in node.layoutValues[ObjectIdentifier(key)] = value }
  }
}

/// Where a layout's calls place subviews, by index: one per `placeSubviews` call.
nonisolated final class LayoutPlacements {
  var frames: [Int: Frame] = [:]
}

/// One subview of a layout: ask it for its size, place it (SwiftUI's `LayoutSubview`).
nonisolated public struct LayoutSubview: Equatable {
  let node: ViewNode
  let index: Int
  let engine: ViewLayout
  let placements: LayoutPlacements?

  /// The size the subview chooses for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let s = engine.size(node, proposal.runtime)
    return CGSize(width: s.width, height: s.height)
  }
  /// The subview's size and alignment guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let s = engine.size(node, proposal.runtime)
    return ViewDimensions(width: s.width, height: s.height) { key in self.engine.explicitGuide(self.node, key, size: s)
    }
  }
  /// Places the subview with its `anchor` at `position`, at the size it chooses for `proposal`. Only
  /// `placeSubviews` places: a call from elsewhere does nothing.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    guard let placements else { return }
    let s = engine.size(node, proposal.runtime)
    let x = Double(position.x) + (0.5 - anchor.x) * s.width
    let y = Double(position.y) + (0.5 - anchor.y) * s.height
    placements.frames[index] = Frame(x: x, y: y, width: s.width, height: s.height)
  }
  /// The subview's layout priority (`.layoutPriority`).
  public var priority: Double { node.layoutPriority }
  /// The space the subview prefers around it.
  public var spacing: ViewSpacing { ViewSpacing() }
  /// The subview's value for `key` (`.layoutValue`), or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    node.layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
  }

  /// The same subview: the same view in the same layout.
  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node.path == b.node.path }
}

/// A layout's subviews in the order written (SwiftUI's `LayoutSubviews`).
nonisolated public struct LayoutSubviews: Equatable, RandomAccessCollection {
  let items: [LayoutSubview]
  /// The layout direction (left to right: render-anim draws no right-to-left locales).
  public var layoutDirection: LayoutDirection { .leftToRight }
  /// The first index.
  public var startIndex: Int { items.startIndex }
  /// The index past the last.
  public var endIndex: Int { items.endIndex }
  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview { items[index] }
  /// The subviews at `bounds`.
  public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(items: Array(items[bounds])) }
  /// The subviews at `indices`.
  public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
    LayoutSubviews(items: indices.map { items[$0] })
  }

  /// The same subviews in the same order.
  public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.items == b.items }
}

import DisplayModel
import Foundation

/// A scroll view's position as a binding holds it (SwiftUI's `ScrollPosition`, iOS 18): an edge of its
/// content, a point of it, or a view's identity. Bound with `.scrollPosition(_:)`, `scrollTo` moves the
/// scroll view at once under the transaction around it (with `withAnimation`, the content moves with the
/// animation), as a `ScrollViewProxy` does; a position other than the top or leading edge is where the
/// scroll view starts (docs/swift-views.md, Scrolling).
nonisolated public struct ScrollPosition: Equatable {
  /// The edge scrolled to, if the position is an edge.
  public private(set) var edge: Edge?
  /// The point of the content at the scroll view's top leading corner, if the position is a point.
  public private(set) var point: CGPoint?
  /// The identity of the view scrolled to, if the position is a view.
  public private(set) var viewID: AnyHashable?
  /// Where the view scrolled to stands in the scroll view.
  var anchor: UnitPoint?
  /// Whether a person scrolled it last: render-anim's scrolls are the file's own or `--drag`'s, and the
  /// position keeps what the code set.
  public var isPositionedByUser: Bool { false }
  /// The scroll view the position is bound to (shared by the binding's copies).
  var link = ScrollLink()

  /// A position at the top of the content, its views identified by `idType`.
  public init<ID: Hashable>(idType: ID.Type = Never.self) {}
  /// A position at `edge` of the content.
  public init<ID: Hashable>(idType: ID.Type = Never.self, edge: Edge) { self.edge = edge }
  /// A position at `point` of the content.
  public init<ID: Hashable>(idType: ID.Type = Never.self, point: CGPoint) { self.point = point }
  /// A position `x` points along a horizontal scroll view's content.
  public init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat) { point = CGPoint(x: x, y: 0) }
  /// A position `y` points down a vertical scroll view's content.
  public init<ID: Hashable>(idType: ID.Type = Never.self, y: CGFloat) { point = CGPoint(x: 0, y: y) }
  /// A position at the view identified by `id`, its `anchor` at the scroll view's.
  public init(id: some Hashable, anchor: UnitPoint? = nil) {
    viewID = AnyHashable(id)
    self.anchor = anchor
  }

  /// Scrolls to `edge`.
  public mutating func scrollTo(edge: Edge) {
    self = ScrollPosition(keeping: link, edge: edge)
    link.scroll(self)
  }
  /// Scrolls to `point` of the content.
  public mutating func scrollTo(point: CGPoint) {
    self = ScrollPosition(keeping: link, point: point)
    link.scroll(self)
  }
  /// Scrolls `x` points along the content.
  public mutating func scrollTo(x: CGFloat) { scrollTo(point: CGPoint(x: x, y: 0)) }
  /// Scrolls `y` points down the content.
  public mutating func scrollTo(y: CGFloat) { scrollTo(point: CGPoint(x: 0, y: y)) }
  /// Scrolls to the point (`x`, `y`) of the content.
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { scrollTo(point: CGPoint(x: x, y: y)) }
  /// Scrolls to the view identified by `id`, its `anchor` at the scroll view's.
  public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) {
    self = ScrollPosition(keeping: link, id: AnyHashable(id), anchor: anchor)
    link.scroll(self)
  }

  private init(
    keeping link: ScrollLink, edge: Edge? = nil, point: CGPoint? = nil, id: AnyHashable? = nil,
    anchor: UnitPoint? = nil
  ) {
    self.edge = edge
    self.point = point
    viewID = id
    self.anchor = anchor
    self.link = link
  }

  /// Whether the position is where a scroll view starts: its top or leading edge.
  var isStart: Bool {
    viewID == nil && (point.map { $0 == .zero } ?? true) && edge.map { $0 == .top || $0 == .leading } ?? true
  }

  public static func == (a: ScrollPosition, b: ScrollPosition) -> Bool {
    a.edge == b.edge && a.point == b.point && a.viewID == b.viewID && a.anchor == b.anchor
  }
}

/// The scroll view a ``ScrollPosition`` is bound to and the graph it scrolls in, set by the scroll view
/// each time it is evaluated.
nonisolated final class ScrollLink: @unchecked Sendable {
  weak var graph: ViewGraph?
  var scrollView: ViewPath?

  /// Moves the scroll view to `position`, under the transaction of the moment.
  func scroll(_ position: ScrollPosition) {
    guard let graph, let scrollView else { return }
    if let id = position.viewID {
      ScrollViewProxy(reader: scrollView, graph: ViewGraphReference(graph)).scrollTo(id, anchor: position.anchor)
      return
    }
    ScrollViewProxy.setOffset(of: scrollView, in: graph) { axis, maximum in
      if let edge = position.edge { return edge == .bottom || edge == .trailing ? maximum : 0 }
      let point = position.point ?? .zero
      return Double(axis == .horizontal ? point.x : point.y)
    }
  }
}

nonisolated extension View {
  /// Binds the scroll view inside to `position`: `position.scrollTo(…)` scrolls it, and it starts where
  /// the position is.
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
    environmentChange { $0.scrollPosition = position }
  }

  /// Scrolls the scroll view inside to the view whose identity `id` holds (the views of a
  /// `.scrollTargetLayout()`, a `ForEach`'s or `.id(_:)`) whenever the code changes it, under the change's
  /// transaction; `anchor` is where the view stands in the scroll view (nil: as little as shows it).
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
    let get = ScrollLink.erased(id)
    return environmentChange { $0.scrollPositionID = (get, anchor) }
  }
}

extension ScrollLink {
  /// A getter of the binding's identity, type-erased.
  static func erased<ID: Hashable>(_ id: Binding<ID?>) -> () -> AnyHashable? {
    { id.wrappedValue.map { AnyHashable($0) } }
  }
}

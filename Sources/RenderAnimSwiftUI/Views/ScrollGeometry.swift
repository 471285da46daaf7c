import Foundation

/// A scroll view's geometry as `onScrollGeometryChange` reads it (iOS 18): how far its content is scrolled,
/// how large the content and the scroll view are, and the part of the content in view.
nonisolated public struct ScrollGeometry: Equatable, Sendable {
  /// The point of the content at the scroll view's top leading corner.
  public var contentOffset: CGPoint
  /// The content's size.
  public var contentSize: CGSize
  /// The insets around the content (none here: render-anim's scroll views add no margins).
  public var contentInsets: EdgeInsets
  /// The scroll view's size.
  public var containerSize: CGSize
  /// The part of the content in view, in the content's coordinates.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  /// The scroll view's bounds, in the content's coordinates.
  public var bounds: CGRect { visibleRect }

  /// A geometry of these values.
  public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }
}

nonisolated extension View {
  /// Runs `action` with the old and new value of `transform` of the scroll view's geometry whenever it
  /// changes (the scroll view this modifier is on, or the first inside it): as its content scrolls, or as
  /// its content or it changes size.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
  ) -> some View {
    environmentChange {
      $0.scrollGeometryReaders.append { geometry, key, graph in
        let value = transform(geometry)
        let old = graph.previous(key: key) as? T
        if graph.changed(key: key, to: value), let old { graph.schedule { action(old, value) } }
      }
    }
  }

  /// Runs `action` when the share of the view in its scroll view's visible region crosses `threshold`:
  /// with `true` when it comes into view (also when it is in view at first), `false` when it leaves.
  public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
    background(
      GeometryReader { proxy in
        Color.clear.onChange(of: Self.isVisible(proxy, threshold: threshold), initial: true) { old, new in
          if old != new || new { action(new) }
        }
      })
  }

  /// Whether at least `threshold` of the reader's area is inside its scroll view's visible region.
  fileprivate static func isVisible(_ proxy: GeometryProxy, threshold: Double) -> Bool {
    guard let region = proxy.bounds(of: .scrollView) else { return true }
    let own = CGRect(origin: .zero, size: proxy.size)
    let area = Double(own.width * own.height)
    guard area > 0 else { return region.contains(own.origin) }
    let shown = own.intersection(region)
    return !shown.isNull && Double(shown.width * shown.height) / area >= threshold
  }
}

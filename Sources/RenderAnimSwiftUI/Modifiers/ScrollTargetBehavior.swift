/// Where a scroll view comes to rest after a person scrolls it (SwiftUI's `ScrollTargetBehavior`). A render
/// draws a scroll view at rest at its start, where every behavior leaves it, so the behaviors change no
/// frame (docs/swift-views.md, What is supported).
public protocol ScrollTargetBehavior {}

/// Comes to rest with a view of the scroll target layout aligned to the edge (SwiftUI's `.viewAligned`).
nonisolated public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  /// How many views one scroll may pass.
  public enum LimitBehavior: Sendable, Hashable {
    /// The platform's choice (on iOS, one page of views for a compact width).
    case automatic
    /// Always limited.
    case always
    /// Never limited.
    case never
    /// Limited to a few views.
    case alwaysByFew
    /// Limited to one view.
    case alwaysByOne
  }
  /// The behavior, limited as `limitBehavior` says.
  public init(limitBehavior: LimitBehavior = .automatic) {}
}

/// Comes to rest a whole page of the scroll view's size along (SwiftUI's `.paging`).
nonisolated public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  /// The behavior.
  public init() {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Comes to rest with a view of the scroll target layout aligned to the edge.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
  /// Comes to rest with a view aligned to the edge, limited as `limitBehavior` says.
  public static func viewAligned(
    limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
  ) -> ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Comes to rest a whole page along.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

nonisolated extension View {
  /// Sets where the scroll view comes to rest after a scroll; a render draws it at its start, so nothing
  /// changes.
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
  /// Makes the views of this layout the targets of a `.viewAligned` scroll; a render draws the scroll view
  /// at its start, so nothing changes.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}

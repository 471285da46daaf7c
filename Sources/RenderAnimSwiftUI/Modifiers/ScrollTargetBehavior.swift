/// Where a scroll view comes to rest after a person scrolls it (SwiftUI's `ScrollTargetBehavior`): a flick
/// played with `--drag` ends where the behavior says (docs/swift-views.md, Scrolling).
public protocol ScrollTargetBehavior {}

/// SwiftUI's own behaviors, which a render plays; a behavior of your own comes to rest where the flick's
/// deceleration stops it.
protocol BuiltInScrollTargetBehavior {
  var kind: ScrollBehaviorKind { get }
}

/// Comes to rest with a view of the scroll target layout aligned to the edge (SwiftUI's `.viewAligned`).
nonisolated public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, BuiltInScrollTargetBehavior, Sendable {
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
  var kind: ScrollBehaviorKind { .viewAligned }
}

/// Comes to rest a whole page of the scroll view's size along (SwiftUI's `.paging`).
nonisolated public struct PagingScrollTargetBehavior: ScrollTargetBehavior, BuiltInScrollTargetBehavior, Sendable {
  /// The behavior.
  public init() {}
  var kind: ScrollBehaviorKind { .paging }
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
  /// Sets where the scroll views inside come to rest after a flick.
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    let kind = (behavior as? any BuiltInScrollTargetBehavior)?.kind ?? .free
    return environmentChange { $0.scrollTargetBehavior = kind }
  }
  /// Makes the views of this layout the places a `.viewAligned` scroll comes to rest at.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    annotate { node, _ in if isEnabled { node.scrollTargetLayout = true } }
  }
}

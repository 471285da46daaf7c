import DisplayModel

/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`): in the navigation bar's leading or
/// trailing side, or its centre (`principal`). Placements outside the navigation bar (bottom bar,
/// status) go in the bottom toolbar; keyboard items are not drawn.
nonisolated public struct ToolbarItemPlacement: Sendable, Hashable {
  enum Side: Sendable { case leading, trailing, principal, bottom, status, none }
  let side: Side
  /// A confirmation action's item: drawn semibold.
  var emphasized = false
  public static let automatic = ToolbarItemPlacement(side: .trailing)
  public static let principal = ToolbarItemPlacement(side: .principal)
  public static let navigation = ToolbarItemPlacement(side: .leading)
  public static let primaryAction = ToolbarItemPlacement(side: .trailing)
  public static let secondaryAction = ToolbarItemPlacement(side: .trailing)
  public static let confirmationAction = ToolbarItemPlacement(side: .trailing, emphasized: true)
  public static let cancellationAction = ToolbarItemPlacement(side: .leading)
  public static let destructiveAction = ToolbarItemPlacement(side: .trailing)
  public static let navigationBarLeading = ToolbarItemPlacement(side: .leading)
  public static let navigationBarTrailing = ToolbarItemPlacement(side: .trailing)
  public static let topBarLeading = ToolbarItemPlacement(side: .leading)
  public static let topBarTrailing = ToolbarItemPlacement(side: .trailing)
  public static let bottomBar = ToolbarItemPlacement(side: .bottom)
  public static let keyboard = ToolbarItemPlacement(side: .none)
  public static let status = ToolbarItemPlacement(side: .status)
}

/// Content of a toolbar (SwiftUI's `ToolbarContent`): items with their placements.
public protocol ToolbarContent {
  /// The items, in order.
  var _entries: [ToolbarEntry] { get }
}

/// One item's placement and view.
public struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let view: any View
}

/// An item of a toolbar (SwiftUI's `ToolbarItem`).
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content
  public var _entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: content)] }
}

nonisolated extension ToolbarItem where ID == () {
  /// An item at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several items at one placement (SwiftUI's `ToolbarItemGroup`).
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content
  /// Items at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
  public var _entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: HStack(spacing: 16) { content })] }
}

/// The items of a `@ToolbarContentBuilder` block.
nonisolated public struct _ToolbarEntries: ToolbarContent {
  public let _entries: [ToolbarEntry]
}

/// Builds toolbar content (SwiftUI's `ToolbarContentBuilder`).
@resultBuilder
nonisolated public enum ToolbarContentBuilder {
  public static func buildExpression(_ content: some ToolbarContent) -> [ToolbarEntry] { content._entries }
  public static func buildBlock(_ parts: [ToolbarEntry]...) -> [ToolbarEntry] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [ToolbarEntry]?) -> [ToolbarEntry] { part ?? [] }
  public static func buildEither(first part: [ToolbarEntry]) -> [ToolbarEntry] { part }
  public static func buildEither(second part: [ToolbarEntry]) -> [ToolbarEntry] { part }
  public static func buildArray(_ parts: [[ToolbarEntry]]) -> [ToolbarEntry] { parts.flatMap { $0 } }
  public static func buildFinalResult(_ entries: [ToolbarEntry]) -> _ToolbarEntries {
    _ToolbarEntries(_entries: entries)
  }
}

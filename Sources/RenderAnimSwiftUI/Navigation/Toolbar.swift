import DisplayModel

/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`): in the navigation bar's leading or
/// trailing side, or its centre (`principal`). Placements outside the navigation bar (bottom bar,
/// status) go in the bottom toolbar; keyboard items are not drawn.
nonisolated public struct ToolbarItemPlacement: Sendable, Hashable {
  enum Side: Sendable { case leading, trailing, principal, bottom, status, none }
  let side: Side
  /// A confirmation action's item: drawn semibold.
  var emphasized = false
  /// The placement the system picks: here, the navigation bar's trailing side.
  public static let automatic = ToolbarItemPlacement(side: .trailing)
  /// The most prominent place, the centre of the navigation bar (in place of the title).
  public static let principal = ToolbarItemPlacement(side: .principal)
  /// A navigation action, such as going back: the navigation bar's leading side.
  public static let navigation = ToolbarItemPlacement(side: .leading)
  /// The primary action of the screen: the navigation bar's trailing side.
  public static let primaryAction = ToolbarItemPlacement(side: .trailing)
  /// A less important action: here, the navigation bar's trailing side, as a primary action.
  public static let secondaryAction = ToolbarItemPlacement(side: .trailing)
  /// An action that confirms a change, such as Done or Save: the trailing side, drawn semibold.
  public static let confirmationAction = ToolbarItemPlacement(side: .trailing, emphasized: true)
  /// An action that dismisses without saving, such as Cancel: the navigation bar's leading side.
  public static let cancellationAction = ToolbarItemPlacement(side: .leading)
  /// An action that deletes or discards something: the navigation bar's trailing side.
  public static let destructiveAction = ToolbarItemPlacement(side: .trailing)
  /// The navigation bar's leading side.
  public static let navigationBarLeading = ToolbarItemPlacement(side: .leading)
  /// The navigation bar's trailing side.
  public static let navigationBarTrailing = ToolbarItemPlacement(side: .trailing)
  /// The leading side of the top bar (the navigation bar).
  public static let topBarLeading = ToolbarItemPlacement(side: .leading)
  /// The trailing side of the top bar (the navigation bar).
  public static let topBarTrailing = ToolbarItemPlacement(side: .trailing)
  /// The bottom toolbar: items are laid out leading to trailing.
  public static let bottomBar = ToolbarItemPlacement(side: .bottom)
  /// The toolbar above the software keyboard: accepted, but the item is not drawn (a render has no keyboard).
  public static let keyboard = ToolbarItemPlacement(side: .none)
  /// Status information, centred in the bottom toolbar.
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
  /// The entries of one item or group.
  public static func buildExpression(_ content: some ToolbarContent) -> [ToolbarEntry] { content._entries }
  /// The entries of the statements of a block, in order.
  public static func buildBlock(_ parts: [ToolbarEntry]...) -> [ToolbarEntry] { parts.flatMap { $0 } }
  /// The entries of an `if` without `else`: none when the condition is false.
  public static func buildOptional(_ part: [ToolbarEntry]?) -> [ToolbarEntry] { part ?? [] }
  /// The entries of the first branch of an `if`–`else` or `switch`.
  public static func buildEither(first part: [ToolbarEntry]) -> [ToolbarEntry] { part }
  /// The entries of the second branch of an `if`–`else` or `switch`.
  public static func buildEither(second part: [ToolbarEntry]) -> [ToolbarEntry] { part }
  /// The entries of a `for` loop's iterations, in order.
  public static func buildArray(_ parts: [[ToolbarEntry]]) -> [ToolbarEntry] { parts.flatMap { $0 } }
  /// The toolbar content made of all the entries.
  public static func buildFinalResult(_ entries: [ToolbarEntry]) -> _ToolbarEntries {
    _ToolbarEntries(_entries: entries)
  }
}

/// How a `List` is drawn (SwiftUI's `ListStyle`): `.insetGrouped` (iOS's default), `.grouped`, `.plain`,
/// `.inset`, `.sidebar` (drawn inset grouped) or `.automatic`.
nonisolated public protocol ListStyle {
  /// The look it stands for.
  var _kind: ListStyleKind { get }
}

/// The looks a list is drawn with (docs/swift-views.md, Lists and forms).
nonisolated public enum ListStyleKind: Sendable, Equatable {
  /// Sections as rounded cards 20 points in from the edges, on the grouped background.
  case insetGrouped
  /// Sections as cards the width of the list, on the grouped background.
  case grouped
  /// Rows on the system background, separated by lines.
  case plain
  /// Rows on the system background, 20 points in from the edges.
  case inset
}

/// iOS's default list style: inset grouped.
nonisolated public struct DefaultListStyle: ListStyle {
  /// The default style.
  public init() {}
  public var _kind: ListStyleKind { .insetGrouped }
}
/// Sections as rounded cards on the grouped background.
nonisolated public struct InsetGroupedListStyle: ListStyle {
  /// The inset grouped style.
  public init() {}
  public var _kind: ListStyleKind { .insetGrouped }
}
/// Sections as full-width cards on the grouped background.
nonisolated public struct GroupedListStyle: ListStyle {
  /// The grouped style.
  public init() {}
  public var _kind: ListStyleKind { .grouped }
}
/// Rows on the system background.
nonisolated public struct PlainListStyle: ListStyle {
  /// The plain style.
  public init() {}
  public var _kind: ListStyleKind { .plain }
}
/// Rows on the system background, inset.
nonisolated public struct InsetListStyle: ListStyle {
  /// The inset style.
  public init() {}
  public var _kind: ListStyleKind { .inset }
}
/// A sidebar (drawn inset grouped on iPhone, as iOS does in a compact width).
nonisolated public struct SidebarListStyle: ListStyle {
  /// The sidebar style.
  public init() {}
  public var _kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's style (inset grouped on iOS).
  nonisolated public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  /// Rounded cards on the grouped background.
  nonisolated public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  /// Full-width cards on the grouped background.
  nonisolated public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == PlainListStyle {
  /// Rows on the system background.
  nonisolated public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  /// Rows on the system background, inset.
  nonisolated public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  /// A sidebar.
  nonisolated public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// How a `Form` is drawn (SwiftUI's `FormStyle`): every style draws the grouped form on iPhone.
nonisolated public protocol FormStyle {}
/// The platform's form style (grouped on iOS).
nonisolated public struct AutomaticFormStyle: FormStyle {
  /// The default style.
  public init() {}
}
/// A grouped form.
nonisolated public struct GroupedFormStyle: FormStyle {
  /// The grouped style.
  public init() {}
}
/// A form in columns (drawn grouped on iPhone).
nonisolated public struct ColumnsFormStyle: FormStyle {
  /// The columns style.
  public init() {}
}
extension FormStyle where Self == AutomaticFormStyle {
  /// The platform's style.
  nonisolated public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
  /// A grouped form.
  nonisolated public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
  /// A form in columns.
  nonisolated public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

nonisolated extension View {
  /// Draws the lists inside in `style`.
  public func listStyle<S: ListStyle>(_ style: S) -> some View { environmentChange { $0.listStyle = style._kind } }
  /// Kept for API compatibility: forms are grouped on iPhone whatever the style.
  public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}

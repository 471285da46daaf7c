import DisplayModel
import Foundation

/// A column of a `LazyVGrid`, or a row of a `LazyHGrid` (SwiftUI's `GridItem`).
nonisolated public struct GridItem: Sendable {
  /// How the item is sized along the grid's cross axis.
  public enum Size: Sendable {
    /// Exactly this length.
    case fixed(CGFloat)
    /// An equal share of what the fixed and adaptive items leave, within `minimum`…`maximum`.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many items of at least `minimum` as fit, sharing the space they have (each at most `maximum`).
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  /// The item's size.
  public var size: Size
  /// The space after this item, to the next (nil: 8 points).
  public var spacing: CGFloat?
  /// Where a cell sits in this item (nil: centred).
  public var alignment: Alignment?
  /// An item of `size`, `spacing` from the next, its cells at `alignment`.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A grid that fills rows left to right (SwiftUI's `LazyVGrid`): its columns sized from the width it is
/// offered (docs/swift-views.md, Grids), each row as tall as its tallest cell, rows `spacing` apart.
/// Every cell is made (nothing is off screen in a render).
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let columns: [GridItem], alignment: HorizontalAlignment, spacing: Double?, content: Content
  /// A grid of `columns`, placed at `alignment` in the width it takes, rows `spacing` apart (nil: 8).
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing.map(Double.init)
    self.content = content()
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    try LazyGridLayout(
      vertical: true, items: columns, spacing: spacing ?? 8,
      alignment: Alignment(horizontal: alignment, vertical: .center)
    )
    .resolve(content, path: path, environment: environment, in: context)
  }
}

/// A grid that fills columns top to bottom (SwiftUI's `LazyHGrid`): its rows sized from the height it is
/// offered, each column as wide as its widest cell, columns `spacing` apart.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let rows: [GridItem], alignment: VerticalAlignment, spacing: Double?, content: Content
  /// A grid of `rows`, placed at `alignment` in the height it takes, columns `spacing` apart (nil: 8).
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing.map(Double.init)
    self.content = content()
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    try LazyGridLayout(
      vertical: false, items: rows, spacing: spacing ?? 8,
      alignment: Alignment(horizontal: .center, vertical: alignment)
    )
    .resolve(content, path: path, environment: environment, in: context)
  }
}

/// Section headers and footers a lazy stack or grid pins while it scrolls (SwiftUI's
/// `PinnedScrollableViews`): nothing scrolls in a render, so nothing is pinned.
nonisolated public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  /// A set of `rawValue`.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

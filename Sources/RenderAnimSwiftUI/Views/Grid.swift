import DisplayModel
import Foundation

/// Views in rows and columns (SwiftUI's `Grid`, iOS 16): each ``GridRow`` is a row of cells, and every
/// column is as wide as its widest cell; a view not in a row takes a row of its own across all the
/// columns. Columns and rows share the space offered as a stack shares it among its children, the least
/// flexible first (docs/swift-views.md, Grids). Built on the same layout pass as a `Layout` of your own.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?, content: Content

  /// A grid whose cells sit at `alignment` in their cells, columns `horizontalSpacing` apart and rows
  /// `verticalSpacing` apart (nil: 8 points).
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing.map(Double.init)
    self.verticalSpacing = verticalSpacing.map(Double.init)
    self.content = content()
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    var rows = try context.resolve(content, path: path.appending("items"), environment: environment)
    let grid = GridLayout(
      alignment: alignment, horizontalSpacing: horizontalSpacing ?? 8, verticalSpacing: verticalSpacing ?? 8)
    for i in rows.indices {
      if let row = rows[i].layoutValues[ObjectIdentifier(GridRowMarker.self)] as? GridRowMarker {
        rows[i].kind = .custom(grid.rowLayout(alignment: row.alignment))
      }
    }
    return [ViewNode(path: path, kind: .custom(grid.layout), children: rows)]
  }
}

/// A row of cells in a ``Grid``, lined up on `alignment` (nil: the grid's). Outside a grid, a horizontal
/// stack.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let alignment: VerticalAlignment?, content: Content

  /// A row of the views `content` makes, one cell each.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let cells = try context.resolve(content, path: path.appending("items"), environment: environment)
    let vertical = alignment ?? .center
    var node = ViewNode(
      path: path,
      kind: .stack(.horizontal, alignment: Alignment(horizontal: .center, vertical: vertical), spacing: nil),
      children: cells)
    node.layoutValues[ObjectIdentifier(GridRowMarker.self)] = GridRowMarker(alignment: alignment)
    return [node]
  }
}

/// A grid row's mark on its node, and the row's alignment.
nonisolated struct GridRowMarker {
  var alignment: VerticalAlignment?
}

/// What a cell tells its grid (`.gridCellColumns`, `.gridColumnAlignment`, `.gridCellAnchor`,
/// `.gridCellUnsizedAxes`).
nonisolated struct GridCellOptions {
  var columns = 1
  var columnAlignment: HorizontalAlignment?
  var anchor: UnitPoint?
  var unsizedAxes: Axis.Set = []
}

nonisolated extension View {
  /// The cell spans `count` columns of its grid row.
  public func gridCellColumns(_ count: Int) -> some View { gridCell { $0.columns = max(count, 1) } }
  /// Every cell of this cell's column is aligned to `guide` (the last such call in a column wins).
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    gridCell { $0.columnAlignment = guide }
  }
  /// The cell sits at `anchor` in its cell, whatever the column's and row's alignments.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View { gridCell { $0.anchor = anchor } }
  /// On `axes`, the cell takes the size of its cell without widening its column or heightening its row
  /// (a `Divider` across a grid).
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { gridCell { $0.unsizedAxes = axes } }

  private func gridCell(_ change: @escaping (inout GridCellOptions) -> Void) -> some View {
    annotate { node, _ in
      let key = ObjectIdentifier(GridCellOptions.self)
      var options = node.layoutValues[key] as? GridCellOptions ?? GridCellOptions()
      change(&options)
      node.layoutValues[key] = options
    }
  }
}

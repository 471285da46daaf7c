import DisplayModel
import Foundation

/// `Grid`'s layout (docs/swift-views.md, Grids). Every column is sized as a stack sizes a child: offered a
/// width, it takes the widest its cells take of that width; the columns share the width offered, the least
/// flexible first, each an equal share of what is left. Rows share the height the same way, each as tall
/// as its tallest cell. A cell sits in its cell at its anchor, else at its column's alignment and its row's.
/// A view that is not a `GridRow` has a row of its own across every column (wider than the columns, it
/// widens them equally). The grid places its rows; each row then places its cells in the columns the
/// grid laid out last, which is why the rows share this object.
nonisolated final class GridLayout {
  let alignment: Alignment
  let horizontalSpacing: Double
  let verticalSpacing: Double
  /// The columns of the grid's last placement: left edge from the grid's, width; and their alignments.
  private var placed: (columns: [(x: Double, width: Double)], alignments: [Int: HorizontalAlignment]) = ([], [:])

  init(alignment: Alignment, horizontalSpacing: Double, verticalSpacing: Double) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  /// The grid's own layout.
  var layout: CustomLayout {
    CustomLayout(
      sizeThatFits: { p, subviews in
        let plan = self.plan(Self.rows(subviews), p)
        return CGSize(width: plan.width, height: plan.height)
      },
      placeSubviews: { bounds, _, subviews in self.place(in: bounds, Self.rows(subviews)) })
  }

  /// The layout of a row lined up on `alignment` (nil: the grid's): as large as the grid makes it, its cells in
  /// the grid's columns.
  func rowLayout(alignment: VerticalAlignment?) -> CustomLayout {
    CustomLayout(
      sizeThatFits: { p, _ in p.replacingUnspecifiedDimensions(by: .zero) },
      placeSubviews: { bounds, _, cells in self.placeRow(in: bounds, Self.cells(cells), alignment: alignment) })
  }

  struct Cell {
    let subview: LayoutSubview
    let column: Int
    let options: GridCellOptions
    var span: Int { options.columns }
  }

  /// A row: a `GridRow` and its cells, or a view that spans the grid.
  struct Row {
    let subview: LayoutSubview
    var isRow: Bool
    var cells: [Cell] = []
    var spanning: LayoutSubview? { isRow ? nil : subview }
  }

  static func cells(_ subviews: LayoutSubviews) -> [Cell] {
    var column = 0
    return subviews.map { s in
      let options = s.node.layoutValues[ObjectIdentifier(GridCellOptions.self)] as? GridCellOptions ?? GridCellOptions()
      defer { column += options.columns }
      return Cell(subview: s, column: column, options: options)
    }
  }

  static func rows(_ subviews: LayoutSubviews) -> [Row] {
    subviews.map { s in
      guard s.node.layoutValues[ObjectIdentifier(GridRowMarker.self)] != nil else {
        return Row(subview: s, isRow: false)
      }
      return Row(subview: s, isRow: true, cells: cells(s.engine.subviews(of: s.node)))
    }
  }

  struct Plan {
    var columns: [Double]
    var rows: [Double]
    var width: Double
    var height: Double
  }

  func plan(_ rows: [Row], _ p: ProposedViewSize) -> Plan {
    let n = rows.map { $0.cells.last.map { $0.column + $0.span } ?? 0 }.max() ?? 0
    let sized = rows.flatMap(\.cells).filter { $0.span == 1 && !$0.options.unsizedAxes.contains(.horizontal) }
    var columns = Self.share(p.width.map { Double($0) - horizontalSpacing * Double(max(n - 1, 0)) }, n) { j, offer in
      sized.filter { $0.column == j }.map {
        Double($0.subview.sizeThatFits(.init(width: offer.map { CGFloat($0) }, height: nil)).width)
      }
      .max() ?? 0
    }
    let spanning = rows.compactMap(\.spanning).filter { !Self.unsized($0).contains(.horizontal) }
    let spanWidth =
      spanning.map { Double($0.sizeThatFits(.init(width: p.width, height: nil)).width) }.max() ?? 0
    var width = columns.reduce(0, +) + horizontalSpacing * Double(max(n - 1, 0))
    if n > 0, spanWidth > width {
      columns = columns.map { $0 + (spanWidth - width) / Double(n) }
    }
    width = max(width, spanWidth)
    func cellWidth(_ c: Cell) -> Double {
      columns[c.column..<min(c.column + c.span, n)].reduce(0, +) + horizontalSpacing * Double(c.span - 1)
    }
    let heights = Self.share(p.height.map { Double($0) - verticalSpacing * Double(max(rows.count - 1, 0)) }, rows.count)
    { r, offer in
      if let s = rows[r].spanning {
        return Self.unsized(s).contains(.vertical)
          ? 0 : Double(s.sizeThatFits(.init(width: width, height: offer.map { CGFloat($0) })).height)
      }
      return rows[r].cells.filter { !$0.options.unsizedAxes.contains(.vertical) }.map {
        Double($0.subview.sizeThatFits(.init(width: cellWidth($0), height: offer.map { CGFloat($0) })).height)
      }.max() ?? 0
    }
    let height = heights.reduce(0, +) + verticalSpacing * Double(max(rows.count - 1, 0))
    return Plan(columns: columns, rows: heights, width: width, height: height)
  }

  private static func unsized(_ s: LayoutSubview) -> Axis.Set {
    (s.node.layoutValues[ObjectIdentifier(GridCellOptions.self)] as? GridCellOptions)?.unsizedAxes ?? []
  }

  /// Places the rows one under the other, each as wide as the grid, and keeps the columns for them.
  private func place(in bounds: CGRect, _ rows: [Row]) {
    let plan = plan(rows, ProposedViewSize(bounds.size))
    var x = 0.0
    placed.columns = plan.columns.map { w in
      defer { x += w + horizontalSpacing }
      return (x, w)
    }
    placed.alignments = [:]
    for cell in rows.flatMap(\.cells) {
      if let a = cell.options.columnAlignment { placed.alignments[cell.column] = a }
    }
    var y = Double(bounds.minY)
    for (row, height) in zip(rows, plan.rows) {
      let rect = CGRect(x: Double(bounds.minX), y: y, width: Double(bounds.width), height: height)
      if row.isRow {
        row.subview.place(at: rect.origin, anchor: .topLeading, proposal: ProposedViewSize(rect.size))
      } else {
        put(row.subview, in: rect, alignment: alignment, anchor: nil)
      }
      y += height + verticalSpacing
    }
  }

  /// Places a row's cells in the grid's columns, at their anchors or their columns' and row's alignments.
  private func placeRow(in bounds: CGRect, _ cells: [Cell], alignment vertical: VerticalAlignment?) {
    let columns = placed.columns
    for cell in cells where cell.column < columns.count {
      let last = min(cell.column + cell.span, columns.count) - 1
      let left = columns[cell.column].x
      let rect = CGRect(
        x: Double(bounds.minX) + left, y: Double(bounds.minY), width: columns[last].x + columns[last].width - left,
        height: Double(bounds.height))
      let a = Alignment(
        horizontal: placed.alignments[cell.column] ?? alignment.horizontal, vertical: vertical ?? alignment.vertical)
      put(cell.subview, in: rect, alignment: a, anchor: cell.options.anchor)
    }
  }

  /// Places `s` in `rect`, offered its size, at `anchor` or else at `alignment` (its explicit guides met).
  private func put(_ s: LayoutSubview, in rect: CGRect, alignment: Alignment, anchor: UnitPoint?) {
    let proposal = ProposedViewSize(rect.size)
    let size = s.sizeThatFits(proposal)
    let w = Double(size.width)
    let h = Double(size.height)
    let frame: Frame
    if let anchor {
      frame = Frame(
        x: Double(rect.minX) + anchor.x * (Double(rect.width) - w) + w / 2,
        y: Double(rect.minY) + anchor.y * (Double(rect.height) - h) + h / 2, width: w, height: h)
    } else {
      frame = s.engine.aligned(
        s.node, Size(width: w, height: h), alignment,
        in: Frame(x: Double(rect.midX), y: Double(rect.midY), width: Double(rect.width), height: Double(rect.height)))
    }
    s.place(at: CGPoint(x: frame.x, y: frame.y), anchor: .center, proposal: proposal)
  }

  /// Shares `available` (nil or infinite: none, each its ideal) among `count` items as a stack shares its
  /// length: an offer near the ideal total gives each its ideal; otherwise the least flexible first, each
  /// an equal share of what is left. `size(i, offer)` is item `i`'s length when offered `offer`.
  static func share(_ available: Double?, _ count: Int, _ size: (Int, Double?) -> Double) -> [Double] {
    let ideal = (0..<count).map { size($0, nil) }
    let total = ideal.reduce(0, +)
    guard let available, available.isFinite, !(available >= total - 1e-9 && available < total + 1) else {
      return ideal
    }
    let minimum = (0..<count).map { size($0, 0) }
    let flexibility = (0..<count).map { size($0, .infinity) - minimum[$0] }
    var lengths = ideal
    var remaining = available
    for (k, i) in (0..<count).sorted(by: { (flexibility[$0], $0) < (flexibility[$1], $1) }).enumerated() {
      lengths[i] = size(i, max(remaining, 0) / Double(count - k))
      remaining -= lengths[i]
    }
    return lengths
  }
}

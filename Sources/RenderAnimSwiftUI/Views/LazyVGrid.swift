import DisplayModel

/// A column of a grid (SwiftUI's `GridItem`).
nonisolated public struct GridItem: Sendable {
  /// How a column is sized.
  public enum Size: Sendable {
    case fixed(Double)
    case flexible(minimum: Double = 10, maximum: Double = .infinity)
    case adaptive(minimum: Double, maximum: Double = .infinity)
  }
  public var size: Size
  public var spacing: Double?
  public var alignment: Alignment?
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing.map(Double.init)
    self.alignment = alignment
  }
}

/// A grid that fills rows left to right (SwiftUI's `LazyVGrid`): its cells in rows of as many columns as
/// the items give (an adaptive item: as many as fit the canvas's width), each cell an equal share of the
/// row.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let columns: [GridItem], alignment: HorizontalAlignment, spacing: Double?, content: Content
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: Any? = nil, @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing.map(Double.init)
    self.content = content()
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    let cells = try context.resolve(content, path: path.appending("items"), environment: environment)
    let width = context.canvas?.width ?? 390
    var count = 0
    for c in columns {
      if case .adaptive(let minimum, _) = c.size {
        let gap = c.spacing ?? 8
        count += max(1, Int((width + gap) / (max(minimum, 1) + gap)))
      } else {
        count += 1
      }
    }
    count = max(count, 1)
    let columnGap = columns.first?.spacing ?? 8
    var rows: [ViewNode] = []
    var index = 0
    while index < cells.count {
      let slice = cells[index..<min(index + count, cells.count)].map { cell in
        ViewNode(
          path: cell.path.appending("cell"), kind: .frame(FrameLayout(maxWidth: .infinity, alignment: .center)),
          children: [cell])
      }
      var row = Array(slice)
      while row.count < count {  // empty cells keep the columns' widths in the last row
        row.append(
          ViewNode(
            path: path.appending("empty\(rows.count)-\(row.count)"),
            kind: .frame(FrameLayout(maxWidth: .infinity, alignment: .center))))
      }
      rows.append(
        ViewNode(
          path: path.appending("row\(rows.count)"), kind: .stack(.horizontal, alignment: .center, spacing: columnGap),
          children: row))
      index += count
    }
    return [
      ViewNode(
        path: path,
        kind: .stack(.vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing),
        children: rows)
    ]
  }
}

import DisplayModel
import Foundation

/// The layout of `LazyVGrid` (`vertical`: items are columns, cells fill rows) and `LazyHGrid` (items are
/// rows, cells fill columns), written for the vertical grid; the horizontal one swaps the axes.
///
/// The items share the cross length offered as SwiftUI shares it: fixed items take their length; an
/// adaptive item becomes as many items of at least its minimum as fit what the others leave; flexible
/// items share the rest equally within their bounds. Offered no cross length, a flexible or adaptive item
/// is as long as its widest cell. Along the grid, each line of cells is as long as its longest cell, lines
/// `spacing` apart; a cell is offered its item's length and sits in its place at the item's alignment.
nonisolated struct LazyGridLayout {
  let vertical: Bool
  let items: [GridItem]
  let spacing: Double
  let alignment: Alignment

  /// The grid of the views `content` makes, one cell each.
  func resolve(
    _ content: any View, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    let cells = try context.resolve(content, path: path.appending("items"), environment: environment)
    return [ViewNode(path: path, kind: .custom(layout), children: cells)]
  }

  var layout: CustomLayout {
    CustomLayout(
      sizeThatFits: { p, subviews in
        let plan = self.plan(subviews, cross: self.cross(p))
        let s = (cross: plan.crossLength, along: plan.lines.reduce(0, +) + self.gaps(plan.lines.count))
        return self.vertical ? CGSize(width: s.cross, height: s.along) : CGSize(width: s.along, height: s.cross)
      },
      placeSubviews: { bounds, _, subviews in self.place(in: bounds, subviews) })
  }

  private func cross(_ p: ProposedViewSize) -> Double? { (vertical ? p.width : p.height).map { Double($0) } }
  private func gaps(_ n: Int) -> Double { spacing * Double(max(n - 1, 0)) }

  /// A cell's size offered `cross` across the grid and nothing along it, as (cross, along).
  private func measure(_ s: LayoutSubview, cross: Double?) -> (cross: Double, along: Double) {
    let c = cross.map { CGFloat($0) }
    let size = s.sizeThatFits(
      vertical ? ProposedViewSize(width: c, height: nil) : ProposedViewSize(width: nil, height: c))
    return vertical ? (Double(size.width), Double(size.height)) : (Double(size.height), Double(size.width))
  }

  struct Plan {
    /// Each item's start across the grid and length, with its alignment.
    var items: [(start: Double, length: Double, alignment: Alignment?)]
    /// The length of each line of cells along the grid.
    var lines: [Double]
    /// The grid's length across: what it was offered, or its items' total when offered nothing.
    var crossLength: Double
  }

  func plan(_ subviews: LayoutSubviews, cross offered: Double?) -> Plan {
    // The widest cell is measured only when no length is offered (it sizes the items then).
    let lengths = itemLengths(offered) { subviews.map { measure($0, cross: nil).cross }.max() ?? 0 }
    var start = 0.0
    var placed: [(start: Double, length: Double, alignment: Alignment?)] = []
    for (item, length) in lengths {
      placed.append((start, length, item.alignment))
      start += length + Double(item.spacing ?? 8)
    }
    let total = (placed.last.map { $0.start + $0.length } ?? 0)
    let n = max(placed.count, 1)
    var lines: [Double] = []
    for first in stride(from: 0, to: subviews.count, by: n) {
      let line = subviews[first..<min(first + n, subviews.count)]
      lines.append(
        line.enumerated().map { k, s in measure(s, cross: placed.isEmpty ? nil : placed[k].length).along }.max() ?? 0)
    }
    return Plan(items: placed, lines: lines, crossLength: offered.map { $0.isFinite ? $0 : total } ?? total)
  }

  /// The items, adaptive ones expanded, with their lengths.
  private func itemLengths(_ offered: Double?, widest measureWidest: () -> Double) -> [(GridItem, Double)] {
    guard let offered, offered.isFinite else {
      let widest = measureWidest()
      return items.map { item in
        switch item.size {
        case .fixed(let l): (item, Double(l))
        case .flexible(let lo, let hi): (item, min(max(widest, Double(lo)), Double(hi)))
        case .adaptive(let lo, let hi): (item, min(max(widest, Double(lo)), Double(hi)))
        }
      }
    }
    var fixed = 0.0
    var flexibleMinimum = 0.0
    for (i, item) in items.enumerated() {
      if i < items.count - 1 { fixed += Double(item.spacing ?? 8) }
      switch item.size {
      case .fixed(let l): fixed += Double(l)
      case .flexible(let lo, _): flexibleMinimum += Double(lo)
      case .adaptive: break
      }
    }
    var expanded: [(GridItem, Double?)] = []
    for item in items {
      guard case .adaptive(let lo, let hi) = item.size else {
        expanded.append((item, nil))
        continue
      }
      let gap = Double(item.spacing ?? 8)
      let room = max(offered - fixed - flexibleMinimum, 0)
      let count = max(1, Int((room + gap) / (max(Double(lo), 1) + gap)))
      let length = min((room - gap * Double(count - 1)) / Double(count), Double(hi))
      for _ in 0..<count { expanded.append((item, max(length, Double(lo)))) }
      fixed += length * Double(count) + gap * Double(count - 1)
    }
    let flexible = expanded.filter { $0.1 == nil }.count
    let share = flexible == 0 ? 0 : max(offered - fixed, 0) / Double(flexible)
    return expanded.map { item, length in
      if let length { return (item, length) }
      switch item.size {
      case .fixed(let l): return (item, Double(l))
      case .flexible(let lo, let hi): return (item, min(max(share, Double(lo)), Double(hi)))
      case .adaptive: return (item, share)
      }
    }
  }

  private func place(in bounds: CGRect, _ subviews: LayoutSubviews) {
    let crossLength = Double(vertical ? bounds.width : bounds.height)
    let plan = plan(subviews, cross: crossLength)
    let used = plan.items.last.map { $0.start + $0.length } ?? 0
    // The items as a block, placed at the grid's alignment across it.
    let fraction =
      vertical
      ? alignment.horizontal.defaultValue(Size(width: 1, height: 1))
      : alignment.vertical
        .defaultValue(Size(width: 1, height: 1))
    let offset = (crossLength - used) * fraction
    let n = max(plan.items.count, 1)
    var along = 0.0
    for (line, length) in plan.lines.enumerated() {
      for k in 0..<n {
        let index = line * n + k
        guard index < subviews.count, k < plan.items.count else { break }
        let item = plan.items[k]
        let rect =
          vertical
          ? CGRect(
            x: Double(bounds.minX) + offset + item.start, y: Double(bounds.minY) + along, width: item.length,
            height: length)
          : CGRect(
            x: Double(bounds.minX) + along, y: Double(bounds.minY) + offset + item.start, width: length,
            height: item.length)
        let s = subviews[index]
        let c = CGFloat(item.length)
        let proposal = vertical ? ProposedViewSize(width: c, height: nil) : ProposedViewSize(width: nil, height: c)
        let size = s.sizeThatFits(proposal)
        let frame = s.engine.aligned(
          s.node, Size(width: Double(size.width), height: Double(size.height)), item.alignment ?? .center,
          in: Frame(x: Double(rect.midX), y: Double(rect.midY), width: Double(rect.width), height: Double(rect.height)))
        s.place(at: CGPoint(x: frame.x, y: frame.y), anchor: .center, proposal: proposal)
      }
      along += length + spacing
    }
  }
}

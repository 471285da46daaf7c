import DisplayModel

/// A navigation bar over content that is scrolled (docs/swift-views.md, Navigation): as on iOS, the first
/// vertical scroll view in the content (a `ScrollView`, `List` or `Form`) scrolls the large title up under
/// the bar before its own content moves, the inline title comes into the bar once the large one is gone,
/// and the bar takes the bar material once content is under it.
extension NavigationLayout {
  /// The points over which the inline title and the bar material fade in once they are due (an
  /// approximation: UIKit changes the bar's appearance with a short animation).
  static var fadeLength: Double { 8 }

  /// `content` with the search drawer and the large title taking the first `collapsible` points of its
  /// first vertical scroll view's offset, and how far that scroll view is scrolled.
  static func collapsing(_ content: [ViewNode], collapsible: Double) -> (content: [ViewNode], scrolled: Double) {
    guard let scroller = firstVerticalScroller(in: content) else { return (content, 0) }
    let scrolled = scroller.offset()
    guard collapsible > 0, scrolled > 0 else { return (content, scrolled) }
    let taken = min(scrolled, collapsible)
    var nodes = content
    for i in nodes.indices { reduceOffset(of: scroller.content, by: taken, in: &nodes[i]) }
    return (nodes, scrolled)
  }

  /// The large title row's height.
  static var largeTitleHeight: Double { 52 }

  /// The first vertical scroll view in `nodes`, depth first.
  static func firstVerticalScroller(in nodes: [ViewNode]) -> ScrollTarget? {
    for node in nodes {
      if let s = node.scroller, s.axis == .vertical { return s }
      if let s = firstVerticalScroller(in: node.children) { return s }
    }
    return nil
  }

  /// The scroll content at `path` moved `amount` points less.
  private static func reduceOffset(of path: ViewPath, by amount: Double, in node: inout ViewNode) {
    if node.path == path, case .scroll(let axis, let offset) = node.kind {
      node.kind = .scroll(axis, offset: offset - amount)
      return
    }
    for i in node.children.indices { reduceOffset(of: path, by: amount, in: &node.children[i]) }
  }

  /// The points of scrolling the search drawer takes before it is gone: its height, or none when it is
  /// always shown (`.navigationBarDrawer(displayMode: .always)`) or there is none.
  static func drawerCollapsible(_ search: SearchFieldRequest?) -> Double {
    guard let search, !search.alwaysShown else { return 0 }
    return SearchFieldDrawer.height
  }

  /// How far the search drawer is scrolled away: it goes first, as UIKit hides a search bar when scrolling.
  var searchCollapse: Double { min(max(scrolled, 0), Self.drawerCollapsible(bar.search)) }

  /// How far the large title row is scrolled away, 0…52, once the drawer is gone.
  var titleCollapse: Double {
    min(max(scrolled - Self.drawerCollapsible(bar.search), 0), Self.largeTitleHeight)
  }

  /// The inline title's opacity: with a large title, once the large one is under the bar.
  var inlineTitleOpacity: Double {
    guard bar.isLarge else { return 1 }
    let edge = Self.drawerCollapsible(bar.search) + Self.largeTitleHeight
    return min(max((scrolled - edge) / Self.fadeLength, 0), 1)
  }

  /// The bar material's opacity: once content is under the bar (past the drawer and the large title).
  var barMaterialOpacity: Double {
    let edge = Self.drawerCollapsible(bar.search) + (bar.isLarge ? Self.largeTitleHeight : 0)
    return min(max((scrolled - edge) / Self.fadeLength, 0), 1)
  }
}

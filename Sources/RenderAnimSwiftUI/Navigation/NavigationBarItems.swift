import DisplayModel

/// What a navigation stack's content asks of its bar: the title and how it shows, the toolbar's items,
/// whether the bar is hidden. Written on views inside the stack; the first found, depth first, wins.
nonisolated struct NavigationBarItems {
  var title: String?
  var displayMode: NavigationBarItem.TitleDisplayMode?
  var leading: [ViewNode] = []
  var trailing: [ViewNode] = []
  var principal: [ViewNode] = []
  var bottom: [ViewNode] = []
  var status: [ViewNode] = []
  var hidden = false
  var background: Color? = nil
  var backButtonHidden = false
  /// `.navigationDestination(for:)`s inside.
  var destinations: [(AnyHashable) -> AnyView?] = []
  /// Views pushed by `.navigationDestination(isPresented:)` and `(item:)` inside.
  var pushed: [NavigationEntry] = []
  /// `.searchable`'s field, under the title.
  var search: SearchFieldRequest? = nil

  /// A large title unless `.inline` (the root of a stack shows `.automatic` as large).
  var isLarge: Bool { displayMode != .inline }

  /// The bar asked for by `nodes` and everything inside them.
  static func collect(_ nodes: [ViewNode]) -> NavigationBarItems {
    var bar = NavigationBarItems()
    func visit(_ node: ViewNode) {
      if let n = node.navigation {
        if bar.title == nil { bar.title = n.title }
        if bar.displayMode == nil { bar.displayMode = n.displayMode }
        bar.leading += n.leading
        bar.trailing += n.trailing
        bar.principal += n.principal
        bar.bottom += n.bottom
        bar.status += n.status
        bar.hidden = bar.hidden || n.hidden
        if bar.background == nil { bar.background = n.background }
        bar.backButtonHidden = bar.backButtonHidden || n.backButtonHidden
        bar.destinations += n.destinations
        bar.pushed += n.pushed
        if bar.search == nil { bar.search = n.search }
      }
      node.children.forEach(visit)
    }
    nodes.forEach(visit)
    return bar
  }
}

/// SwiftUI's namespace of navigation bar item kinds.
nonisolated public enum NavigationBarItem {
  /// How the title shows.
  public enum TitleDisplayMode: Sendable, Hashable {
    /// Large at the root of a stack.
    case automatic
    /// Small, in the bar.
    case inline
    /// Large, under the bar.
    case large
  }
}

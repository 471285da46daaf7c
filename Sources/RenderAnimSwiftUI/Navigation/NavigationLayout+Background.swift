/// Where a list's background shows around a navigation stack's content. On iOS a list's grouped
/// background is its own (its collection view's), and the bar above shows it only because the list goes on
/// under the bar: a list at the top of the content colours the bar too, a list at the bottom the home
/// indicator's strip, and what stands above or below a list (a header, a button) is on the window's
/// background.
extension NavigationLayout {
  /// The list's background behind the whole stack (a list that is the content), behind the bar and the
  /// large title only (a list at the top with something below it), or nowhere (the list draws its own).
  enum BackgroundReach {
    case whole, bar, nowhere
  }

  /// How far the background of a list in `content` reaches (``BackgroundReach``).
  static func backgroundReach(of content: [ViewNode]) -> BackgroundReach {
    let top = content.first.map { listAtEdge($0, top: true) } ?? false
    let bottom = content.last.map { listAtEdge($0, top: false) } ?? false
    return top ? (bottom ? .whole : .bar) : .nowhere
  }

  /// Whether `node` is a list, or its top (`top`) or bottom edge is a list's: the first or last view of a
  /// vertical stack, any view of a horizontal stack or a `ZStack`, the one view inside a wrapper.
  private static func listAtEdge(_ node: ViewNode, top: Bool) -> Bool {
    if node.navigation?.background != nil { return true }
    switch node.kind {
    case .stack(.vertical, _, _):
      let shown = node.children.filter { if case .spacer = $0.kind { false } else { true } }
      return (top ? shown.first : shown.last).map { listAtEdge($0, top: top) } ?? false
    case .stack, .layered, .frame, .wrapper, .fixedSize, .aspect, .custom:
      return node.children.contains { listAtEdge($0, top: top) }
    default:
      return false
    }
  }
}

import DisplayModel

/// The modifiers a list reads from its rows: a row's background, its separator, its insets and what it
/// offers in edit mode.
nonisolated public struct _ListRowModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  var background: (any View)? = nil
  var separator: Visibility? = nil
  var separatorTint: Color? = nil
  var insets: EdgeInsets?? = nil
  var deleteDisabled: Bool? = nil
  var moveDisabled: Bool? = nil

  func resolve(
    content: any View, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    var nodes = try context.resolve(content, path: path, environment: environment)
    var outside = environment
    outside.listContext = nil
    func apply(_ node: ViewNode) throws(ViewError) -> ViewNode {
      var node = node
      var options = node.listRow ?? ListRowOptions()
      if let background {
        options.background = try context.resolve(
          background, path: node.path.appending("rowBackground"), environment: outside)
      }
      if let separator { options.separator = separator }
      if let separatorTint { options.separatorTint = separatorTint.resolved(environment.colorScheme) }
      if let insets { options.insets = insets }
      if let deleteDisabled { options.deleteDisabled = deleteDisabled }
      if let moveDisabled { options.moveDisabled = moveDisabled }
      node.listRow = options
      return node
    }
    // Written on a section, the options are each of its rows'.
    for i in nodes.indices { try nodes[i].changeEachView(apply) }
    return nodes
  }
}

/// The top and bottom edges (SwiftUI's `VerticalEdge`).
nonisolated public enum VerticalEdge: Int8, CaseIterable, Sendable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    /// A set of edges from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 2)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}

/// How much a header stands out (SwiftUI's `Prominence`).
nonisolated public enum Prominence: Sendable, Hashable {
  /// The usual header.
  case standard
  /// A larger header.
  case increased
}

/// The space between a list's sections (SwiftUI's `ListSectionSpacing`).
nonisolated public struct ListSectionSpacing: Sendable {
  let points: Double?
  /// The list's usual spacing.
  public static let `default` = ListSectionSpacing(points: nil)
  /// Less space than usual.
  public static let compact = ListSectionSpacing(points: 20)
  /// A spacing in points.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: Double(spacing)) }
}

nonisolated extension View {
  /// Draws `view` behind the row in place of the list's card colour.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(_ListRowModifier(background: view.map { $0 as any View }))
  }
  /// Shows or hides the separator under the row.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    modifier(_ListRowModifier(separator: visibility))
  }
  /// Colours the separator under the row.
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    modifier(_ListRowModifier(separatorTint: color))
  }
  /// The row's insets in its card (nil: the list's, 20 points at the sides).
  public func listRowInsets(_ insets: EdgeInsets?) -> some View { modifier(_ListRowModifier(insets: .some(insets))) }
  /// Whether the row offers no delete in edit mode (no red disc, its content not moved in).
  public func deleteDisabled(_ isDisabled: Bool) -> some View {
    modifier(_ListRowModifier(deleteDisabled: isDisabled))
  }
  /// Whether the row offers no reorder bars in edit mode.
  public func moveDisabled(_ isDisabled: Bool) -> some View { modifier(_ListRowModifier(moveDisabled: isDisabled)) }
  /// Kept for API compatibility: sections are drawn with their usual separators.
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
  /// Puts `spacing` points between the rows of the lists inside, each row then on a card of its own
  /// without separators (nil: rows joined on one card).
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    environmentChange { $0.listRowSpacing = spacing.map { Double($0) } }
  }
  /// The space between the sections of the lists inside.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    environmentChange { $0.listSectionSpacing = spacing.points }
  }
  /// The space between the sections of the lists inside, in points.
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    environmentChange { $0.listSectionSpacing = Double(spacing) }
  }
  /// Kept for API compatibility: headers are drawn at the usual size.
  public func headerProminence(_ prominence: Prominence) -> some View { self }
  /// Hides the grouped background of the lists and forms inside (`.hidden`), so that a background of
  /// your own shows through.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    environmentChange { $0.listBackgroundHidden = visibility == .hidden }
  }
}

import DisplayModel

/// SwiftUI's `Section`: in a `List` or `Form`, a group of rows drawn as one card under its header and
/// over its footer (ListLayout.swift); elsewhere its header, content and footer one after another.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
  public typealias Body = Never
  let header: Parent
  let content: Content
  let footer: Footer
  /// A collapsed section (`isExpanded` false) draws its header alone.
  var collapsed = false

  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// A section with a header and a footer (the older form).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    guard let style = environment.listContext else {
      return try context.resolve(header, path: path.appending("header"), environment: environment)
        + context.resolve(content, path: path.appending("content"), environment: environment)
        + context.resolve(footer, path: path.appending("footer"), environment: environment)
    }
    var outside = environment
    outside.listContext = nil
    outside.font = .footnote
    outside.foreground = Color.secondary.resolved(environment.colorScheme)
    outside.foregroundGradient = nil
    var above = outside
    if style != .plain { above.textCase = .uppercase }
    let parts = ListSectionParts(
      header: try context.resolve(header, path: path.appending("header"), environment: above),
      rows: collapsed ? [] : try context.resolve(content, path: path.appending("content"), environment: environment),
      footer: try context.resolve(footer, path: path.appending("footer"), environment: outside))
    // Drawn as a stack where no list takes it apart (a section inside a row).
    var node = ViewNode(
      path: path, kind: .stack(.vertical, alignment: .leading, spacing: nil),
      children: parts.header + parts.rows + parts.footer)
    node.listSection = parts
    return [node]
  }
}

extension Section where Parent == EmptyView {
  /// A section without a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }
  /// A section with a footer (the older form).
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
  /// A section with a header (the older form).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section of rows alone.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section with a text header.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }
  /// A section with a text header from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
  /// A collapsible section (drawn expanded or collapsed as `isExpanded` is).
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    let expanded = isExpanded.wrappedValue
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    if !expanded { collapsed = true }
  }
}

/// A section's parts, resolved, for the list that draws it.
extension ViewNode {
  /// A section's rows changed by `change` (a modifier written on the section applies to each of its rows,
  /// as SwiftUI applies it to each view of the section's content), in its parts and in its children.
  /// This view changed by `change`, or, for a section in a list, each of its rows (the section stays one):
  /// how a modifier written on a view applies.
  mutating func changeEachView(_ change: (ViewNode) throws(ViewError) -> ViewNode) throws(ViewError) {
    if listSection != nil { try changeSectionRows(change) } else { self = try change(self) }
  }

  mutating func changeSectionRows(_ change: (ViewNode) throws(ViewError) -> ViewNode) throws(ViewError) {
    guard var parts = listSection else { return }
    var rows: [ViewNode] = []
    for row in parts.rows { rows.append(try change(row)) }
    parts.rows = rows
    listSection = parts
    children = parts.header + parts.rows + parts.footer
  }
}

nonisolated struct ListSectionParts {
  var header: [ViewNode]
  var rows: [ViewNode]
  var footer: [ViewNode]
  /// Its identity in the list: the section's path, or the place of a run of rows outside sections.
  var id = ""
}

/// What a row asks of its list (`.listRowBackground`, `.listRowSeparator`, `.listRowInsets`), and what
/// edit mode offers it (its `ForEach`'s `.onDelete` and `.onMove`, `.deleteDisabled`, `.moveDisabled`).
nonisolated struct ListRowOptions {
  var background: [ViewNode]? = nil
  var separator: Visibility = .automatic
  var separatorTint: RGBAColor? = nil
  var insets: EdgeInsets? = nil
  /// Deletes this row: its `ForEach`'s `.onDelete` with the row's offset.
  var delete: (() -> Void)? = nil
  /// Whether its `ForEach` has an `.onMove`.
  var movable = false
  var deleteDisabled = false
  var moveDisabled = false
}

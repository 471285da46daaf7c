/// SwiftUI's `List`: its rows and sections drawn in the list style of the environment (`.listStyle`;
/// inset grouped by default, as on iOS), filling the space offered (ListLayout.swift). Nothing scrolls:
/// what is past the list's bottom edge is cut off.
nonisolated public struct List<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  /// A list of the rows and sections `content` makes.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// A list with a selection (drawn without one: nothing is selected offline).
  public init<Selection: Hashable>(selection: Binding<Selection?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  /// A list with a multiple selection (drawn without one).
  public init<Selection: Hashable>(selection: Binding<Set<Selection>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  /// A row for each element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> Row
  )
  where Content == ForEach<Data, ID, Row> {
    content = ForEach(data, id: id, content: rowContent)
  }
  /// A row for each element of `data`.
  public init<Data: RandomAccessCollection, Row: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
  )
  where Content == ForEach<Data, Data.Element.ID, Row>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }
  /// A row for each number of `data`.
  public init<Row: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> Row)
  where Content == ForEach<Range<Int>, Int, Row> {
    content = ForEach(data, id: \.self, content: rowContent)
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    try ListLayout.resolve(
      content, style: environment.listStyle ?? .insetGrouped, path: path, environment: environment, in: context)
  }
}

/// SwiftUI's `Form`: its rows and sections drawn as iOS draws a form, an inset grouped list
/// (ListLayout.swift); controls in it take their row forms (a picker shows its choice at the trailing
/// edge).
nonisolated public struct Form<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  /// A form of the rows and sections `content` makes.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    try ListLayout.resolve(content, style: .insetGrouped, path: path, environment: environment, in: context)
  }
}

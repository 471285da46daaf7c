import Foundation

/// Views for each element of a collection, identified by `id` (SwiftUI's `ForEach`).
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public let data: Data
  let id: (Data.Element) -> ID
  let content: (Data.Element) -> Content
  /// `.onDelete` and `.onMove`: what a list in edit mode runs for these rows (ListLayout+Editing.swift).
  var editActions = RowEditActions()

  /// Views identified by the key path `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = { $0[keyPath: id] }
    self.content = content
  }

  init(_ data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = identify
    self.content = content
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    var nodes: [ViewNode] = []
    var seen: [ID: Int] = [:]
    for (offset, element) in data.enumerated() {
      let key = id(element)
      // An id that occurs again (SwiftUI warns, and an iPhone draws every element) gets an identity of its
      // own: the element's n-th occurrence of that id.
      let occurrence = seen[key, default: 0]
      seen[key] = occurrence + 1
      let name = context.elementComponent(key)
      let component = occurrence == 0 ? name : "\(name)~\(occurrence + 1)"
      // Each view is tagged with its id unless it has a tag of its own (a picker's options), as in SwiftUI.
      nodes += try context.resolve(content(element), path: path.appending(component), environment: environment).map {
        var node = $0
        if node.tag == nil { node.tag = AnyHashable(key) }
        if editActions.any { node.listRow = editActions.row(offset, options: node.listRow) }
        return node
      }
    }
    return nodes
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Views identified by the elements' `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = { $0.id }
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Views for a constant range, identified by position.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.id = { $0 }
    self.content = content
  }
}

extension ForEach {
  /// The action a list runs when a row is deleted in edit mode (the red button's "Delete"); a render
  /// swipes no row (docs/swift-views.md, Lists and forms).
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
    var copy = self
    copy.editActions.delete = action
    return copy
  }
  /// The action a list runs when rows are dragged to another place in edit mode: the rows show their
  /// reorder controls; a render drags none.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
    var copy = self
    copy.editActions.move = action
    return copy
  }
}

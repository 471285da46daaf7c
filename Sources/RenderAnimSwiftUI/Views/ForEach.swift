/// Views for each element of a collection, identified by `id` (SwiftUI's `ForEach`).
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public let data: Data
  let id: (Data.Element) -> ID
  let content: (Data.Element) -> Content

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
    for element in data {
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

/// A binding to a collection is a collection of bindings to its elements (SwiftUI's, iOS 15), so that
/// `ForEach($items) { $item in Toggle(item.name, isOn: $item.isOn) }` binds each row to its element.
extension Binding: Sequence where Value: MutableCollection {
  /// A binding to an element.
  public typealias Element = Binding<Value.Element>
  /// Iterates over the bindings by index.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// A slice of bindings.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  /// The collection's index.
  public typealias Index = Value.Index
  /// The collection's indices.
  public typealias Indices = Value.Indices
  /// The first index.
  public var startIndex: Index { wrappedValue.startIndex }
  /// The index past the last.
  public var endIndex: Index { wrappedValue.endIndex }
  /// The indices of the collection now.
  public var indices: Indices { wrappedValue.indices }
  /// The index after `i`.
  public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
  /// Moves `i` to the index after it.
  public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }
  /// A binding to the element at `position`: reading it reads the collection, setting it sets the
  /// element in the collection.
  public subscript(position: Index) -> Binding<Value.Element> {
    Binding<Value.Element>(
      get: { self.wrappedValue[position] },
      set: { v in
        var whole = self.wrappedValue
        whole[position] = v
        self.wrappedValue = whole
      })
  }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
  /// The index before `i`.
  public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
  /// Moves `i` to the index before it.
  public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
  /// The bound value's identity.
  public var id: Value.ID { wrappedValue.id }
}

extension ForEach {
  /// Views for bindings to the elements of a bound collection, identified by the key path `id` of each
  /// element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == Binding<C> {
    self.init(data, identify: { $0.wrappedValue[keyPath: id] }, content: content)
  }
}

import Foundation

/// Views made from a collection of data (SwiftUI's `DynamicViewContent`): `ForEach`, to which a list
/// attaches editing actions (`ForEach.onDelete(perform:)`, `ForEach.onMove(perform:)`).
nonisolated public protocol DynamicViewContent: View {
  /// The collection the views are made from.
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

nonisolated extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (SwiftUI's extension for `onDelete`'s index set).
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
  }
}

nonisolated extension MutableCollection {
  /// Moves the elements at `source` to before the element at offset `destination` of the collection as it
  /// was, keeping their order (SwiftUI's extension for `onMove`'s index set and offset).
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let all = Array(self)
    let moved = source.map { all[$0] }
    var rest = all.indices.filter { !source.contains($0) }.map { all[$0] }
    let place = destination - source.count(in: 0..<destination)
    rest.insert(contentsOf: moved, at: Swift.max(0, Swift.min(place, rest.count)))
    for (i, element) in zip(indices, rest) { self[i] = element }
  }
}

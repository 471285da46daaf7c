import Foundation
import RenderAnimSwiftUI
import Testing

/// The list editing API public code compiles against: `onDelete`/`onMove` on a `ForEach` (kept, never
/// run: a render has no swipe), and SwiftUI's `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`,
/// whose results are Foundation's documented ones; `Path.offsetBy`.
@Suite struct DynamicViewContentTests {
  @Test func removingAtOffsets() {
    var a = [1, 2, 3, 4, 5]
    a.remove(atOffsets: IndexSet([1, 3]))
    #expect(a == [1, 3, 5])
  }

  /// The destination is an offset in the collection before the move: moving the first element to offset 3
  /// puts it before what was the fourth.
  @Test func movingFromOffsets() {
    var a = [1, 2, 3, 4, 5]
    a.move(fromOffsets: IndexSet([0]), toOffset: 3)
    #expect(a == [2, 3, 1, 4, 5])
    var b = [1, 2, 3, 4, 5]
    b.move(fromOffsets: IndexSet([3, 4]), toOffset: 1)
    #expect(b == [1, 4, 5, 2, 3])
    var c = [1, 2, 3]
    c.move(fromOffsets: IndexSet([0]), toOffset: 3)
    #expect(c == [2, 3, 1])
  }

  @Test func aPathMovesByItsOffset() {
    let moved = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).offsetBy(dx: 5, dy: 7)
    #expect(moved.elements == Path(CGRect(x: 5, y: 7, width: 10, height: 10)).elements)
  }

  @Test func aForEachWithEditingActionsIsItsData() {
    let rows = ForEach([1, 2, 3], id: \.self) { Text("\($0)") }.onDelete { _ in }.onMove { _, _ in }
    #expect(rows.data == [1, 2, 3])
  }
}

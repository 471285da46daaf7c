import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// `ForEach($items) { $item in … }` (docs/swift-views.md, The runtime's rules): each view gets a binding to
/// its element, and setting it sets the element in the state.
@Suite struct BindingCollectionTests {
  nonisolated struct Item: Identifiable {
    let id: Int
    var on = false
  }

  nonisolated struct Rows: View {
    @State private var items = [Item(id: 1), Item(id: 2)]
    var body: some View {
      HStack(spacing: 0) {
        ForEach($items) { $item in
          (item.on ? Color.green : Color.red).frame(width: 50, height: 50)
            .onAppear { if item.id == 2 { item.on = true } }
        }
      }
    }
  }

  /// Two 50-point squares at x = 50…100 and 100…150: the second sets its element through its binding in
  /// `onAppear`, so it is green and the first stays red.
  @Test func eachViewBindsItsElement() throws {
    let f = try viewFrame(at: 0.5, duration: 1) { Rows() }
    #expect(near(f.rgb(75, 100), (255, 59, 48)), "\(f.rgb(75, 100))")
    #expect(near(f.rgb(125, 100), (52, 199, 89)), "\(f.rgb(125, 100))")
  }

  nonisolated struct Names: View {
    @State private var names = ["a", "b", "c"]
    var body: some View {
      VStack(spacing: 0) {
        ForEach($names, id: \.self) { $name in
          Color.black.frame(width: 20, height: 20).onAppear { name = name.uppercased() }
          Text(name).hidden()
        }
      }
      .onChange(of: names) { if names == ["A", "B", "C"] { names.append("d") } }
    }
  }

  /// By key path: three bindings set their elements (the ids change with them), and the view that sees
  /// all three set adds a fourth square: four black squares down the middle, a hidden text between each.
  @Test func bindingsByKeyPath() throws {
    let f = try viewFrame(at: 0.5, duration: 1) { Names() }
    let dark = (0..<200).map { f.rgb(100, $0).r < 128 }
    let squares = (1..<200).filter { dark[$0] && !dark[$0 - 1] }.count
    #expect(squares == 4)
  }
}

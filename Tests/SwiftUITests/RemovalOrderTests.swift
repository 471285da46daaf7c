import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A view removed while a view written before it is inserted, in one update, is drawn in its place in the
/// body (after the inserted one) while its removal plays.
@Suite struct RemovalOrderTests {
  let measurer = EstimatedTextMeasurer()

  struct Swap: View {
    @State private var first = false
    var body: some View {
      ZStack {
        if first { Rectangle().fill(Color.red).frame(width: 40, height: 40) }
        if !first { Circle().fill(Color.blue).frame(width: 40, height: 40) }
      }
      .onAppear { withAnimation(.linear(duration: 1)) { first = true } }
    }
  }

  @Test func aRemovedViewStaysAfterAViewWrittenBeforeIt() throws {
    let scene = try tappedScene(measurer: measurer) { Swap() }
    let items = try scene.displayList(at: 0.5, measurer: measurer).items
    let kinds = items.compactMap { item -> ShapeKind? in
      if case .shape(let s) = item.content { return s.kind }
      return nil
    }
    #expect(kinds == [.rectangle, .circle], "\(items.map(\.content))")
  }
}

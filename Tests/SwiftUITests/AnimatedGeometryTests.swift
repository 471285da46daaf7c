import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// How frames animate (docs/swift-views.md, Animating layout): each view animates its own frame on the
/// canvas with the transaction where it is, as SwiftUI's leaf views do; inside a `.geometryGroup()` the
/// frames animate relative to the group's. Positions are hand-derived from the stacks' arithmetic.
@Suite struct AnimatedGeometryTests {
  let measurer = EstimatedTextMeasurer()

  func items(_ t: Double, tap: Double = 0, _ root: @escaping () -> any View) throws -> [DisplayItem] {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(size: Size(width: 200, height: 200), fps: 60, taps: [ViewTap(target: nil, time: tap)]),
      measurer: measurer, root: root)
    return try scene.displayList(at: t, measurer: measurer).items
  }

  func close(_ a: Double, _ b: Double) -> Bool { a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-9) }

  struct Bar: View {
    @State private var h = 0.0
    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(width: 100, height: 20)
        Rectangle().frame(width: 30, height: h).animation(.linear(duration: 1), value: h)
      }
      .frame(width: 100, height: 200, alignment: .top)
      .onTapGesture { h = 60 }
    }
  }

  /// The bar under a 20-point header grows from 0 to 60 points, its top edge at y = 20 throughout: its
  /// centre goes from 20 to 50 as its height from 0 to 60 (half-way: 35 and 30). The stack around it is
  /// not animated; the `.animation` around the bar animates where the bar moves as well as its size.
  @Test func anAnimationAroundAViewAnimatesWhereItMoves() throws {
    for (t, y, h) in [(0.5, 35.0, 30.0), (0.25, 27.5, 15.0), (1.0, 50.0, 60.0)] {
      let bar = try #require(try items(t) { Bar() }.first { close($0.frameSize.width, 30) })
      #expect(
        close(bar.transform.y0, y) && close(bar.frameSize.height, h), "t = \(t): \(bar.transform) \(bar.frameSize)")
    }
  }

  struct Mover: View {
    let grouped: Bool
    @State private var right = false
    var body: some View {
      ZStack {
        if grouped { stack.geometryGroup() } else { stack }
      }
      .frame(width: 200, height: 200, alignment: right ? .trailing : .leading)
      .onTapGesture { withAnimation(.linear(duration: 1)) { right.toggle() } }
    }
    var stack: some View {
      VStack(spacing: 0) {
        Color.blue.frame(width: 20, height: 20)
        if right { Color.red.frame(width: 20, height: 20) }
      }
    }
  }

  /// A stack moves from the leading edge (centre x = 10) to the trailing edge (x = 190) while a second
  /// square is inserted under the first. Half-way the first square is at x = 100 either way. Without a
  /// geometry group the new square has no earlier frame and stands at its final place, x = 190, y = 110; in
  /// a geometry group it rides with the group, at x = 100.
  @Test func aGeometryGroupCarriesTheViewsInsertedInIt() throws {
    for (grouped, x) in [(false, 190.0), (true, 100.0)] {
      let squares = try items(0.5) { Mover(grouped: grouped) }.filter { close($0.frameSize.width, 20) }
      try #require(squares.count == 2)
      #expect(close(squares[0].transform.x0, 100) && close(squares[0].transform.y0, 95), "\(squares[0].transform)")
      #expect(close(squares[1].transform.x0, x) && close(squares[1].transform.y0, 110), "\(squares[1].transform)")
    }
  }
}

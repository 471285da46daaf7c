import DisplayModel
import Foundation
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A matched geometry's frame is shared in the window (docs/swift-views.md, Matched geometry): the
/// `.offset`s and `.scaleEffect`s around a matched view move where its partner goes or comes from, as on
/// iOS. On a 200 × 200 canvas, centre y = 100.
@Suite struct MatchedPlacementTests {
  let measurer = EstimatedTextMeasurer()

  func items(at t: Double, taps: [Double] = [], _ root: @escaping () -> any View) throws -> [DisplayItem] {
    let scene = try ViewScene.scene(
      file: "/tmp/Matched.swift", text: "matched",
      options: ViewSceneOptions(
        size: Size(width: 200, height: 200), fps: 60, duration: 2, taps: taps.map { ViewTap(target: nil, time: $0) }),
      measurer: measurer, root: root)
    return try scene.displayList(at: t, measurer: measurer).items
  }

  func close(_ a: Double, _ b: Double) -> Bool { a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-6) }

  struct Card: View {
    @Namespace var ns
    @State private var open = false
    var body: some View {
      ZStack {
        if open {
          Rectangle().frame(width: 20, height: 20).matchedGeometryEffect(id: "box", in: ns)
            .frame(maxWidth: .infinity, alignment: .trailing)
        } else {
          VStack { Rectangle().frame(width: 20, height: 20).matchedGeometryEffect(id: "box", in: ns) }
            .frame(maxWidth: .infinity, alignment: .leading)
            .offset(y: 60)
        }
      }
      .onTapGesture { withAnimation(.linear(duration: 1)) { open.toggle() } }
    }
  }

  /// The box drawn 60 points low by an offset around it (at 10, 160) gives way to one at (190, 100): a
  /// quarter of the way, both are at (55, 145), the removed one drawn inside its offset.
  @Test func anOffsetAroundTheSourceIsWhereThePartnerComesFrom() throws {
    let before = try items(at: 0.1) { Card() }
    #expect(before.count == 1 && close(before[0].transform.x0, 10) && close(before[0].transform.y0, 160))
    let quarter = try items(at: 0.5, taps: [0.25]) { Card() }
    #expect(
      quarter.count == 2 && quarter.allSatisfy { close($0.transform.x0, 55) && close($0.transform.y0, 145) },
      "\(quarter.map { ($0.transform.x0, $0.transform.y0) })")
    let end = try items(at: 1.5, taps: [0.25]) { Card() }
    #expect(end.count == 1 && close(end[0].transform.x0, 190) && close(end[0].transform.y0, 100))
  }

  struct Follower: View {
    @Namespace var ns
    var body: some View {
      ZStack {
        ZStack {
          Rectangle().frame(width: 20, height: 20).matchedGeometryEffect(id: "spot", in: ns)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .scaleEffect(0.5)
        Circle().matchedGeometryEffect(id: "spot", in: ns, isSource: false).frame(width: 80, height: 80)
          .offset(x: 30)
      }
    }
  }

  /// The source at (10, 100), 20 points, inside a half scale about the canvas's centre is at (55, 100),
  /// 10 points, in the window; the follower, offered that size, is drawn there, with its own offset (around
  /// it, outside the modifier) taken back.
  @Test func aFollowerTakesTheSourcesPlaceInTheWindow() throws {
    let drawn = try items(at: 0) { Follower() }
    #expect(drawn.count == 2)
    guard drawn.count == 2, case .shape(let circle) = drawn[1].content else { return }
    #expect(circle.kind == .circle)
    #expect(close(drawn[1].transform.x0, 55) && close(drawn[1].transform.y0, 100), "\(drawn[1].transform)")
    #expect(drawn[1].frameSize == Size(width: 10, height: 10), "\(drawn[1].frameSize)")
    // The source as drawn: scaled by half about the centre.
    #expect(close(drawn[0].transform.x0, 55) && close(drawn[0].transform.xx, 0.5), "\(drawn[0].transform)")
  }
}

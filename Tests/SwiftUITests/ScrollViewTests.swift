import Foundation
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// Scroll views scrolled by a drag, as UIKit's scroll view moves, and by a `ScrollViewReader`
/// (docs/swift-views.md, Scrolling): values by hand.
@Suite struct ScrollViewTests {
  let measurer = EstimatedTextMeasurer()

  /// Twenty rows 50 points high in a 200-point scroll view: 1000 points of content, 800 to scroll.
  struct Rows: View {
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<20) { _ in Rectangle().frame(height: 50) }
        }
      }
    }
  }

  /// Five pages as wide as the scroll view, under `.paging`.
  struct Pages: View {
    var body: some View {
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<5) { _ in Rectangle().frame(width: 200, height: 100) }
        }
      }
      .scrollTargetBehavior(.paging)
    }
  }

  /// The first row's centre (x or y) at each time, with the drag given.
  func first(_ view: some View, from: CGPoint, to: CGPoint, at times: [Double]) throws -> [Double] {
    let s = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "scroll",
      options: ViewSceneOptions(
        size: Size(width: 200, height: 200), duration: 5,
        taps: [ViewTap(dragFrom: from, to: to, time: 0.2, duration: 0.2)]),
      measurer: measurer
    ) { view }
    let vertical = from.x == to.x
    let rows = try s.sample(at: times, measurer: measurer).layers.filter { $0.id?.hasSuffix("Rectangle") == true }
    return try #require(rows.first).transform.map { (vertical ? $0[5] : $0[4]) ?? .nan }
  }

  /// A finger moving 100 points up over 0.2 s (12 samples of 8⅓ points): the content follows once the
  /// finger is 10 points away, so at 0.3 s (6 samples, 50 points) it has moved 40 and at the lift 90.
  /// It then goes on at 500 points a second, slowing by e^(−kt), k = −1000 ln 0.998: t s after the lift it
  /// has gone 500/k·(1 − e^(−kt)) further (its offset is set every 60th of a second from the lift), and it
  /// comes to rest 500/k past the lift once that is within a tenth of a point (3.9 s).
  @Test func aFlickScrollsOnAndSlowsDown() throws {
    let k: Double = -1000 * log(0.998)
    let y = try first(
      Rows(), from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 50), at: [0, 0.3, 0.4, 0.9, 4, 4.5])
    func slowed(_ t: Double) -> Double { 500 / k * (1 - exp(-k * t)) }
    let expected: [Double] = [25, 25 - 40, 25 - 90, 25 - 90 - slowed(0.5), 25 - 90 - slowed(3.6), 25 - 90 - 500 / k]
    for (got, want) in zip(y, expected) {
      #expect(got.isApproximatelyEqual(to: want, absoluteTolerance: 1e-9), "\(y) vs \(expected)")
    }
  }

  /// Pulled down 100 points at the top: past the edge the content moves (1 − 1/(x·0.55/d + 1))·d for the
  /// finger's 90, d = 200 (the scroll view's height): 39.65; it then springs back to the edge.
  @Test func pulledPastTheTopItRubberBandsAndComesBack() throws {
    let y = try first(Rows(), from: CGPoint(x: 100, y: 50), to: CGPoint(x: 100, y: 150), at: [0.4, 1.5])
    let stretch: Double = 90 * 0.55 / 200
    let band: Double = (1 - 1 / (stretch + 1)) * 200
    #expect(y[0].isApproximatelyEqual(to: 25 + band, absoluteTolerance: 1e-9), "\(y)")
    #expect(y[1].isApproximatelyEqual(to: 25, absoluteTolerance: 0.1), "\(y)")
  }

  /// Under `.paging`, a flick of 60 points left (50 past the slop) at 300 points a second comes to rest a
  /// whole page along: the first page's centre from 100 to −100.
  @Test func pagingComesToRestAPageAlong() throws {
    let x = try first(Pages(), from: CGPoint(x: 150, y: 50), to: CGPoint(x: 90, y: 50), at: [0.4, 2])
    #expect(x[0].isApproximatelyEqual(to: 50, absoluteTolerance: 1e-9), "\(x)")
    #expect(x[1].isApproximatelyEqual(to: -100, absoluteTolerance: 1e-9), "\(x)")
  }

  /// Twenty rows 50 points high, each with its id, under a button that scrolls to row 10.
  struct Jump: View {
    var body: some View {
      ScrollViewReader { proxy in
        VStack(spacing: 0) {
          Button("Jump") { withAnimation(.linear(duration: 1)) { proxy.scrollTo(10, anchor: .top) } }
            .frame(height: 40)
          ScrollView {
            VStack(spacing: 0) {
              ForEach(0..<20, id: \.self) { _ in Rectangle().frame(height: 50) }
            }
          }
        }
      }
    }
  }

  /// Tapped at 0.5 s: row 10's top (500 points down the content) comes to the scroll view's top, the
  /// content moving linearly over 1 s: the first row's centre from 40 + 25 to 65 − 250 at 1 s, 65 − 500
  /// at 1.5 s.
  @Test func aReaderScrollsToAViewWithTheAnimation() throws {
    let s = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "reader",
      options: ViewSceneOptions(
        size: Size(width: 200, height: 300), duration: 2, taps: [ViewTap(target: "Jump", time: 0.5)]),
      measurer: measurer
    ) { Jump() }
    let rows = try s.sample(at: [0.5, 1, 1.5], measurer: measurer).layers.filter {
      $0.id?.hasSuffix("Rectangle") == true
    }
    let y = try #require(rows.first).transform.map { $0[5] ?? .nan }
    let expected: [Double] = [65, 65 - 250, 65 - 500]
    for (got, want) in zip(y, expected) {
      #expect(got.isApproximatelyEqual(to: want, absoluteTolerance: 1e-9), "\(y)")
    }
  }

  /// Cards 120 points wide, 10 apart, in a 200-point scroll view that comes to rest with a card at its
  /// leading edge.
  struct Cards: View {
    var body: some View {
      ScrollView(.horizontal) {
        HStack(spacing: 10) {
          ForEach(0..<8) { _ in Rectangle().frame(width: 120, height: 100) }
        }
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(.viewAligned)
    }
  }

  /// A flick of 60 points left at 300 points a second: 50 at the lift, where free deceleration would stop
  /// 300/k (k = −1000 ln 0.998) further, at 199.8; the card edge nearest is the third card's (260, not the
  /// second's 130), so the content comes to rest 260 along: the first card's centre from 60 to −200.
  @Test func viewAlignedComesToRestAtACardsEdge() throws {
    let x = try first(Cards(), from: CGPoint(x: 150, y: 50), to: CGPoint(x: 90, y: 50), at: [0.4, 3])
    #expect(x[0].isApproximatelyEqual(to: 60 - 50, absoluteTolerance: 1e-9), "\(x)")
    #expect(x[1].isApproximatelyEqual(to: 60 - 260, absoluteTolerance: 1e-9), "\(x)")
  }

  /// A flick up, then at 1 s, while the content still moves, a finger that pulls it 100 points down: the
  /// touch stops the first flick's motion, and the content ends where the second flick leaves it, at rest at
  /// the top (the second flick's 400 points a second would carry it past the top; it comes back there).
  @Test func aSecondTouchStopsTheFirstFlick() throws {
    let s = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "scroll",
      options: ViewSceneOptions(
        size: Size(width: 200, height: 200), duration: 5,
        taps: [
          ViewTap(dragFrom: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 50), time: 0.2, duration: 0.2),
          ViewTap(dragFrom: CGPoint(x: 100, y: 50), to: CGPoint(x: 100, y: 150), time: 1, duration: 0.25),
        ]),
      measurer: measurer
    ) { Rows() }
    let rows = try s.sample(at: [4.9], measurer: measurer).layers.filter { $0.id?.hasSuffix("Rectangle") == true }
    let y = try #require(rows.first?.transform.first?[5] ?? nil)
    #expect(y.isApproximatelyEqual(to: 25, absoluteTolerance: 0.1), "\(y)")
  }
}

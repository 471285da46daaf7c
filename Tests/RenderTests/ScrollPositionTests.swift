import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// iOS 18's scroll position and scroll geometry (docs/swift-views.md, Scrolling): a 100-point-tall scroll
/// view in the middle of the 200-point canvas (y 50…150) over ten 50-point rows, row 9 red, row 5 blue,
/// the others grey; the content can scroll 500 − 100 = 400 points.
@Suite struct ScrollPositionTests {
  static func rows() -> some View {
    VStack(spacing: 0) {
      ForEach(0..<10) { i in
        (i == 9 ? Color.red : i == 5 ? Color.blue : Color.gray).frame(height: 50).id(i)
      }
    }
  }

  /// Bound to a position at the bottom edge, the scroll view starts at its bottom: rows 8 and 9 in view.
  nonisolated struct AtBottom: View {
    @State private var position = ScrollPosition(edge: .bottom)
    var body: some View { ScrollView { ScrollPositionTests.rows() }.frame(height: 100).scrollPosition($position) }
  }

  @Test func aBoundPositionIsWhereTheScrollViewStarts() throws {
    let f = try viewFrame(at: 0.2) { AtBottom() }
    #expect(f.rgb(100, 125) == (255, 59, 48), "\(f.rgb(100, 125))")
  }

  /// `scrollTo(edge:)` and a changed identity move the content: a tap scrolls to the bottom (row 9 in the
  /// lower half), a second sets the identity to 5 with no animation (row 5 the lowest row shown).
  nonisolated struct Scroller: View {
    @State private var position = ScrollPosition(edge: .top)
    @State private var row: Int? = 0
    @State private var step = 0
    var body: some View {
      VStack(spacing: 0) {
        ScrollView { ScrollPositionTests.rows() }.frame(height: 100).scrollPosition($position)
        ScrollView { ScrollPositionTests.rows() }.frame(height: 100).scrollPosition(id: $row)
      }
      .onTapGesture {
        step += 1
        if step == 1 { position.scrollTo(edge: .bottom) } else { row = 5 }
      }
    }
  }

  @Test func scrollToAndAnIdentityMoveTheContent() throws {
    let taps = [ViewTap(target: nil, time: 0.2), ViewTap(target: nil, time: 0.4)]
    let f = try viewFrame(size: Size(width: 200, height: 200), at: 0.6, taps: taps) { Scroller() }
    #expect(f.rgb(100, 75) == (255, 59, 48), "\(f.rgb(100, 75))")
    #expect(f.rgb(100, 175) == (0, 122, 255), "\(f.rgb(100, 175))")
  }

  /// `onScrollGeometryChange` reports the offset as the content moves: scrolled to the bottom, 400.
  nonisolated struct Reporter: View {
    @State private var position = ScrollPosition(edge: .top)
    @State private var seen = 0.0
    var body: some View {
      ZStack(alignment: .topLeading) {
        ScrollView { ScrollPositionTests.rows() }.frame(height: 100).scrollPosition($position)
          .onScrollGeometryChange(for: Double.self) {
            Double($0.contentOffset.y)
          } action: { _, new in
            seen = new
          }
          .onTapGesture { position.scrollTo(edge: .bottom) }
        Color.green.frame(width: 4, height: 4).offset(x: seen / 10)
      }
    }
  }

  @Test func scrollGeometryReportsTheOffset() throws {
    let f = try viewFrame(at: 0.5, taps: [ViewTap(target: nil, time: 0.2)]) { Reporter() }
    // The marker moved 40 points right of the ZStack's leading edge (x 0 of the 200-wide canvas).
    #expect(f.rgb(42, 52) == (52, 199, 89), "\(f.rgb(42, 52))")
  }
}

import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// A scroll view's content insets (docs/swift-views.md, Scrolling): on an iPhone 15 (393 × 852, the safe
/// area 59…818) a full-screen vertical scroll view runs from the screen's top to its bottom, its content
/// starts at 59 and, scrolled to the end, ends at 818 above the home indicator, as UIKit's adjusted content
/// inset keeps it. Ten 120-point rows (1,200 points; row 0 blue, row 9 red, the others grey) can scroll
/// 1,200 − (818 − 59) = 441 points, and row 9 then stands at 698…818.
@Suite struct ScrollContentInsetTests {
  let red: RGB = (255, 59, 48)
  let blue: RGB = (0, 122, 255)
  let grey: RGB = (142, 142, 147)
  let white: RGB = (255, 255, 255)

  static func rows() -> some View {
    VStack(spacing: 0) {
      ForEach(0..<10) { i in (i == 0 ? Color.blue : i == 9 ? Color.red : Color.gray).frame(height: 120) }
    }
  }

  nonisolated struct AtBottom: View {
    @State private var position = ScrollPosition(edge: .bottom)
    var body: some View { ScrollView { ScrollContentInsetTests.rows() }.scrollPosition($position) }
  }

  @Test func theLastRowEndsAboveTheHomeIndicator() throws {
    let f = try viewFrame(at: 0.2, device: .named("iphone15")!) { AtBottom() }
    #expect(near(f.rgb(200, 695), grey), "\(f.rgb(200, 695))")
    #expect(near(f.rgb(200, 701), red), "\(f.rgb(200, 701))")
    #expect(near(f.rgb(200, 815), red), "\(f.rgb(200, 815))")
    // Under the home indicator, past the content's end: the window.
    #expect(near(f.rgb(200, 830), white), "\(f.rgb(200, 830))")
  }

  /// A scroll view that ignores the safe area at the top has no content inset there: row 0 starts at the
  /// screen's top, under the status bar.
  @Test func ignoringTheSafeAreaTakesTheInsetAway() throws {
    let f = try viewFrame(device: .named("iphone15")!) {
      ScrollView { ScrollContentInsetTests.rows() }.ignoresSafeArea(edges: .top)
    }
    #expect(near(f.rgb(200, 5), blue), "\(f.rgb(200, 5))")
    #expect(near(f.rgb(200, 125), grey), "\(f.rgb(200, 125))")
    let kept = try viewFrame(device: .named("iphone15")!) { ScrollView { ScrollContentInsetTests.rows() } }
    #expect(near(kept.rgb(200, 5), white) && near(kept.rgb(200, 62), blue), "\(kept.rgb(200, 5))")
  }

  /// Under a 60-point bar of `.safeAreaInset(edge: .bottom)` (758…818) the content runs on behind the bar
  /// and under the home indicator, and scrolled to the end its last row rests on the bar's top: the
  /// content can scroll 1,200 − (758 − 59) = 501 points, row 9 at 638…758.
  nonisolated struct UnderABar: View {
    @State private var position = ScrollPosition(edge: .top)
    var body: some View {
      ScrollView { ScrollContentInsetTests.rows() }
        .scrollPosition($position)
        .safeAreaInset(edge: .bottom) { Color.yellow.opacity(0.5).frame(height: 60) }
        .onTapGesture { position.scrollTo(edge: .bottom) }
    }
  }

  @Test func contentRunsOnUnderAnInsetsBar() throws {
    let rest = try viewFrame(device: .named("iphone15")!) { UnderABar() }
    // Row 5 (659…779) shows through the half-transparent yellow (255, 204, 0) over grey (142, 142, 147).
    #expect(near(rest.rgb(200, 770), (199, 173, 74)), "\(rest.rgb(200, 770))")
    #expect(near(rest.rgb(200, 840), grey), "\(rest.rgb(200, 840))")
    let end = try viewFrame(at: 0.4, taps: [ViewTap(target: nil, time: 0.2)], device: .named("iphone15")!) {
      UnderABar()
    }
    #expect(near(end.rgb(200, 641), red) && near(end.rgb(200, 755), red), "\(end.rgb(200, 641))")
    #expect(near(end.rgb(200, 635), grey), "\(end.rgb(200, 635))")
    #expect(near(end.rgb(200, 790), (255, 230, 128)), "\(end.rgb(200, 790))")
  }

  /// `ScrollGeometry` as UIKit reports it: the offset counts from the content's start under the status bar's
  /// inset (−59 at rest; scrolled to the end, 441 − 59 = 382), the insets are 59 and 34, the container the
  /// whole screen (852).
  nonisolated struct Reporter: View {
    @State private var position = ScrollPosition(edge: .top)
    @State private var seen = [Double]()
    var body: some View {
      ScrollView { ScrollContentInsetTests.rows() }
        .scrollPosition($position)
        .onScrollGeometryChange(for: [Double].self) {
          [
            Double($0.contentOffset.y), Double($0.contentInsets.top), Double($0.contentInsets.bottom),
            Double($0.containerSize.height), Double($0.visibleRect.minY),
          ]
        } action: { _, new in
          seen = new
        }
        .overlay { (seen == [382, 59, 34, 852, 382] ? Color.green : Color.red).frame(width: 20, height: 20) }
        .onTapGesture { position.scrollTo(edge: .bottom) }
    }
  }

  @Test func scrollGeometryCountsTheInsets() throws {
    let f = try viewFrame(at: 0.4, taps: [ViewTap(target: nil, time: 0.2)], device: .named("iphone15")!) {
      Reporter()
    }
    #expect(near(f.rgb(196, 438), (52, 199, 89)), "\(f.rgb(196, 438))")
  }
}

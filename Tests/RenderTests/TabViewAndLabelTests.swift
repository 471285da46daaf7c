import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// `Label` and `TabView` (docs/swift-views.md, Controls and Tab views), on a 200-point canvas at 1×.
@Suite struct TabViewAndLabelTests {
  static let red: RGB = (255, 59, 48)
  static let green: RGB = (52, 199, 89)

  /// A label is its icon, then its title, 8 points apart; `.iconOnly` and `.titleOnly` draw one of them.
  @Test func aLabelIsItsIconAndTitle() throws {
    let label = try viewFrame { Label("Star", systemImage: "star.fill") }
    #expect(
      label.pixels
        == (try viewFrame {
          HStack(spacing: 8) {
            Image(systemName: "star.fill"); Text("Star")
          }
        }).pixels)
    let icon = try viewFrame { Label("Star", systemImage: "star.fill").labelStyle(.iconOnly) }
    #expect(icon.pixels == (try viewFrame { Image(systemName: "star.fill") }).pixels)
    let title = try viewFrame { Label("Star", systemImage: "star.fill").labelStyle(.titleOnly) }
    #expect(title.pixels == (try viewFrame { Text("Star") }).pixels)
  }

  /// The chosen tab fills all but the 49-point bar (y = 0…151); the bar's items share its width, the
  /// chosen one in the tint, the other in grey (142, 142, 147).
  @Test func theChosenTabShowsOverTheBar() throws {
    let f = try viewFrame {
      TabView(selection: .constant(1)) {
        Color.red.tabItem { Label("One", systemImage: "house.fill") }.tag(0)
        Color.green.tabItem { Label("Two", systemImage: "house.fill") }.tag(1)
      }
    }
    #expect(near(f.rgb(100, 50), Self.green), "\(f.rgb(100, 50))")
    #expect(near(f.rgb(100, 149), Self.green))
    #expect(near(f.rgb(100, 153), (255, 255, 255)), "\(f.rgb(100, 153))")
    func darkest(_ xs: Range<Int>) -> RGB {
      var best: RGB = (255, 255, 255)
      for x in xs {
        for y in 152..<200 where Int(f.rgb(x, y).r) + Int(f.rgb(x, y).g) < Int(best.r) + Int(best.g) {
          best = f.rgb(x, y)
        }
      }
      return best
    }
    #expect(near(darkest(0..<100), (142, 142, 147)), "\(darkest(0..<100))")
    #expect(near(darkest(100..<200), (0, 122, 255)), "\(darkest(100..<200))")
  }

  /// A tab view without a selection keeps its own: a tap on the second item (at 0.2 s) shows the second
  /// tab, with or without tags, and a tap on the first (0.6 s) the first again.
  @Test(arguments: [false, true])
  func withoutASelectionATapChoosesTheTab(tagged: Bool) throws {
    let taps = [ViewTap(target: "Two", time: 0.2), ViewTap(target: "One", time: 0.6)]
    func frame(at t: Double) throws -> RenderedFrame {
      try viewFrame(at: t, duration: 1, taps: taps) {
        TabView {
          if tagged {
            Color.red.tabItem { Label("One", systemImage: "house.fill") }.tag(5)
            Color.green.tabItem { Label("Two", systemImage: "house.fill") }.tag(9)
          } else {
            Color.red.tabItem { Label("One", systemImage: "house.fill") }
            Color.green.tabItem { Label("Two", systemImage: "house.fill") }
          }
        }
      }
    }
    #expect(near(try frame(at: 0.1).rgb(100, 50), Self.red))
    #expect(near(try frame(at: 0.4).rgb(100, 50), Self.green))
    #expect(near(try frame(at: 0.8).rgb(100, 50), Self.red))
  }

  /// A paged tab view is swiped (`--drag`): the pages follow the finger, and released where it would come
  /// to rest (with its speed, as `predictedEndTranslation` says) past half a page, the next page comes to
  /// rest; a short slow swipe (20 points in 0.2 s) puts the page back; past the last page the pages follow
  /// a third of the way and come back.
  @Test func aSwipeTurnsThePage() throws {
    func frame(at t: Double, drags: [(Double, Double)]) throws -> RenderedFrame {
      let taps = drags.enumerated().map { i, d in
        ViewTap(dragFrom: CGPoint(x: d.0, y: 100), to: CGPoint(x: d.1, y: 100), time: 0.1 + Double(i), duration: 0.2)
      }
      return try viewFrame(at: t, duration: 3, taps: taps) {
        TabView {
          Color.red
          Color.green
        }
        .tabViewStyle(.page)
      }
    }
    // Half way through a 120-point swipe to the left the red page has moved with the finger; just after the
    // finger lifts (0.3 s) the pages settle from where it left them (x = 80 is the edge), not from the start.
    let during = try frame(at: 0.2, drags: [(150, 30)])
    #expect(near(during.rgb(190, 100), Self.green), "\(during.rgb(190, 100))")
    let lifted = try frame(at: 0.32, drags: [(150, 30)])
    #expect(near(lifted.rgb(100, 100), Self.green), "\(lifted.rgb(100, 100))")
    #expect(near(try frame(at: 0.9, drags: [(150, 30)]).rgb(10, 100), Self.green))
    #expect(near(try frame(at: 0.9, drags: [(150, 130)]).rgb(190, 100), Self.red))
    // On the last page a swipe to the left shows the canvas behind at the right edge, then settles back.
    let edge = try frame(at: 1.25, drags: [(150, 30), (150, 30)])
    #expect(near(edge.rgb(198, 100), (255, 255, 255)), "\(edge.rgb(198, 100))")
    #expect(near(try frame(at: 2.5, drags: [(150, 30), (150, 30)]).rgb(198, 100), Self.green))
  }

  /// The bar is the tab's bottom safe area: on an iPhone 15 (852 points, 34 at the bottom for the home
  /// indicator, so the bar at y = 769…818), a tab that ignores the safe area runs on under the bar to the
  /// screen's edge; one that does not stops at the bar, which has no background of its own.
  @Test(arguments: [true, false])
  func aTabThatIgnoresTheSafeAreaRunsUnderTheBar(ignores: Bool) throws {
    let phone = try #require(Device.named("iphone15"))
    let f = try viewFrame(device: phone) {
      TabView {
        Group {
          if ignores { Color.blue.ignoresSafeArea() } else { Color.blue }
        }
        .tabItem { Label("Home", systemImage: "house") }
      }
    }
    let blue: RGB = (0, 122, 255)
    #expect(near(f.rgb(380, 700), blue))
    for y in [772, 848] {
      #expect(near(f.rgb(380, y), ignores ? blue : (255, 255, 255)), "\(y): \(f.rgb(380, y))")
    }
  }

  /// A page appears when it is chosen: its `onAppear` (which turns it from blue to green) has not run while
  /// the first page shows, so the second page comes in blue under the finger and is green once chosen.
  @Test func aPageAppearsWhenItIsChosen() throws {
    nonisolated struct Second: View {
      @State private var appeared = false
      var body: some View { (appeared ? Color.green : Color.blue).onAppear { appeared = true } }
    }
    func frame(at t: Double) throws -> RenderedFrame {
      let drag = ViewTap(dragFrom: CGPoint(x: 150, y: 100), to: CGPoint(x: 30, y: 100), time: 0.1, duration: 0.2)
      return try viewFrame(at: t, duration: 2, taps: [drag]) {
        TabView {
          Color.red
          Second()
        }
        .tabViewStyle(.page)
      }
    }
    #expect(near(try frame(at: 0.2).rgb(190, 100), (0, 122, 255)))
    #expect(near(try frame(at: 1).rgb(100, 100), Self.green))
  }

  /// iOS 18's `Tab` makes the tab `.tabItem` and `.tag` make: the same frame, the second tab chosen by
  /// its value; without values, the first tab shows.
  @Test func aTabIsATabItemAndATag() throws {
    let tabs = try viewFrame {
      TabView(selection: .constant(1)) {
        Tab("One", systemImage: "house.fill", value: 0) { Color.red }
        Tab("Two", systemImage: "house.fill", value: 1) { Color.green }
      }
    }
    let items = try viewFrame {
      TabView(selection: .constant(1)) {
        Color.red.tabItem { Label("One", systemImage: "house.fill") }.tag(0)
        Color.green.tabItem { Label("Two", systemImage: "house.fill") }.tag(1)
      }
    }
    #expect(tabs.pixels == items.pixels)
    #expect(near(tabs.rgb(100, 50), Self.green))
    let plain = try viewFrame {
      TabView {
        Tab("One", systemImage: "house.fill") { Color.red }
        TabSection("More") { Tab("Two", systemImage: "house.fill") { Color.green } }
      }
      .tabViewStyle(.sidebarAdaptable)
    }
    #expect(near(plain.rgb(100, 50), (255, 59, 48)), "\(plain.rgb(100, 50))")
  }

  nonisolated struct Pages: View {
    @State var page = 0
    var body: some View {
      TabView(selection: $page) {
        Color.red.tag(0)
        Color.green.tag(1)
        Color.blue.tag(2)
      }
      .tabViewStyle(.page)
      .onAppear { withAnimation(.linear(duration: 1)) { page = 1 } }
    }
  }

  /// Pages slide with the change: half way through a linear second the first page fills x = 0…100 and the
  /// second x = 100…200. The dots, 8 points across and 8 apart, centred 24 points above the bottom
  /// (x = 80…120, y = 172…180): the chosen one white, the others white at 30 % (over red: 255, 118, 110).
  @Test func pagesSlideAndShowTheirDots() throws {
    let f = try viewFrame(at: 0.5, duration: 1) { Pages() }
    #expect(near(f.rgb(50, 100), Self.red), "\(f.rgb(50, 100))")
    #expect(near(f.rgb(150, 100), Self.green), "\(f.rgb(150, 100))")
    let still = try viewFrame {
      TabView(selection: .constant(0)) {
        Color.red.tag(0)
        Color.green.tag(1)
        Color.blue.tag(2)
      }
      .tabViewStyle(.page)
    }
    #expect(near(still.rgb(84, 176), (255, 255, 255)), "\(still.rgb(84, 176))")
    #expect(near(still.rgb(100, 176), (255, 118, 110)), "\(still.rgb(100, 176))")
    #expect(near(still.rgb(100, 186), Self.red), "\(still.rgb(100, 186))")
  }
}

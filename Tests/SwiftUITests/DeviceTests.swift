import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// `--device`: the device's screen is the canvas and the view is laid out in its safe area; what ignores
/// the safe area reaches the screen's edges (docs/swift-views.md, Canvas). An iPhone 15 is 393 × 852
/// points with insets of 59 (top) and 34 (bottom): the safe area spans y = 59…818, centred at 438.5.
@Suite struct DeviceTests {
  let measurer = EstimatedTextMeasurer()
  let phone = Device.named("iPhone 15")!

  func items(_ root: @escaping () -> any View) throws -> [DisplayItem] {
    var options = ViewSceneOptions(fps: 60)
    options.device = phone
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: options, measurer: measurer, root: root)
    #expect(scene.size == Size(width: 393, height: 852))
    return try scene.displayList(at: 0, measurer: measurer).items
  }

  func close(_ a: Double, _ b: Double) -> Bool { a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-9) }

  @Test func devicesByName() {
    #expect(
      phone.size == Size(width: 393, height: 852) && phone.scale == 3
        && phone.safeArea == EdgeInsets(top: 59, bottom: 34))
    #expect(Device.named("iphone-16-pro")?.size == Size(width: 402, height: 874))
    #expect(Device.named("pixel") == nil)
  }

  /// A colour fills the safe area (393 × 759, centred at 438.5); ignoring the safe area, the whole screen
  /// (centred at 426). The text beside it stays centred in the safe area.
  @Test func aColourFillsTheSafeAreaUnlessItIgnoresIt() throws {
    let safe = try items {
      ZStack {
        Color.red
        Text("Hi")
      }
    }
    #expect(safe[0].frameSize == Size(width: 393, height: 759) && close(safe[0].transform.y0, 438.5))
    let full = try items {
      ZStack {
        Color.red.ignoresSafeArea()
        Text("Hi")
      }
    }
    #expect(full[0].frameSize == Size(width: 393, height: 852) && close(full[0].transform.y0, 426))
    #expect(close(full[1].transform.y0, 438.5))
  }

  /// Only the edges named grow: ignoring the top, the colour spans 0…818 (818 high, centred at 409).
  @Test func onlyTheEdgesNamedGrow() throws {
    let top = try items { Color.red.ignoresSafeArea(edges: .top) }
    #expect(top[0].frameSize == Size(width: 393, height: 818) && close(top[0].transform.y0, 409))
  }

  /// A view that does not reach an edge of the safe area does not grow: a 100-point square in the middle.
  /// A scroll view filling the safe area reaches the screen's top and bottom, as UIKit's does, so that what
  /// scrolls goes on under the status bar (its clip is the screen, 852 tall, centred at 426); its content
  /// starts at the safe area's top all the same: the first 100-point row is centred at 59 + 50.
  @Test func aScrollViewGoesOnUnderTheStatusBar() throws {
    let all = try items {
      ScrollView {
        VStack(spacing: 0) { ForEach(0..<12) { _ in Color.blue.frame(height: 100) } }
      }
    }
    let scroller = try #require(all.first)
    #expect(scroller.frameSize == Size(width: 393, height: 852), "\(scroller.frameSize)")
    #expect(close(scroller.transform.y0, 426), "\(scroller.transform)")
    guard case .group(let rows) = scroller.content, let first = rows.first else {
      Issue.record("\(scroller.content)")
      return
    }
    // The rows are drawn in the scroll view's layer, relative to its centre.
    #expect(close(first.transform.y0 + 426, 109), "\(first.transform)")
  }

  @Test func aViewAwayFromTheEdgesKeepsItsFrame() throws {
    let square = try items { Color.red.frame(width: 100, height: 100).ignoresSafeArea() }
    #expect(square[0].frameSize == Size(width: 100, height: 100) && close(square[0].transform.y0, 438.5))
  }

  /// `.background(Color.yellow)` extends into the safe area on the edges its view reaches (it ignores all
  /// of them by default): a stack that fills the safe area gets a background as large as the screen, while
  /// the text at its top sits just below the top inset.
  @Test func aBackgroundColourReachesTheScreensEdges() throws {
    let list = try items {
      VStack {
        Text("Top")
        Spacer()
      }
      .frame(maxWidth: .infinity)
      .background(Color.yellow)
    }
    try #require(list.count == 2)
    #expect(
      list[0].frameSize == Size(width: 393, height: 852) && close(list[0].transform.y0, 426),
      "\(list.map { ($0.frameSize, $0.transform.y0) })")
    #expect(close(list[1].transform.y0 - list[1].frameSize.height / 2, 59))
  }

  /// A view ignoring the safe area is offered the region grown by the insets it reaches and takes what it
  /// takes there from the region's top-leading corner (OpenSwiftUI's `_SafeAreaIgnoringLayout`): a bar 50
  /// points high at the bottom keeps its height and place (768…818, centred at 793), its background too;
  /// at the top it moves up to the screen's edge (0…50).
  @Test func aViewOfFixedHeightKeepsItsHeight() throws {
    let bottom = try items {
      VStack {
        Spacer()
        Text("Bar").frame(maxWidth: .infinity).frame(height: 50).background { Color.red }
          .ignoresSafeArea(edges: .bottom)
      }
    }
    let red = try #require(bottom.first { if case .shape = $0.content { true } else { false } })
    #expect(red.frameSize == Size(width: 393, height: 50) && close(red.transform.y0, 793), "\(red)")
    let top = try items {
      VStack {
        Color.red.frame(height: 50).ignoresSafeArea(edges: .top)
        Spacer()
      }
    }
    #expect(top[0].frameSize == Size(width: 393, height: 50) && close(top[0].transform.y0, 25), "\(top[0])")
  }

  /// A navigation stack that ignores the safe area keeps its bar below the status bar, as
  /// UINavigationController lays it out: its title is where it is without the modifier.
  @Test func aNavigationBarStaysBelowTheStatusBar() throws {
    func titleY(ignoring: Bool) throws -> Double {
      let list = try items {
        let stack = NavigationStack { Text("Row").navigationTitle("Title") }
        return ignoring ? AnyView(stack.ignoresSafeArea()) : AnyView(stack)
      }
      let title = try #require(list.first { if case .text("Title", _, _, _, _) = $0.content { true } else { false } })
      return title.transform.y0
    }
    let plain = try titleY(ignoring: false)
    #expect(plain > 59 + 44)
    #expect(close(try titleY(ignoring: true), plain))
  }

  /// A tab view that ignores the safe area keeps its bar above the home indicator, as UITabBarController
  /// lays it out: the tab's label is where it is without the modifier.
  @Test func aTabBarStaysAboveTheHomeIndicator() throws {
    func labelY(ignoring: Bool) throws -> Double {
      let list = try items {
        let tabs = TabView {
          Text("Page").tabItem { Label("First", systemImage: "star") }
          Text("Other").tabItem { Label("Second", systemImage: "heart") }
        }
        return ignoring ? AnyView(tabs.ignoresSafeArea()) : AnyView(tabs)
      }
      let label = try #require(list.first { if case .text("First", _, _, _, _) = $0.content { true } else { false } })
      return label.transform.y0
    }
    let plain = try labelY(ignoring: false)
    #expect(plain < 818)
    #expect(close(try labelY(ignoring: true), plain))
  }

  /// An iPhone upright is compact by regular (the probe draws black), an iPad's full-screen window regular
  /// both ways (white).
  @Test func sizeClassesFollowTheDevice() throws {
    func fill(_ device: Device) throws -> RGBAColor? {
      var options = ViewSceneOptions(fps: 60)
      options.device = device
      let scene = try ViewScene.scene(
        file: "/tmp/Test.swift", text: "test", options: options, measurer: measurer,
        root: { EnvironmentTests.SizeProbe() })
      let item = try #require(scene.displayList(at: 0, measurer: measurer).items.first)
      if case .shape(let s) = item.content { return s.fill }
      return nil
    }
    #expect(try fill(phone)?.red == 0)
    #expect(try fill(Device.named("ipad")!)?.red == 1)
  }

  struct OwnTabBar: View {
    init() { UITabBar.appearance().isHidden = true }
    var body: some View {
      TabView {
        Color.blue.tabItem { Label("First", systemImage: "star") }
      }
    }
  }

  /// `UITabBar.appearance().isHidden = true` in a view's `init` hides the bar its tab view draws (the tab
  /// fills the safe area: 759 points tall, centred at 438.5), for that render only: a tab view rendered
  /// after it has its bar again.
  @Test func aHiddenTabBarIsNotDrawn() throws {
    let hidden = try items { OwnTabBar() }
    #expect(!hidden.contains { if case .text("First", _, _, _, _) = $0.content { true } else { false } })
    let page = try #require(hidden.first { if case .shape = $0.content { true } else { false } })
    #expect(page.frameSize.height == 759 && close(page.transform.y0, 438.5), "\(page)")
    let shown = try items { TabView { Color.blue.tabItem { Label("First", systemImage: "star") } } }
    #expect(shown.contains { if case .text("First", _, _, _, _) = $0.content { true } else { false } })
  }
}

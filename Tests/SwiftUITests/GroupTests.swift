import Foundation
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// `Group` is no layout: its views are the container's children, and a modifier on the group applies to
/// each of them (docs/swift-views.md, Groups). Positions by hand in a 200 × 200 canvas.
@Suite struct GroupTests {
  let measurer = EstimatedTextMeasurer()

  func items(taps: [ViewTap] = [], at t: Double = 0, _ root: @escaping () -> any View) throws -> [DisplayItem] {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(size: Size(width: 200, height: 200), fps: 60, taps: taps),
      measurer: measurer, root: root)
    return try scene.displayList(at: t, measurer: measurer).items
  }

  func centre(_ item: DisplayItem) -> (Double, Double) { (item.transform.x0, item.transform.y0) }

  /// Each view gets its own 100 × 100 frame and the ZStack overlays them: both centred at (100, 100).
  /// (As a VStack they were at y = 76 and 114.)
  @Test func aGroupInAZStackOverlays() throws {
    let list = try items {
      ZStack {
        Group {
          Color.red.frame(width: 40, height: 20)
          Color.blue.frame(width: 20, height: 40)
        }
        .frame(width: 100, height: 100)
      }
    }
    try #require(list.count == 2)
    #expect(centre(list[0]) == (100, 100) && centre(list[1]) == (100, 100))
    #expect(list[0].frameSize == Size(width: 40, height: 20) && list[1].frameSize == Size(width: 20, height: 40))
  }

  /// In an HStack with no spacing, two 50-point frames side by side: 100 wide, centred, so the views'
  /// centres are at 75 and 125.
  /// (Each view's own inner `.frame` sits where a wrapper of the same name would: they must not collide.)
  @Test func aGroupInAnHStackLaysItsViewsOutAcross() throws {
    let list = try items {
      HStack(spacing: 0) {
        Group {
          Color.red.frame(width: 40, height: 20)
          Color.blue.frame(width: 20, height: 40)
        }
        .frame(width: 50, height: 50)
      }
    }
    try #require(list.count == 2)
    #expect(centre(list[0]) == (75, 100) && centre(list[1]) == (125, 100), "\(list.map(centre))")
  }

  /// A background on a group is a background behind each view: two green plates, each the size of its view.
  @Test func aBackgroundOnAGroupIsOnEachView() throws {
    let list = try items {
      VStack(spacing: 10) {
        Group {
          Color.red.frame(width: 40, height: 20)
          Color.blue.frame(width: 60, height: 30)
        }
        .padding(5)
        .background(Color.green)
      }
    }
    // Plate, red, plate, blue: the stack is 30 + 10 + 40 = 80 high from y = 60.
    try #require(list.count == 4)
    #expect(list[0].frameSize == Size(width: 50, height: 30) && centre(list[0]) == (100, 75))
    #expect(list[2].frameSize == Size(width: 70, height: 40) && centre(list[2]) == (100, 120))
  }

  struct Tappable: View {
    @State var on = false
    var body: some View {
      VStack {
        Group {
          Color.red.frame(width: 20, height: 20)
          Color.blue.frame(width: 20, height: 20)
        }
        .opacity(on ? 0.5 : 1)
        .onTapGesture { on = true }
      }
    }
  }

  /// A tap attached to a group is one target: an unnamed `--tap` finds exactly one.
  @Test func aTapOnAGroupIsOneTarget() throws {
    let list = try items(taps: [ViewTap(target: nil, time: 0.1)], at: 0.2) { Tappable() }
    try #require(list.count == 2)
    #expect(list.allSatisfy { $0.opacity == 0.5 })
  }

  struct Spread: View {
    @State private var on = false
    var body: some View {
      ZStack {
        ForEach(0..<3, id: \.self) { _ in
          Rectangle().frame(width: 10, height: 10).offset(x: on ? 60 : 0)
        }
        .onAppear { withAnimation(.linear(duration: 1)) { on.toggle() } }
      }
    }
  }

  /// `.onAppear` on a `ForEach` of three views runs once, as SwiftUI merges a list's appearance callbacks
  /// (run once per view, the toggles would cancel): every square moves the 60 points, 30 at 0.5 s.
  @Test func onAppearOnAGroupRunsOnce() throws {
    let start = try items { Spread() }.map(centre)
    for (t, moved) in [(0.5, 30.0), (1.0, 60.0)] {
      let now = try items(at: t) { Spread() }.map(centre)
      #expect(now.count == 3 && start.count == 3)
      for (a, b) in zip(start, now) { #expect(abs(b.0 - a.0 - moved) < 1e-9, "at \(t) s: \(a.0) → \(b.0)") }
    }
  }
}

/// `.buttonStyle(.plain)` draws the label as it is, in the primary colour; the default style in the
/// accent colour (iOS's blue, #007AFF).
@Suite struct PlainButtonTests {
  let measurer = EstimatedTextMeasurer()

  func textColour(_ root: @escaping () -> any View) throws -> RGBAColor? {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: Size(width: 200, height: 100)),
      measurer: measurer, root: root)
    guard case .text(_, _, let color, _, _)? = try scene.displayList(at: 0, measurer: measurer).items.first?.content
    else { return nil }
    return color
  }

  @Test func plainIsPrimaryAutomaticIsTheAccent() throws {
    let plain = try #require(try textColour { Button("Go") {}.buttonStyle(.plain) })
    #expect(plain.red == 0 && plain.green == 0 && plain.blue == 0 && plain.alpha == 1)
    let automatic = try #require(try textColour { Button("Go") {} })
    #expect(automatic.red == 0 && abs(automatic.green - 122.0 / 255) < 1e-9 && automatic.blue == 1)
  }
}

/// `.accessibilityIdentifier` names the view it modifies wherever it is written in the chain: the layer in
/// `sample` and the tap target are one name.
@Suite struct IdentifierTests {
  let measurer = EstimatedTextMeasurer()

  func scene(taps: [ViewTap] = [], _ root: @escaping () -> any View) throws -> Scene {
    try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: Size(width: 200, height: 100), taps: taps),
      measurer: measurer, root: root)
  }

  struct Dot: View {
    @State var big = false
    var body: some View {
      Capsule().frame(width: big ? 40 : 20, height: 20).padding(4).accessibilityIdentifier("dot")
        .onTapGesture { big = true }
    }
  }

  @Test func afterLayoutModifiersItNamesTheLayerAndTheTap() throws {
    let s = try scene(taps: [ViewTap(target: "dot", time: 0.5)]) { Dot() }
    let items = try s.displayList(at: 1, measurer: measurer).items
    try #require(items.count == 1)
    #expect(items[0].id == "dot")
    #expect(items[0].frameSize == Size(width: 40, height: 20))
  }

  /// On the view itself, and then outside it again: the one on the view wins for the layer.
  @Test func theInnermostWins() throws {
    let s = try scene {
      Circle().accessibilityIdentifier("inner").frame(width: 20, height: 20).accessibilityIdentifier("outer")
    }
    #expect(try s.displayList(at: 0, measurer: measurer).items.map(\.id) == ["inner"])
  }
}

/// A `matchedGeometryEffect(isSource: false)` view takes its source's frame and is laid out in it: an
/// underline in an overlay gets the width of the word it follows, not the row's.
@Suite struct MatchedFollowerTests {
  let measurer = EstimatedTextMeasurer()

  struct Tabs: View {
    @Namespace var ns
    var selected: Int
    var body: some View {
      HStack(spacing: 0) {
        Color.gray.frame(width: 40, height: 20).matchedGeometryEffect(id: 0, in: ns)
        Color.gray.frame(width: 80, height: 20).matchedGeometryEffect(id: 1, in: ns)
      }
      .overlay {
        Color.red.frame(height: 4).matchedGeometryEffect(id: selected, in: ns, isSource: false)
      }
    }
  }

  /// The row is 120 wide from x = 40 in 200 × 100: the 80-point tab spans 80…160 (centre 120), the
  /// 40-point one 40…80 (centre 60). The underline is 4 high, centred in the tab it follows.
  @Test func theFollowerIsLaidOutInTheSourcesFrame() throws {
    for (selected, x, width) in [(1, 120.0, 80.0), (0, 60, 40)] {
      let scene = try ViewScene.scene(
        file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: Size(width: 200, height: 100)),
        measurer: measurer
      ) { Tabs(selected: selected) }
      let line = try #require(scene.displayList(at: 0, measurer: measurer).items.last)
      #expect(
        line.frameSize == Size(width: width, height: 4) && line.transform.x0 == x && line.transform.y0 == 50,
        "\(selected)")
    }
  }

  /// The same tabs choosing on a tap, with `.animation(.linear(duration: 1), value:)` around them.
  struct Choosing: View {
    @Namespace var ns
    @State private var selected = 0
    var body: some View {
      HStack(spacing: 0) {
        Color.gray.frame(width: 40, height: 20).matchedGeometryEffect(id: 0, in: ns)
        Color.gray.frame(width: 80, height: 20).matchedGeometryEffect(id: 1, in: ns)
      }
      .overlay {
        Color.red.frame(height: 4).matchedGeometryEffect(id: selected, in: ns, isSource: false)
      }
      .animation(.linear(duration: 1), value: selected)
      .onTapGesture { selected = 1 }
    }
  }

  /// Tapped at 0.5 s, the underline moves from the first tab's frame (centre 60, 40 wide) to the second's
  /// (120, 80) over the second: half-way at 1 s (90, 60). It used to jump, sharing the second tab's own
  /// frame animator, which had not moved.
  @Test func theFollowerMovesToItsNewSourceWithTheTransaction() throws {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(size: Size(width: 200, height: 100), taps: [ViewTap(target: nil, time: 0.5)]),
      measurer: measurer
    ) { Choosing() }
    for (t, x, width) in [(0.5, 60.0, 40.0), (1.0, 90, 60), (1.5, 120, 80)] {
      let line = try #require(scene.displayList(at: t, measurer: measurer).items.last)
      #expect(
        abs(line.transform.x0 - x) < 1e-9 && abs(line.frameSize.width - width) < 1e-9,
        "t = \(t): \(line.transform.x0), \(line.frameSize.width)")
    }
  }
}

import DisplayModel
import RenderAnimSwiftUI
import RenderAnimUIKit
import SceneFormat
import Testing

/// A tab view as UIKit's controllers draw it (docs/swift-views.md, Controls): a change of tab is at once,
/// whatever the change's animation (UITabBarController does not animate), and a page view's dots take the
/// tints `UIPageControl.appearance()` was given.
@Suite struct TabViewTests {
  let measurer = EstimatedTextMeasurer()

  func scene(_ root: @escaping () -> any View) throws -> Scene {
    try ViewScene.scene(
      file: "/tmp/Test.swift", text: "t", options: ViewSceneOptions(size: Size(width: 200, height: 300)),
      measurer: measurer, root: root)
  }

  /// Every shape's fill and opacity, groups flattened (their opacity multiplied in).
  func fills(_ items: [DisplayItem], _ opacity: Double = 1) -> [(RGBAColor, Double)] {
    items.flatMap { item -> [(RGBAColor, Double)] in
      switch item.content {
      case .shape(let s): return s.fill.map { [($0, opacity * item.opacity)] } ?? []
      case .group(let inner): return fills(inner, opacity * item.opacity)
      default: return []
      }
    }
  }

  nonisolated struct Switching: View {
    @State private var tab = 0
    var body: some View {
      TabView(selection: $tab) {
        Color.red.tag(0).tabItem { Text("Red") }
        Color.blue.tag(1).tabItem { Text("Blue") }
      }
      .onAppear { withAnimation(.linear(duration: 1)) { tab = 1 } }
    }
  }

  /// Half way through the change's second, the blue tab alone, at full opacity: no red is drawn.
  @Test func aTabChangesAtOnce() throws {
    let drawn = fills(try scene { Switching() }.displayList(at: 0.5, measurer: measurer).items)
    #expect(!drawn.contains { $0.0.red > 0.9 && $0.0.green < 0.4 && $0.1 > 0 }, "\(drawn)")
    #expect(drawn.contains { $0.0.blue > 0.9 && $0.0.red < 0.1 && $0.1 == 1 }, "\(drawn)")
  }

  nonisolated struct Pages: View {
    init() {
      UIPageControl.appearance().currentPageIndicatorTintColor = .black
      UIPageControl.appearance().pageIndicatorTintColor = .gray
    }
    var body: some View {
      TabView {
        Text("One")
        Text("Two")
        Text("Three")
      }
      .tabViewStyle(.page)
    }
  }

  /// Three dots: the first (the page shown) black, the others UIKit's grey, not white.
  @Test func pageDotsTakeTheAppearancesTints() throws {
    let dots = fills(try scene { Pages() }.displayList(at: 0, measurer: measurer).items)
    #expect(dots.count == 3, "\(dots)")
    #expect(dots.first?.0 == RGBAColor(red: 0, green: 0, blue: 0))
    #expect(dots.dropFirst().allSatisfy { $0.0.red > 0.4 && $0.0.red < 0.7 && $0.0.alpha == 1 }, "\(dots)")
  }
}

import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// Swift `Text` lays out as SwiftUI's does: its ideal size when it fits, wrapped at a narrower width
/// offered; `.lineLimit`, `.multilineTextAlignment` and `.italic()` reach the drawn text. Sizes by hand
/// with ``EstimatedTextMeasurer`` (0.55 × size per character, 1.2 × size per line).
@Suite struct TextWrappingTests {
  let measurer = EstimatedTextMeasurer()

  func item(_ root: @escaping () -> any View) throws -> DisplayItem {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(size: Size(width: 200, height: 200), fps: 60, duration: nil, taps: []),
      measurer: measurer, root: root)
    return try #require(scene.displayList(at: 0, measurer: measurer).items.last)
  }

  /// 14 characters at 10 pt are 77 wide on one line. Offered 40, a line holds ⌊40 / 5.5⌋ = 7 characters:
  /// two lines, 38.5 × 24, drawn wrapped at that width; centred in the canvas.
  @Test func wrapsWhenOfferedLess() throws {
    let free = try item { Text("aaaa bbbb cccc").font(.system(size: 10)) }
    #expect(free.frameSize == Size(width: 77, height: 12))
    let wrapped = try item {
      Text("aaaa bbbb cccc").font(.system(size: 10)).multilineTextAlignment(.trailing).italic().frame(width: 40)
    }
    #expect(wrapped.frameSize.width.isApproximatelyEqual(to: 38.5, absoluteTolerance: 1e-9))
    #expect(wrapped.frameSize.height.isApproximatelyEqual(to: 24, absoluteTolerance: 1e-9))
    guard case .text(_, let font, _, let paragraph, _) = wrapped.content else {
      Issue.record("not text")
      return
    }
    #expect(font.italic)
    #expect(paragraph.alignment == .trailing && paragraph.width == wrapped.frameSize.width)
  }

  /// Three lines' worth limited to two: 24 high.
  @Test func lineLimitCapsTheHeight() throws {
    let limited = try item { Text("aaaa bbbb cccc dddd").font(.system(size: 10)).lineLimit(2).frame(width: 40) }
    #expect(limited.frameSize.height.isApproximatelyEqual(to: 24, absoluteTolerance: 1e-9))
  }
}

/// `.font(.system(size:))` changed in `withAnimation(.linear(duration: 1))`: the drawn size is halfway
/// (30) at 0.5 s and exactly the new size (40) at rest.
@Suite struct FontSizeAnimationViewTests {
  struct Grow: View {
    @State var big = false
    var body: some View {
      Text("Hi").font(.system(size: big ? 40 : 20)).onTapGesture { withAnimation(.linear(duration: 1)) { big = true } }
    }
  }

  @Test func fontSizeAnimates() throws {
    let m = EstimatedTextMeasurer()
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(size: Size(width: 200, height: 200), taps: [ViewTap(target: nil, time: 0)]),
      measurer: m
    ) { Grow() }
    for (t, expected) in [(0.5, 30.0), (2.0, 40.0)] {
      guard case .text(_, let font, _, _, _) = try #require(scene.displayList(at: t, measurer: m).items.first).content
      else {
        Issue.record("not text")
        return
      }
      #expect(font.size.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9), "t = \(t): \(font.size)")
    }
  }
}

/// A gradient foreground style reaches text (on the Text or from a container) and SF Symbols; a colour
/// set on the Text wins over a container's gradient.
@Suite struct GradientForegroundTests {
  @Test func gradientsReachTextAndSymbols() throws {
    let m = EstimatedTextMeasurer()
    func content(_ root: @escaping () -> any View) throws -> DisplayContent {
      let scene = try ViewScene.scene(
        file: "/tmp/Test.swift", text: "test", options: ViewSceneOptions(size: Size(width: 200, height: 200)),
        measurer: m, root: root)
      return try #require(scene.displayList(at: 0, measurer: m).items.first).content
    }
    let g = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    func gradient(_ c: DisplayContent) -> GradientFill? {
      if case .text(_, _, _, _, let g) = c { return g }
      return nil
    }
    #expect(gradient(try content { Text("Hi").foregroundStyle(g) })?.stops.count == 2)
    #expect(gradient(try content { VStack { Text("Hi") }.foregroundStyle(g) })?.stops.count == 2)
    #expect(gradient(try content { Image(systemName: "heart").foregroundStyle(g) })?.stops.count == 2)
    #expect(gradient(try content { VStack { Text("Hi").foregroundColor(.red) }.foregroundStyle(g) }) == nil)
  }
}

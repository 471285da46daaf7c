import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// Dynamic Type (docs/swift-views.md, Text): text styles take their sizes from the Human Interface
/// Guidelines' table at the reader's size, custom fonts and `@ScaledMetric` scale as their style does,
/// and fixed sizes stay.
@Suite struct DynamicTypeTests {
  let measurer = EstimatedTextMeasurer()

  func items(_ size: DynamicTypeSize, _ root: @escaping () -> any View) throws -> [DisplayItem] {
    var options = ViewSceneOptions(size: Size(width: 300, height: 300), fps: 60)
    options.dynamicTypeSize = size
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test", options: options, measurer: measurer, root: root)
    return try scene.displayList(at: 0, measurer: measurer).items
  }

  func fontSize(_ size: DynamicTypeSize, _ root: @escaping () -> any View) throws -> Double? {
    guard case .text(_, let font, _, _, _)? = try items(size, root).first?.content else { return nil }
    return font.size
  }

  /// The table's default column is each style's default size (large title 34 … caption 2 11).
  @Test func theDefaultColumnIsTheDefaultSize() {
    for style in Font.TextStyle.allCases {
      #expect(
        style.dynamicSizes.count == 12 && style.dynamicSizes[TextStyle.defaultDynamicSize].size == style.font.size,
        "\(style)")
    }
    #expect(
      Font.TextStyle.largeTitle.dynamicSizes[3] == (34, 41) && Font.TextStyle.caption2.dynamicSizes[3] == (11, 13))
  }

  @Test func textStylesFollowTheTable() throws {
    #expect(try fontSize(.accessibility1) { Text("Hi").font(.body) } == 28)
    #expect(try fontSize(.xSmall) { Text("Hi").font(.title) } == 25)
    #expect(try fontSize(.accessibility5) { Text("Hi") } == 53)
    #expect(try fontSize(.xxxLarge) { Text("Hi").font(.system(.largeTitle, design: .rounded)) } == 40)
    #expect(try fontSize(.large) { Text("Hi").font(.footnote) } == 13)
  }

  /// A fixed size stays; a custom font scales as its style: 20 × 23 / 17 at xxxLarge as body text,
  /// 20 × 30 / 28 at xLarge relative to the title.
  @Test func customAndFixedSizes() throws {
    #expect(try fontSize(.accessibility5) { Text("Hi").font(.system(size: 20)) } == 20)
    #expect(try fontSize(.accessibility5) { Text("Hi").font(.custom("Inter", fixedSize: 20)) } == 20)
    let body = try #require(try fontSize(.xxxLarge) { Text("Hi").font(.custom("Inter", size: 20)) })
    #expect(body.isApproximatelyEqual(to: 20 * 23 / 17, absoluteTolerance: 1e-9))
    let title = try #require(try fontSize(.xLarge) { Text("Hi").font(.custom("Inter", size: 20, relativeTo: .title)) })
    #expect(title.isApproximatelyEqual(to: 20 * 30 / 28, absoluteTolerance: 1e-9))
  }

  /// `.dynamicTypeSize(...DynamicTypeSize.large)` keeps text at most at the default size; a range above
  /// lifts it.
  @Test func aRangeClampsTheSize() throws {
    #expect(try fontSize(.accessibility3) { Text("Hi").dynamicTypeSize(...DynamicTypeSize.large) } == 17)
    #expect(
      try fontSize(.xSmall) { Text("Hi").dynamicTypeSize(DynamicTypeSize.xLarge...DynamicTypeSize.xxxLarge) } == 19)
    #expect(try fontSize(.large) { Text("Hi").dynamicTypeSize(.accessibility2) } == 33)
  }

  struct Scaled: View {
    @ScaledMetric var side = 10.0
    @ScaledMetric(relativeTo: .largeTitle) var wide = 34.0
    @Environment(\.dynamicTypeSize) var size
    var body: some View {
      Rectangle().frame(width: wide, height: side).opacity(size.isAccessibilitySize ? 1 : 0.5)
    }
  }

  /// `@ScaledMetric`: 10 × 28 / 17 high and 44 wide (34 × 44 / 34) at accessibility size 1, where the
  /// environment reads an accessibility size.
  @Test func scaledMetricsAndTheEnvironment() throws {
    let big = try #require(try items(.accessibility1) { Scaled() }.first)
    #expect(
      big.frameSize.height.isApproximatelyEqual(to: 10 * 28 / 17, absoluteTolerance: 1e-9) && big.frameSize.width == 44)
    #expect(big.opacity == 1)
    let normal = try #require(try items(.large) { Scaled() }.first)
    #expect(normal.frameSize == Size(width: 34, height: 10) && normal.opacity == 0.5)
  }

  @Test func sizesByName() {
    #expect(DynamicTypeSize.named("AX3") == .accessibility3)
    #expect(DynamicTypeSize.named("xxxlarge") == .xxxLarge)
    #expect(DynamicTypeSize.named("huge") == nil)
  }
}

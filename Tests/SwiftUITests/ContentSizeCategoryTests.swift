import Foundation
import RenderAnimSwiftUI
import RenderAnimUIKit
import SceneFormat
import Testing

/// The older forms of the preferred text size public code still reads (docs/swift-views.md, Text and
/// Dynamic Type): SwiftUI's `sizeCategory` is the environment's `dynamicTypeSize`, and UIKit's
/// `UIFontMetrics` scales by the render's size (`--dynamic-type`) as the text style's size there over its
/// size at the default: body at accessibility size 1 is 28 points for 17, so 10 becomes 10 × 28 / 17.
@Suite struct ContentSizeCategoryTests {
  let measurer = EstimatedTextMeasurer()

  nonisolated struct Reader: View {
    @Environment(\.sizeCategory) var category
    var body: some View {
      let scaled = UIFontMetrics.default.scaledValue(for: 10)
      let large = UIFontMetrics(forTextStyle: .body).scaledValue(
        for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
      Text("\(category == .accessibilityMedium ? "ax1" : "other") \(String(format: "%.4f %.4f", scaled, large))")
    }
  }

  func text(_ size: DynamicTypeSize, _ root: @escaping () -> any View) throws -> String? {
    var options = ViewSceneOptions(size: Size(width: 300, height: 100))
    options.dynamicTypeSize = size
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "t", options: options, measurer: measurer, root: root)
    for item in try scene.displayList(at: 0, measurer: measurer).items {
      if case .text(let s, _, _, _, _) = item.content { return s }
    }
    return nil
  }

  @Test func theRendersSizeIsUIKitsAndTheEnvironments() throws {
    #expect(try text(.accessibility1) { Reader() } == "ax1 \(String(format: "%.4f %.4f", 10.0 * 28 / 17, 10.0))")
    #expect(try text(.large) { Reader() } == "other 10.0000 10.0000")
    #expect(try text(.large) { Reader().environment(\.sizeCategory, .accessibilityMedium) }?.hasPrefix("ax1") == true)
    #expect(
      ContentSizeCategory.accessibilityLarge.isAccessibilityCategory
        && !ContentSizeCategory.large.isAccessibilityCategory)
    #expect(DynamicTypeSize(UIContentSizeCategory.extraLarge) == .xLarge && DynamicTypeSize(.unspecified) == nil)
  }
}

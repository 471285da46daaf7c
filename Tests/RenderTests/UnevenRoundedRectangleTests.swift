import Foundation
import Render
import SceneFormat
import RenderAnimSwiftUI
import Testing

/// iOS 17's `UnevenRoundedRectangle` and `.rect(topLeadingRadius:…)` (docs/swift-views.md, Shapes): each
/// corner a quarter circle of its own radius, at most half the shorter side. A 100-point square on a
/// 100-point canvas, by hand (pixel centres at +0.5): with a 40-point top-leading radius the pixel (2, 2) is
/// outside (53.0 points from the corner's centre (40, 40)) and (14, 14) inside (36.1); a 20-point
/// bottom-trailing radius leaves (97, 97) outside (24.7 from (80, 80)) and (88, 88) inside (12.0); the
/// square corners are filled to their tips.
@Suite struct UnevenRoundedRectangleTests {
  let blue: RGB = (0, 0, 255)
  let white: RGB = (255, 255, 255)

  func check(_ f: RenderedFrame) {
    for (x, y, expected) in [
      (2, 2, white), (14, 14, blue), (97, 2, blue), (2, 97, blue), (97, 97, white), (88, 88, blue),
    ] {
      #expect(near(f.rgb(x, y), expected), "(\(x), \(y)): \(f.rgb(x, y))")
    }
  }

  @Test func aShapeWithARadiusForEachCorner() throws {
    check(
      try viewFrame(size: Size(width: 100, height: 100)) {
        UnevenRoundedRectangle(topLeadingRadius: 40, bottomTrailingRadius: 20).fill(Color(red: 0, green: 0, blue: 1))
      })
  }

  /// The same as a clip shape, written as iOS 17's `.rect(…)`; a radius past half the side is drawn at half.
  @Test func aClipShapeAndAClampedRadius() throws {
    check(
      try viewFrame(size: Size(width: 100, height: 100)) {
        Color(red: 0, green: 0, blue: 1).clipShape(
          .rect(cornerRadii: RectangleCornerRadii(topLeading: 40, bottomTrailing: 20)))
      })
    let clamped = try viewFrame(size: Size(width: 100, height: 100)) {
      Color(red: 0, green: 0, blue: 1).clipShape(.rect(topLeadingRadius: 500))
    }
    // Radius 50: the pixel (12, 12), centred at 12.5, is 53.0 from (50, 50), outside; (20, 20), 41.7, inside.
    #expect(near(clamped.rgb(12, 12), white) && near(clamped.rgb(20, 20), blue), "\(clamped.rgb(12, 12))")
  }
}

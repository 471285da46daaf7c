import Foundation
import Render
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// `.safeAreaInset(edge:)` and `.safeAreaPadding` (docs/swift-views.md, Layout): the inset at its edge,
/// the view in the space it leaves, `spacing` between them. On a 200-point canvas, a 40-point red inset.
@Suite struct SafeAreaInsetTests {
  let blue: RGB = (0, 122, 255)
  let red: RGB = (255, 59, 48)
  let white: RGB = (255, 255, 255)

  @Test func anInsetAtEachEdge() throws {
    let bottom = try viewFrame { Color.blue.safeAreaInset(edge: .bottom) { Color.red.frame(height: 40) } }
    #expect(near(bottom.rgb(100, 155), blue) && near(bottom.rgb(100, 165), red))
    let top = try viewFrame {
      Color.blue.safeAreaInset(edge: .top, spacing: 10) { Color.red.frame(height: 40) }
    }
    #expect(near(top.rgb(100, 35), red) && near(top.rgb(100, 45), white) && near(top.rgb(100, 55), blue))
    let leading = try viewFrame {
      Color.blue.safeAreaInset(edge: .leading) { Color.red.frame(width: 40) }
    }
    #expect(near(leading.rgb(35, 100), red) && near(leading.rgb(45, 100), blue))
    // A 20-point inset of the safe area all round pads the view.
    let padded = try viewFrame { Color.blue.safeAreaPadding(20) }
    #expect(near(padded.rgb(15, 100), white) && near(padded.rgb(25, 100), blue))
  }
}

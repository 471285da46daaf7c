import DisplayModel
import Render
import RenderAnimSwiftUI
import Testing

/// A wrapped text draws the lines its frame was measured for (docs/swift-views.md, Text): set again at its
/// frame's width (its widest line), a 60-point bold line cut inside "SwiftUIDesigns" and ending in 🎉 kept
/// the emoji on its line, where Pango's break, counting the letter spacing after the line's end, moved it
/// to a fifth line below the orange background that holds four (corpus28's D1).
@Suite struct TextFrameLinesTests {
  nonisolated struct Wrapped: View {
    var body: some View {
      VStack {
        Text("Welcome to SwiftUIDesigns 🎉")
          .font(.system(size: 60, weight: .bold))
          .padding(20)
          .background(.orange)
        Spacer()
      }
      .padding()
    }
  }

  @Test func everyLineIsInsideTheFrame() throws {
    let f = try viewFrame(size: Size(width: 393, height: 600)) { Wrapped() }
    // The orange box's bottom: the last orange row in the column at x = 45 (inside the padding).
    let orange = (0..<f.height).filter { near(f.rgb(45, $0), (255, 149, 0)) }
    let bottom = try #require(orange.max())
    #expect(bottom > 300 && bottom < 400, "box bottom \(bottom)")
    var ink = 0
    for y in (bottom + 2)..<min(bottom + 80, f.height) {
      for x in 0..<f.width where !near(f.rgb(x, y), (255, 255, 255)) { ink += 1 }
    }
    #expect(ink == 0, "\(ink) pixels drawn below the box")
  }
}

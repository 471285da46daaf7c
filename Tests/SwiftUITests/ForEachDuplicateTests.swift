import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A `ForEach` whose ids repeat draws every element, each in its own place, as an iPhone does (SwiftUI warns
/// that the results are undefined; public code has such lists of colours).
@Suite struct ForEachDuplicateTests {
  let measurer = EstimatedTextMeasurer()

  struct Swatches: View {
    let colors: [Color] = [.red, .blue, .red, .red]
    var body: some View {
      HStack(spacing: 0) {
        ForEach(colors, id: \.self) { color in color.frame(width: 20, height: 20) }
      }
      .frame(width: 100, height: 100)
    }
  }

  /// Four 20-point squares side by side in a 100-point frame: centres at x = 20, 40, 60 and 80, the red
  /// ones at 20, 60 and 80.
  @Test func everyElementIsDrawnInItsPlace() throws {
    let scene = try tappedScene(measurer: measurer) { Swatches() }
    let squares = try scene.displayList(at: 0, measurer: measurer).items.filter {
      $0.frameSize == Size(width: 20, height: 20)
    }
    #expect(squares.map(\.transform.x0) == [20, 40, 60, 80])
    #expect(squares.map(\.transform.y0) == [50, 50, 50, 50])
  }
}

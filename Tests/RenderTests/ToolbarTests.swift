import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// The bottom toolbar (docs/swift-views.md, Navigation): `.bottomBar` items stand in a 44-point bar at the
/// bottom of the stack, so the red content ends 44 points above the canvas's bottom (y = 156) and the item
/// can be tapped by its title.
@Suite struct ToolbarTests {
  nonisolated struct Bottom: View {
    @State var tapped = false
    var body: some View {
      NavigationStack {
        (tapped ? Color.green : Color.red)
          .toolbar {
            ToolbarItem(placement: .bottomBar) { Button("Pop") { tapped = true } }
          }
      }
    }
  }

  @Test func bottomBarItemsStandInABarAtTheBottom() throws {
    let f = try viewFrame(at: 0.5, duration: 1) { Bottom() }
    #expect(near(f.rgb(100, 150), (255, 59, 48)))
    #expect(f.rgb(100, 160).g > 200, "the bar under the content: \(f.rgb(100, 160))")
    let tapped = try viewFrame(at: 0.5, duration: 1, taps: [ViewTap(target: "Pop", time: 0.1)]) { Bottom() }
    #expect(near(tapped.rgb(100, 150), (52, 199, 89)))
  }
}

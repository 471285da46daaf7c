import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// An object placed around the root with `.environmentObject` (docs/swift-views.md, "The root view") is
/// made once, as the preview that makes it is evaluated once on iOS: what its `init` sets is its first
/// value, not a change, and what the views change later stays.
@Suite struct EnvironmentObjectTests {
  nonisolated final class Model: ObservableObject {
    @Published var width = 0.0
    init() { width = 40 }
  }

  nonisolated struct Bar: View {
    @EnvironmentObject var model: Model
    var body: some View {
      Color.black.frame(width: model.width, height: 20)
        .onAppear { model.width += 40 }
    }
  }

  /// The model starts 40 wide (its `init`), and the bar's `onAppear` makes it 80: an 80-point bar at
  /// x = 60…140. Made again at each update, the model's `init` was a change at every update (an endless
  /// loop), and the bar's change was lost with the old model.
  @Test func anObjectAroundTheRootIsMadeOnce() throws {
    let f = try viewFrame(at: 0.5, duration: 1) { Bar().environmentObject(Model()) }
    #expect(f.rgb(62, 100).r < 10, "\(f.rgb(62, 100))")
    #expect(f.rgb(138, 100).r < 10, "\(f.rgb(138, 100))")
    #expect(f.rgb(142, 100).r > 245, "\(f.rgb(142, 100))")
  }
}

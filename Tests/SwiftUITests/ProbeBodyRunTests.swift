import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// The layout's passes before an update evaluate each body with the run the update gives it: ids a body
/// makes with `UUID()` (rewritten to `RenderClock.uuid()` in a view file) are the same in the passes and in
/// the update, so a `GeometryReader` in a row identified by them finds the row's place.
@Suite struct ProbeBodyRunTests {
  let measurer = EstimatedTextMeasurer()

  struct Row: Identifiable {
    let id = RenderClock.uuid()
    let width: Double
  }

  /// The parent makes its rows, with new ids, each time its body runs.
  struct Parent: View {
    var body: some View { Rows(rows: [Row(width: 30), Row(width: 50)]) }
  }

  struct Rows: View {
    let rows: [Row]
    var body: some View {
      HStack(spacing: 10) {
        ForEach(rows) { row in
          Color.blue.frame(width: row.width, height: 20)
            .overlay {
              GeometryReader { proxy in
                Color.red.frame(width: proxy.frame(in: .global).width / 2, height: 4)
              }
            }
        }
      }
    }
  }

  /// Each reader sees its row (30 and 50 points wide), not the 100-point canvas it would fall back to.
  @Test func aReaderInARowWithMadeIdsFindsItsRow() throws {
    let scene = try tappedScene(measurer: measurer) { Parent() }
    let marks = try scene.displayList(at: 0, measurer: measurer).items.filter { $0.frameSize.height == 4 }
    #expect(marks.map(\.frameSize.width) == [15, 25])
  }
}

import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// `onDisappear` and `.task`'s cancellation (docs/swift-views.md, The runtime's rules): an action runs after
/// the update that removes its view, as its removal transition begins; a group's runs when its last view is
/// gone; a `.task` is cancelled when its view disappears. A 40-point square at the top left of a 200-point
/// canvas shows the outcome: iOS red (255, 59, 48) before, iOS green (52, 199, 89) after.
@Suite struct AppearanceActionTests {
  static let red: RGB = (255, 59, 48)
  static let green: RGB = (52, 199, 89)

  nonisolated struct Removed: View {
    @State private var shown = true
    @State private var gone = 0
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        (gone > 0 ? Color.green : Color.red).frame(width: 40, height: 40)
        Button("Hide") { withAnimation(.easeInOut(duration: 1)) { shown = false } }
        if shown { Text("Label").onDisappear { gone += 1 } }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  /// Two rows with one `onDisappear` on their `ForEach`: it counts once, when the second row goes.
  nonisolated struct Rows: View {
    @State private var rows = [0, 1]
    @State private var gone = 0
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        (gone > 0 ? Color.green : Color.red).frame(width: 40, height: 40)
        Button("Drop") { rows.removeLast() }
        ForEach(rows, id: \.self) { Text("Row \($0)") }.onDisappear { gone += 1 }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  /// What a task counts into: an object, so that a view file's task (Swift 5 mode) and a test's share it.
  final class Ticks: ObservableObject, @unchecked Sendable {
    @Published var count = 0
  }

  /// A child whose task counts every 0.1 s of the render clock (`RenderClock.sleep`, what a view file's
  /// `Task.sleep` becomes) into its parent's object, drawn as a bar 10 points a tick.
  nonisolated struct Ticking: View {
    @StateObject private var ticks = Ticks()
    @State private var shown = true
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: CGFloat(ticks.count * 10), height: 40)
        Button("Stop") { shown = false }
        if shown { Ticker(ticks: ticks) }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  nonisolated struct Ticker: View {
    let ticks: Ticks
    var body: some View {
      Text("Ticking").task {
        while !Task.isCancelled {
          ticks.count += 1
          try? await RenderClock.sleep(nanoseconds: 100_000_000)
        }
      }
    }
  }

  @Test func aRemovedViewsActionRunsAsItsRemovalBegins() throws {
    #expect(near(try viewFrame(at: 0.5, duration: 2) { Removed() }.rgb(20, 20), Self.red))
    // Removed at 0.2 with a one-second fade: the action has run at 0.3, while the label still fades.
    let tap = [ViewTap(target: "Hide", time: 0.2)]
    #expect(near(try viewFrame(at: 0.3, duration: 2, taps: tap) { Removed() }.rgb(20, 20), Self.green))
  }

  @Test func aGroupsActionRunsWhenItsLastViewIsGone() throws {
    let one = [ViewTap(target: "Drop", time: 0.2)]
    #expect(near(try viewFrame(at: 0.5, duration: 2, taps: one) { Rows() }.rgb(20, 20), Self.red))
    let two = one + [ViewTap(target: "Drop", time: 0.4)]
    #expect(near(try viewFrame(at: 0.5, duration: 2, taps: two) { Rows() }.rgb(20, 20), Self.green))
  }

  @Test func aTaskIsCancelledWhenItsViewDisappears() throws {
    // Ticks at 0, 0.1, 0.2 and 0.3; the view is removed at 0.35, so the bar stays 40 points long.
    let stop = [ViewTap(target: "Stop", time: 0.35)]
    let f = try viewFrame(at: 1.5, duration: 2, taps: stop) { Ticking() }
    #expect(near(f.rgb(35, 20), Self.red))
    #expect(near(f.rgb(45, 20), (255, 255, 255)))
  }
}

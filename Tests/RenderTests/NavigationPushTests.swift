import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// Pushing on a navigation stack (docs/swift-views.md, Navigation): a `NavigationLink` tapped at 0.1 s
/// slides its destination in from the trailing edge with the critically damped half-second spring, the
/// root moving a third of the way out and shaded; its back button pops it. The root is red, the destination blue
/// (iOS's 0, 122, 255).
@Suite struct NavigationPushTests {
  nonisolated struct Root: View {
    var body: some View {
      NavigationStack {
        Color.red.overlay { NavigationLink("Go") { Color.blue } }
      }
    }
  }

  @Test func aLinkPushesAndTheBackButtonPops() throws {
    let taps = [ViewTap(target: "Go", time: 0.1), ViewTap(target: "Back", time: 1.5)]
    // 0.1 s after the tap the spring is 36 % of the way: the blue view's leading edge at 200 × 0.64 = 128.
    let p = 1 - (1 + 2 * Double.pi / 0.5 * 0.1) * exp(-2 * Double.pi / 0.5 * 0.1)
    let edge = 200 * (1 - p)
    let sliding = try viewFrame(at: 0.2, duration: 3, taps: taps) { Root() }
    // The root under it, covered, is shaded by black at 10 % × 0.36: red × 0.964 = (245.9, 56.9, 46.3).
    let shade = 1 - 0.1 * p
    #expect(
      near(
        sliding.rgb(Int(edge) - 3, 150),
        (UInt8((255 * shade).rounded()), UInt8((59 * shade).rounded()), UInt8((48 * shade).rounded()))))
    #expect(near(sliding.rgb(Int(edge) + 3, 150), (0, 122, 255)))
    let pushed = try viewFrame(at: 1.4, duration: 3, taps: taps) { Root() }
    #expect(near(pushed.rgb(100, 150), (0, 122, 255)))
    #expect(near(pushed.rgb(5, 150), (0, 122, 255)))
    let popped = try viewFrame(at: 2.9, duration: 3, taps: taps) { Root() }
    #expect(near(popped.rgb(100, 150), (255, 59, 48)))
  }

  /// The older forms: `NavigationView`, `.navigationBarTitle` and a link whose destination is made at once.
  @Test func theOlderFormsPushToo() throws {
    nonisolated struct Old: View {
      var body: some View {
        NavigationView {
          Color.red.overlay { NavigationLink("Go", destination: Color.blue) }.navigationBarTitle("Home")
        }
      }
    }
    let f = try viewFrame(at: 1.5, duration: 2, taps: [ViewTap(target: "Go", time: 0.1)]) { Old() }
    #expect(near(f.rgb(100, 150), (0, 122, 255)))
  }

  /// A value pushed by `NavigationLink(value:)` is drawn by the stack's `.navigationDestination(for:)`;
  /// under a pushed view, the root cannot be tapped (its link's name is no longer a target).
  @Test func aValueIsDrawnByItsDestination() throws {
    nonisolated struct Values: View {
      var body: some View {
        NavigationStack {
          Color.red.overlay { NavigationLink("Five", value: 5) }
            .navigationDestination(for: Int.self) { n in n == 5 ? Color.green : Color.black }
        }
      }
    }
    let f = try viewFrame(at: 1.5, duration: 2, taps: [ViewTap(target: "Five", time: 0.1)]) { Values() }
    #expect(near(f.rgb(100, 150), (52, 199, 89)))
    #expect(throws: (any Error).self) {
      try viewFrame(
        at: 1.5, duration: 2, taps: [ViewTap(target: "Five", time: 0.1), ViewTap(target: "Five", time: 1)]
      ) { Values() }
    }
  }
}

import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// `.preferredColorScheme` (docs/swift-views.md, Dark mode) is the window's scheme: written on one view
/// whose state chooses it, a tap turns the whole window, its background and the views beside that one
/// too, at the update that changes it, and back.
@Suite struct PreferredSchemeTests {
  nonisolated struct Window: View {
    @State private var dark = false
    var body: some View {
      VStack(spacing: 0) {
        // Beside the view the scheme is written on: on iOS it darkens with the window.
        Rectangle().fill(.primary).frame(width: 40, height: 40)
        Rectangle().fill(.primary).frame(width: 40, height: 40)
          .onTapGesture { dark.toggle() }
          .accessibilityIdentifier("switch")
          .preferredColorScheme(dark ? .dark : .light)
      }
    }
  }

  /// The canvas's corner (the background), the square beside and the square with the modifier, at 0.1 s
  /// (light: white, black, black), after a tap at 0.2 s (dark: black, white, white) and after one at 0.6 s.
  @Test func aTapTurnsTheWholeWindow() throws {
    let taps = [ViewTap(target: "switch", time: 0.2), ViewTap(target: "switch", time: 0.6)]
    func pixels(at t: Double) throws -> [RGB] {
      let f = try viewFrame(at: t, duration: 1, taps: taps) { Window() }
      return [f.rgb(5, 5), f.rgb(100, 70), f.rgb(100, 130)]
    }
    let white: RGB = (255, 255, 255)
    let black: RGB = (0, 0, 0)
    for (t, expected) in [(0.1, [white, black, black]), (0.4, [black, white, white]), (0.8, [white, black, black])] {
      let got = try pixels(at: t)
      #expect(zip(got, expected).allSatisfy { near($0, $1) }, "at \(t): \(got)")
    }
  }

  /// Asked for from the start, the window is dark in the first frame, the views beside included.
  @Test func aSchemeFromTheStart() throws {
    let f = try viewFrame {
      VStack(spacing: 0) {
        Rectangle().fill(.primary).frame(width: 40, height: 40)
        Color.clear.frame(width: 40, height: 40).preferredColorScheme(.dark)
      }
    }
    #expect(near(f.rgb(5, 5), (0, 0, 0)) && near(f.rgb(100, 80), (255, 255, 255)), "\(f.rgb(5, 5)) \(f.rgb(100, 80))")
  }
}

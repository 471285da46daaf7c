import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import Testing

/// iOS 17's levels of a style and `Link` (docs/swift-views.md, What is supported and Controls), on a
/// 200-point white canvas (black in dark mode). A colour at a level is drawn at SwiftUI's opacity for it
/// over the canvas: orange (255, 149, 0) at 0.25 over white is (255, 228.5, 191.25); the tint, blue
/// (0, 122, 255), at 0.5 is (127.5, 188.5, 255).
@Suite struct StyleLevelTests {
  nonisolated struct Levels: View {
    var body: some View {
      HStack(spacing: 0) {
        Rectangle().fill(Color.orange.tertiary)
        Rectangle().fill(.tint.secondary)
        Rectangle().fill(.background.secondary)
        Rectangle().fill(LinearGradient(colors: [.red, .red], startPoint: .top, endPoint: .bottom).quaternary)
      }
    }
  }

  nonisolated struct Linked: View {
    @State private var opened: URL?
    var body: some View {
      VStack(spacing: 0) {
        (opened == nil ? Color.red : Color.green).frame(width: 40, height: 40)
        Link("Docs", destination: URL(string: "https://example.com/docs")!).font(.system(size: 60, weight: .black))
      }
      .environment(
        \.openURL,
        OpenURLAction { url in
          opened = url
          return .handled
        })
    }
  }

  @Test func aStylesLevelsAreItsOpacitiesOrTheBackgroundsLevels() throws {
    let f = try viewFrame(size: Size(width: 200, height: 50)) { Levels() }
    #expect(near(f.rgb(25, 25), (255, 228, 191)) || near(f.rgb(25, 25), (255, 229, 191)))
    #expect(near(f.rgb(75, 25), (127, 188, 255)) || near(f.rgb(75, 25), (128, 189, 255)))
    // The secondary system background: #F2F2F7, and #1C1C1E in dark mode.
    #expect(near(f.rgb(125, 25), (242, 242, 247)))
    let dark = try viewFrame(size: Size(width: 200, height: 50), scheme: .dark) { Levels() }
    #expect(near(dark.rgb(125, 25), (28, 28, 30)))
    // A gradient's stops at the quaternary level's 0.18: red (255, 59, 48) over white is (255, 218.7, 216.7).
    #expect(near(f.rgb(175, 25), (255, 219, 217)))
  }

  @Test func aLinkIsTintedAndCallsTheEnvironmentsOpenURL() throws {
    let f = try viewFrame(size: Size(width: 200, height: 120)) { Linked() }
    // The label's stems, at 60-point black weight, cover whole pixels in the tint.
    let stems = (45..<120).flatMap { y in (0..<200).map { f.rgb($0, y) } }.filter { $0.r < 30 }
    #expect(!stems.isEmpty && stems.allSatisfy { near($0, (0, 122, 255)) || $0.g > 122 })
    #expect(stems.contains { near($0, (0, 122, 255)) })
    #expect(near(f.rgb(100, 20), (255, 59, 48)))
    let tapped = try viewFrame(
      size: Size(width: 200, height: 120), at: 0.5, duration: 1, taps: [ViewTap(target: "Docs", time: 0.1)]
    ) { Linked() }
    #expect(near(tapped.rgb(100, 20), (52, 199, 89)))
  }
}

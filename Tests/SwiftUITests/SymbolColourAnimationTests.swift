import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A resizable symbol's colour animates with the change's transaction, as a text's and a fixed-size symbol's
/// do (it changed at once).
@Suite struct SymbolColourAnimationTests {
  let measurer = EstimatedTextMeasurer()

  struct Heart: View {
    @State private var on = false
    var body: some View {
      Image(systemName: "heart.fill").resizable().frame(width: 40, height: 40)
        .foregroundStyle(on ? Color.red : Color.blue)
        .frame(width: 100, height: 100)
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
    }
  }

  /// The glyph's colour at `t`, inside the group that scales it to the frame.
  func colour(_ scene: Scene, at t: Double) throws -> RGBAColor? {
    guard case .group(let items)? = try scene.displayList(at: t, measurer: measurer).items.first?.content,
      case .text(_, _, let color, _, _)? = items.first?.content
    else { return nil }
    return color
  }

  @Test func aResizableSymbolsColourAnimates() throws {
    let scene = try tappedScene(duration: 2, taps: [0], measurer: measurer) { Heart() }
    let blue = try #require(try colour(scene, at: 0))
    let half = try #require(try colour(scene, at: 0.5))
    let red = try #require(try colour(scene, at: 1.5))
    #expect(red.red > blue.red, "\(blue) \(red)")
    #expect(half != blue && half != red, "\(half)")
    #expect(half.red > blue.red && half.red < red.red, "\(half)")
  }
}

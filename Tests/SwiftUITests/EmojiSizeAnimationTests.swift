import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// An emoji's font size animates with the transaction, as a text's does: SwiftUI interpolates the font.
@Suite struct EmojiSizeAnimationTests {
  let measurer = EstimatedTextMeasurer()

  struct Party: View {
    @State private var big = false
    var body: some View {
      Text("🎉").font(.system(size: big ? 60 : 30))
        .onAppear { withAnimation(.linear(duration: 1)) { big = true } }
    }
  }

  /// 30 → 60 over a linear second: 45 halfway, 60 at the end.
  @Test func anEmojisSizeAnimates() throws {
    let scene = try tappedScene(measurer: measurer) { Party() }
    func size(at t: Double) throws -> Double? {
      let item = try #require(scene.displayList(at: t, measurer: measurer).items.first)
      guard case .emoji(_, let size) = item.content else { return nil }
      return size
    }
    #expect(try size(at: 0) == 30)
    #expect(try size(at: 0.5) == 45)
    #expect(try size(at: 1) == 60)
  }
}

import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A view removed with a transition keeps its texts in the lines they had while it fades: 21 characters at
/// 20 points (231 points with ``EstimatedTextMeasurer``, 11 a character) are offered the 100-point frame
/// they stand in and take the 99 points of their longest line, nine characters, as the width they wrap
/// at: before the removal and during it.
@Suite struct RemovedTextTests {
  let measurer = EstimatedTextMeasurer()

  struct Card: View {
    @State private var show = true
    var body: some View {
      VStack {
        if show {
          Color.purple.frame(width: 100, height: 100)
            .overlay(Text("aaaaaaaaaa aaaaaaaaaa").font(.system(size: 20)))
            .transition(.opacity)
        }
      }
      .onTapGesture { withAnimation(.linear(duration: 1)) { show.toggle() } }
    }
  }

  @Test func aRemovedTextKeepsItsLines() throws {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(
        size: Size(width: 200, height: 200), duration: 2, taps: [ViewTap(target: nil, time: 1)]),
      measurer: measurer
    ) { Card() }
    /// The wrap width of the text drawn at `t`, inside groups too (a fading view is drawn as one).
    func width(_ t: Double) throws -> Double?? {
      func find(_ items: [DisplayItem]) -> Double?? {
        for item in items {
          switch item.content {
          case .text(_, _, _, let paragraph, _): return paragraph.width
          case .group(let inner): if let w = find(inner) { return w }
          default: continue
          }
        }
        return nil
      }
      return find(try scene.displayList(at: t, measurer: measurer).items)
    }
    #expect(try width(0.5) == 99)
    #expect(try width(1.5) == 99)
  }
}

import Render
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// A stack offered its ideal length (up to a point more) gives each child its ideal length
/// (docs/swift-views.md, What is supported): two prominent buttons side by side keep their titles on one
/// line, in the view's own canvas (rounded up from its ideal size) and in a phone's (where the stack hugs
/// its buttons and is placed at that length). Shared out, "More" — less flexible than "Less" in Inter,
/// its "M" being wide — got half the length first and its title wrapped.
@Suite struct StackPlacementTests {
  @Test(arguments: [nil, Size(width: 393, height: 600)])
  func buttonsSideBySideKeepTheirLines(_ canvas: Size?) throws {
    let measurer = PangoTextMeasurer()
    let scene = try ViewScene.scene(
      file: "/tmp/View.swift", text: "ideal", options: ViewSceneOptions(size: canvas), measurer: measurer
    ) {
      HStack {
        Button {
        } label: {
          Text("More")
        }.buttonStyle(.borderedProminent)
        Button {
        } label: {
          Text("Less")
        }.buttonStyle(.borderedProminent)
      }
      .padding()
    }
    let texts = try scene.displayList(at: 0, measurer: measurer).items.compactMap {
      item -> (String, TextParagraph, Size)? in
      if case .text(let s, _, _, let p, _) = item.content { return (s, p, item.frameSize) }
      return nil
    }
    try #require(texts.count == 2)
    for (s, paragraph, size) in texts {
      #expect(paragraph.width == nil, "\(s) wrapped at \(paragraph.width ?? 0)")
      #expect(size == measurer.size(ofText: s, font: FontSpec(size: 17)), "\(s)")
    }
  }

  /// A stack around a flexible child is as flexible as it: in a row after a fixed 20-point square, a
  /// leading `VStack` (or a linear progress view, drawn as one) of a 4-point bar takes the rest of the 200
  /// points less the 8-point spacing, x = 28…200. Asked how far it could grow, its child's leading guide
  /// on an infinite length was 0 × ∞, which is not a number, and the stack came out narrow.
  @Test func aStackIsAsFlexibleAsItsChild() throws {
    let stacked = try viewFrame {
      HStack {
        Color.black.frame(width: 20, height: 20)
        VStack(alignment: .leading) { Color.red.frame(height: 4) }
      }
    }
    #expect(near(stacked.rgb(30, 100), (255, 59, 48)), "\(stacked.rgb(30, 100))")
    #expect(near(stacked.rgb(198, 100), (255, 59, 48)), "\(stacked.rgb(198, 100))")
    let progress = try viewFrame {
      HStack {
        Color.black.frame(width: 20, height: 20)
        ProgressView(value: 1)
      }
    }
    #expect(near(progress.rgb(198, 100), (0, 122, 255)), "\(progress.rgb(198, 100))")
  }

  /// A stack along its axis is as flexible as a flexible child: between two texts (which can shrink a
  /// little, so they are less flexible than a slider or a colour), an `HStack` of a colour (or a slider,
  /// which is one) takes the row, from after "a" (about 10 points, then 8 of spacing) to before "b". It
  /// used to report its ideal 10 points when asked how far it could grow, go first, and get a third.
  @Test func aNestedRowOfAFlexibleViewTakesTheRow() throws {
    let row = try viewFrame {
      HStack {
        Text("a")
        HStack { Color.blue }.frame(height: 34)
        Text("b")
      }
    }
    for x in [24, 100, 176] { #expect(near(row.rgb(x, 100), (0, 122, 255)), "\(x): \(row.rgb(x, 100))") }
    let slider = try viewFrame {
      HStack {
        Text("a")
        Slider(value: .constant(1.0))
        Text("b")
      }
    }
    // The track, filled in the tint up to the thumb at the trailing end (its centre 13.5 points in).
    #expect(near(slider.rgb(40, 100), (0, 122, 255)), "\(slider.rgb(40, 100))")
  }
}

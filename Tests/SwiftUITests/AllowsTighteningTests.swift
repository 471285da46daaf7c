import ViewLoading
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// `.allowsTightening(true)` (docs/swift-views.md, Lines and letters), with ``EstimatedTextMeasurer``: a
/// character is 0.55 × the size wide and tracking stands between characters, so ten characters at 20 pt
/// are 110 points wide and 110 + 9 t with tracking t. TextKit tightens a line that would be cut when it is
/// at most 1.05 × its width.
@Suite struct AllowsTighteningTests {
  let measurer = EstimatedTextMeasurer()

  func text(_ root: @escaping () -> any View) throws -> (font: FontSpec, paragraph: TextParagraph)? {
    let scene = try ViewScene.scene(
      file: "/tmp/Test.swift", text: "test",
      options: ViewSceneOptions(size: Size(width: 200, height: 200)), measurer: measurer, root: root)
    guard
      case .text(_, let font, _, let paragraph, _) = try #require(
        scene.displayList(at: 0, measurer: measurer).items.first
      ).content
    else { return nil }
    return (font, paragraph)
  }

  /// In 106 points, 110 is 1.038 × the width: the tracking is 4/9 of a point less (110 − 4 = 106), to
  /// Pango's unit; the font keeps its size.
  @Test func aLineUpToFivePercentTooWideIsTightened() throws {
    let set = try #require(
      try text { Text("aaaaaaaaaa").font(.system(size: 20)).lineLimit(1).allowsTightening(true).frame(width: 106) })
    #expect(set.font.size == 20)
    #expect(set.paragraph.tracking <= -4.0 / 9 + 1e-9 && set.paragraph.tracking >= -4.0 / 9 - 1.0 / 512)
    // A tracking the text already has is tightened from: 119 points with 1 point between characters.
    let tracked = try #require(
      try text {
        Text("aaaaaaaaaa").font(.system(size: 20)).tracking(1).lineLimit(1).allowsTightening(true).frame(width: 115)
      })
    #expect(tracked.paragraph.tracking <= 1 - 4.0 / 9 + 1e-9 && tracked.paragraph.tracking >= 1 - 4.0 / 9 - 1.0 / 512)
  }

  /// 110 in 100 is 1.1 × the width: past TextKit's 5 %, the line is cut as without the modifier; and
  /// without it, or on lines that may wrap, nothing is tightened.
  @Test func otherwiseTheTextIsSetAsWithoutIt() throws {
    let cut = try #require(
      try text { Text("aaaaaaaaaa").font(.system(size: 20)).lineLimit(1).allowsTightening(true).frame(width: 100) })
    #expect(cut.paragraph.tracking == 0 && cut.font.size == 20)
    let off = try #require(try text { Text("aaaaaaaaaa").font(.system(size: 20)).lineLimit(1).frame(width: 106) })
    #expect(off.paragraph.tracking == 0)
    let wraps = try #require(
      try text { Text("aaaaaaaaaa").font(.system(size: 20)).allowsTightening(true).frame(width: 106) })
    #expect(wraps.paragraph.tracking == 0)
    // The height offered holds one line (24 points): the line is tightened as with a limit of one.
    let short = try #require(
      try text { Text("aaaaaaaaaa").font(.system(size: 20)).allowsTightening(true).frame(width: 106, height: 30) })
    #expect(short.paragraph.tracking < 0)
  }

  /// Tightening comes before shrinking: within 5 % the size stays; past it the text shrinks with no
  /// tracking taken off.
  @Test func tighteningComesBeforeTheScaleFactor() throws {
    let tight = try #require(
      try text {
        Text("aaaaaaaaaa").font(.system(size: 20)).lineLimit(1).allowsTightening(true).minimumScaleFactor(0.5)
          .frame(width: 106)
      })
    #expect(tight.font.size == 20 && tight.paragraph.tracking < 0)
    let shrunk = try #require(
      try text {
        Text("aaaaaaaaaa").font(.system(size: 20)).lineLimit(1).allowsTightening(true).minimumScaleFactor(0.5)
          .frame(width: 100)
      })
    #expect(shrunk.font.size < 20 && shrunk.paragraph.tracking == 0)
  }
}

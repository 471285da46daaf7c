import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import SceneFormat
import Testing

/// Opacity, shadows and blend modes apply to each leaf a layer draws, as on iOS, unless a
/// `compositingGroup` makes the leaves one picture first (docs/architecture.md, Leaves). Pixels by hand.
@Suite struct LeafEffectTests {
  /// A group filling a 100×100 white canvas with a black square (x 20…60) and a red one over it (x 40…80),
  /// both 40 tall at y 30…70, under `modifiers`.
  func overlapping(_ modifiers: String) throws -> RenderedFrame {
    let scene = try runtimeScene(
      text: """
        size: [100, 100]
        fps: 10
        background: "#FFFFFF"
        layers:
          - group:
              - { shape: rectangle, frame: [40, 40], position: [40, 50], fill: "#000000" }
              - { shape: rectangle, frame: [40, 40], position: [60, 50], fill: "#FF0000" }
            frame: [100, 100]
            modifiers: \(modifiers)
        """, file: "leaves.yaml")
    return try Rasterizer().render(scene.displayList(at: 0, measurer: PangoTextMeasurer()))
  }

  func rgb(_ f: RenderedFrame, _ x: Int, _ y: Int) -> [Int] {
    let p = f.pixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b)]
  }

  func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 1 } }

  /// `opacity: 0.5` fades each square: where they overlap, half red over half black over white,
  /// 0.5 · (255, 0, 0) + 0.5 · (127.5, 127.5, 127.5) = (191.25, 63.75, 63.75). After `compositingGroup`
  /// the pair fades as one picture: the red in front, half over white, (255, 127.5, 127.5). Before it,
  /// the group changes nothing. Where only one square lies, all three agree.
  @Test func opacityFadesEachLeafUnlessGrouped() throws {
    let each = try overlapping("[{ opacity: 0.5 }]")
    #expect(near(rgb(each, 50, 50), [191, 64, 64]))
    #expect(near(rgb(each, 30, 50), [128, 128, 128]))
    #expect(near(rgb(each, 70, 50), [255, 128, 128]))
    let grouped = try overlapping("[{ compositingGroup: [] }, { opacity: 0.5 }]")
    #expect(near(rgb(grouped, 50, 50), [255, 128, 128]))
    #expect(near(rgb(grouped, 30, 50), [128, 128, 128]))
    let groupedAfter = try overlapping("[{ opacity: 0.5 }, { drawingGroup: [] }]")
    #expect(groupedAfter.pixels == each.pixels)
  }

  /// A blur draws one picture: the opacity after it fades that picture, so the overlap is the red alone.
  @Test func aBlurIsOnePicture() throws {
    let blurred = try overlapping("[{ blur: 0.01 }, { opacity: 0.5 }]")
    #expect(near(rgb(blurred, 50, 50), [255, 128, 128]))
  }

  /// `blendMode: .multiply` multiplies each square with what is under it, the black square included: the
  /// red over black is black, (0, 0, 0). Grouped first, the red-over-black picture multiplies the white
  /// canvas: red, (255, 0, 0).
  @Test func blendModeBlendsEachLeaf() throws {
    let each = try overlapping("[{ blendMode: .multiply }]")
    #expect(rgb(each, 50, 50) == [0, 0, 0])
    #expect(rgb(each, 70, 50) == [255, 0, 0])
    let grouped = try overlapping("[{ compositingGroup: [] }, { blendMode: .multiply }]")
    #expect(rgb(grouped, 50, 50) == [255, 0, 0])
  }

  /// A 40×40 blue square (x 30…70, y 30…70) padded by 10 on a white background (x 20…80), with a red
  /// shadow of radius 0 moved 5 to the right. Each leaf casts its own: the square's shadow (x 35…75) lies
  /// on the white background at x = 72, and the background's (x 25…85) beside it at x = 82. Grouped
  /// first, only the background's outline casts one: x = 72 is the background's white.
  @Test func shadowFallsFromEachLeaf() throws {
    func frame(_ modifiers: String) throws -> RenderedFrame {
      try centredLayerFrame(
        """
        [{ padding: 10 }, { background: "#FFFFFF" }, \(modifiers){ shadow: { color: "#FF0000", radius: 0, x: 5 } }]
        """)
    }
    let each = try frame("")
    #expect(rgb(each, 72, 50) == [255, 0, 0])
    #expect(rgb(each, 82, 50) == [255, 0, 0])
    #expect(rgb(each, 77, 50) == [255, 255, 255])
    #expect(rgb(each, 50, 50) == [0, 0, 255])
    let grouped = try frame("{ compositingGroup: [] }, ")
    #expect(rgb(grouped, 72, 50) == [255, 255, 255])
    #expect(rgb(grouped, 82, 50) == [255, 0, 0])
  }

  /// The same padded square clipped before its shadow (`clipShape: rectangle`, which cuts nothing): the
  /// clipped picture casts one shadow, as iOS shadows a card written `.cornerRadius(…).shadow(…)`, so
  /// x = 72 is the background's white, and the background's outline's shadow is at x = 82. A shadow
  /// before the clip is each leaf's again, cut by the clip: none at x = 82, the square's at x = 72.
  @Test func aClipIsOneShadowedPicture() throws {
    func frame(_ modifiers: String) throws -> RenderedFrame {
      try centredLayerFrame("[{ padding: 10 }, { background: \"#FFFFFF\" }, \(modifiers)]")
    }
    let clipped = try frame("{ clipShape: rectangle }, { shadow: { color: \"#FF0000\", radius: 0, x: 5 } }")
    #expect(rgb(clipped, 72, 50) == [255, 255, 255])
    #expect(rgb(clipped, 82, 50) == [255, 0, 0])
    #expect(rgb(clipped, 50, 50) == [0, 0, 255])
    let inside = try frame("{ shadow: { color: \"#FF0000\", radius: 0, x: 5 } }, { clipShape: rectangle }")
    #expect(rgb(inside, 72, 50) == [255, 0, 0])
    #expect(rgb(inside, 82, 50) != [255, 0, 0])
    let leaf = DisplayItem(
      content: .group([
        DisplayItem(content: .shape(ShapeSpec(kind: .rectangle)), frameSize: Size(width: 10, height: 10)),
        DisplayItem(content: .shape(ShapeSpec(kind: .circle)), frameSize: Size(width: 10, height: 10)),
      ]), frameSize: Size(width: 10, height: 10), effects: [DisplayEffect(.clip(ShapeSpec(kind: .rectangle)))])
    #expect(leaf.leafCount == 2 && leaf.shadowLeafCount == 1)
    #expect(leaf.shadowLeaf(0) == leaf)
  }

  /// The leaves of an item, counted and reduced by hand: a group of a shape and a blurred group of two
  /// (one leaf), under a background (one more), is three leaves, the background first.
  @Test func leavesAreCountedInDrawingOrder() {
    let square = DisplayItem(content: .shape(ShapeSpec(kind: .rectangle)), frameSize: Size(width: 10, height: 10))
    let blurred = DisplayItem(
      content: .group([square, square]), frameSize: Size(width: 10, height: 10),
      effects: [DisplayEffect(.blur(radius: 2))])
    let background = DisplayEffect(
      .decoration(ShapeSpec(kind: .rectangle), size: Size(width: 20, height: 20), over: false))
    let item = DisplayItem(
      content: .group([square, blurred]), frameSize: Size(width: 20, height: 20),
      effects: [background, DisplayEffect(.opacity(0.5))])
    #expect(item.leafCount == 3)
    #expect(item.leaf(0).content == .group([]))
    #expect(item.leaf(0).effects == [background, DisplayEffect(.opacity(0.5))])
    #expect(item.leaf(1).content == .group([square]))
    #expect(item.leaf(1).effects == [DisplayEffect(.opacity(0.5))])
    #expect(item.leaf(2).content == .group([blurred]))
    #expect(DisplayItem.picture(of: [square, square], size: Size(width: 10, height: 10)).leafCount == 1)
  }

  /// A faded view under a clip: the clip's antialiased edge applies once, so each edge pixel's coverage is
  /// the unfaded one's times 0.5 (red channel over white: 255 − 0.5 · (255 − unfaded)), not its square.
  @Test func aClipEdgeFadesOnce() throws {
    func tile(_ alpha: Double) throws -> RenderedFrame {
      try viewFrame(size: Size(width: 100, height: 60)) {
        Color.blue.frame(width: 80, height: 40).cornerRadius(10).opacity(alpha)
      }
    }
    let (full, faded) = (try tile(1), try tile(0.5))
    var edges = 0
    for y in 10..<20 {
      for x in 10..<20 {
        let r = Int(full.rgb(x, y).r)
        guard r > 30, r < 225 else { continue }
        edges += 1
        let expected = 255 - Double(255 - r) / 2
        #expect(abs(Double(faded.rgb(x, y).r) - expected) <= 1.5, "(\(x), \(y)): \(r) → \(faded.rgb(x, y).r)")
      }
    }
    #expect(edges >= 3)
  }
}

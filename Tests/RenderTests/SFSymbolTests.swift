import Foundation
import Render
import SceneFormat
import Testing

/// `systemImage:` draws SF Symbols by name with the Material Icons font (docs/scene-format.md).
@Suite struct SFSymbolTests {
  func render(_ layer: String, state: String = "", at t: Double = 0) throws -> RenderedFrame {
    let scene = try runtimeScene(
      text: "size: [200, 200]\nfps: 10\nduration: 1\nbackground: \"#FFFFFF\"\n\(state)layers:\n  - \(layer)\n",
      file: "symbols.yaml")
    return try Rasterizer().render(scene.displayList(at: t, measurer: PangoTextMeasurer()))
  }

  func redRows(_ f: RenderedFrame) -> [Int] {
    (0..<f.height).filter { y in
      (0..<f.width).contains { x in
        let p = f.pixel(x: x, y: y)
        return p.r > 200 && p.g < 120 && p.b < 120
      }
    }
  }

  /// The seed sample's EmojiView: `Image(systemName: "heart").symbolVariant(.fill).font(.system(size: 144))
  /// .foregroundStyle(.red)` is a filled red heart about 144 points tall, red (#FF3B30) at its centre.
  @Test func filledRedHeartAbout144PointsTall() throws {
    let f = try render("{ systemImage: heart, symbolVariant: .fill, font: { size: 144 }, foregroundColor: .red }")
    let rows = redRows(f)
    let height = (rows.last ?? 0) - (rows.first ?? 0) + 1
    #expect(height >= 120 && height <= 150, "\(height) rows")
    let centre = f.pixel(x: 100, y: 100)
    #expect(centre.r == 255 && centre.g == 59 && centre.b == 48, "\(centre)")
    // `heart.fill` is the same symbol.
    #expect(try render("{ systemImage: heart.fill, font: { size: 144 }, foregroundColor: .red }").pixels == f.pixels)
  }

  /// Without the fill variant the heart is an outline: its middle is the background.
  @Test func outlineHeartIsHollow() throws {
    let f = try render("{ systemImage: heart, font: { size: 144 }, foregroundColor: .red }")
    #expect(redRows(f).count > 100)
    let centre = f.pixel(x: 100, y: 100)
    #expect(centre.r == 255 && centre.g == 255 && centre.b == 255, "\(centre)")
  }

  /// The name may be an expression over state, as `Image(systemName: liked ? "heart.fill" : "heart")`.
  @Test func nameFromState() throws {
    let state = "state: { liked: false }\nevents: [{ at: 0.5, set: { liked: true } }]\n"
    let layer = #"{ systemImage: "liked ? \"heart.fill\" : \"heart\"", font: { size: 144 }, foregroundColor: .red }"#
    #expect(try render(layer, state: state, at: 0).pixel(x: 100, y: 100).g == 255)
    #expect(try render(layer, state: state, at: 0.6).pixel(x: 100, y: 100).g == 59)
  }

  @Test func tableCoversTheCommonNamesAndTheExamples() throws {
    #expect(SFSymbols.names.count >= 200)
    for name in [
      "film", "book", "arrow.up.arrow.down.square", "heart", "star", "gear", "house", "person", "magnifyingglass",
      "trash", "plus", "xmark", "checkmark", "play", "pause", "bell", "envelope", "camera", "photo", "cloud",
    ] {
      #expect(SFSymbols.character(name) != nil, "\(name)")
    }
    // A name not in the table loads, draws a placeholder square 1.2 × the font size, and warns with a hint.
    let scene = try runtimeScene(
      text: "size: [100, 100]\nfps: 1\nlayers: [{ systemImage: heartt, font: { size: 50 } }]", file: "x.yaml")
    #expect(scene.sourceWarnings.count == 1)
    #expect(
      scene.sourceWarnings.first.map {
        $0.hasPrefix("3:") && $0.contains("no SF Symbol 'heartt'") && $0.contains("'heart'")
      } == true,
      "\(scene.sourceWarnings)")
    let item = try scene.displayList(at: 0, measurer: PangoTextMeasurer()).items[0]
    #expect(item.frameSize == Size(width: 60, height: 60))
    #expect(item.content == .shape(SFSymbols.placeholder(side: 60)))
  }
}

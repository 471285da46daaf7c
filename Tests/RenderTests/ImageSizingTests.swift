import Foundation
import Render
import SceneFormat
import Testing

/// Image layers sized like `Image(…).resizable().aspectRatio(contentMode:)`, by hand.
@Suite struct ImageSizingTests {
  /// A 40 × 20 red PNG in a temporary folder.
  func redImage() throws -> URL {
    let dir = try TestFolder.make("image-sizing")
    let art = try runtimeScene(text: "size: [40, 20]\nfps: 10\nbackground: \"#FF0000\"\nlayers: []", file: "art.yaml")
    try Rasterizer().render(art.displayList(at: 0, measurer: PangoTextMeasurer())).writePNG(
      to: dir.appendingPathComponent("red.png").path)
    return dir
  }

  func render(_ keys: String, in dir: URL) throws -> RenderedFrame {
    let scene = try runtimeScene(
      text: """
        size: [100, 100]
        fps: 10
        background: "#FFFFFF"
        layers: [{ image: red.png, \(keys) }]
        """, file: dir.appendingPathComponent("s.yaml").path,
      directory: URL(fileURLWithPath: dir.path, isDirectory: true))
    return try Rasterizer().render(scene.displayList(at: 0, measurer: PangoTextMeasurer()))
  }

  /// In a 100 × 100 frame a 2:1 image fits as 100 × 50 (rows 25…75) and fills as 200 × 100 (all of it);
  /// stretched it covers the frame; with no frame it is its own 40 × 20.
  @Test func fitFillStretchAndNatural() throws {
    let dir = try redImage()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fit = try render("frame: [100, 100], contentMode: .fit", in: dir)
    #expect(fit.pixel(x: 50, y: 30).g == 0 && fit.pixel(x: 50, y: 20).g == 255 && fit.pixel(x: 2, y: 50).g == 0)
    let fill = try render("frame: [100, 100], contentMode: .fill", in: dir)
    #expect(fill.pixel(x: 2, y: 2).g == 0 && fill.pixel(x: 97, y: 97).g == 0)
    let square = try render("frame: [100, 100], contentMode: .fit, aspectRatio: 1", in: dir)
    #expect(square.pixel(x: 2, y: 2).g == 0, "ratio 1 fits the whole frame")
    let stretched = try render("frame: [100, 100]", in: dir)
    #expect(stretched.pixel(x: 2, y: 2).g == 0)
    let natural = try render("position: [50, 50]", in: dir)
    #expect(
      natural.pixel(x: 50, y: 50).g == 0 && natural.pixel(x: 25, y: 50).g == 255 && natural.pixel(x: 32, y: 50).g == 0)
  }

  @Test func contentModeNeedsAnImage() throws {
    #expect(throws: SceneError.self) {
      _ = try runtimeScene(
        text: "size: [10, 10]\nfps: 10\nlayers: [{ shape: circle, frame: [5, 5], contentMode: .fit }]", file: "x.yaml")
    }
  }
}

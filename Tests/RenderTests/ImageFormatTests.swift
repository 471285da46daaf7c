import Foundation
import Render
import SceneFormat
import Testing

/// Image layers beyond PNG files by path: JPEG (libjpeg-turbo), asset names beside the scene, in `Assets/`
/// and in `--assets` folders, placeholder art for a missing asset, and `renderingMode: .template`.
@Suite struct ImageFormatTests {
  /// A temporary folder with a 40 × 20 JPEG of #3366CC made by Debian's `ffmpeg` (installed by `make`), and
  /// a 40 × 20 PNG whose left half is transparent and right half opaque red, in `Assets/`.
  func folder() throws -> URL {
    let dir = try TestFolder.make("image-formats")
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("Assets"), withIntermediateDirectories: true)
    let ffmpeg = Process()
    ffmpeg.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    ffmpeg.arguments = [
      "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=0x3366CC:s=40x20", "-frames:v", "1", "-q:v", "2",
      dir.appendingPathComponent("blue.jpg").path,
    ]
    try ffmpeg.run()
    ffmpeg.waitUntilExit()
    try #require(ffmpeg.terminationStatus == 0)
    let art = try runtimeScene(
      text: """
        size: [40, 20]
        fps: 1
        background: clear
        layers: [{ shape: rectangle, frame: [20, 20], fill: "#FF0000", position: [30, 10] }]
        """, file: "art.yaml")
    try Rasterizer().render(art.displayList(at: 0, measurer: PangoTextMeasurer()))
      .writePNG(to: dir.appendingPathComponent("Assets/half.png").path)
    return dir
  }

  func scene(_ layer: String, in dir: URL, assets: [URL] = []) throws -> Scene {
    try runtimeScene(
      text: "size: [100, 100]\nfps: 1\nbackground: white\nlayers: [\(layer)]",
      file: dir.appendingPathComponent("s.yaml").path, directory: dir,
      overrides: Scene.Overrides(assetDirectories: assets))
  }

  func render(_ scene: Scene) throws -> RenderedFrame {
    try Rasterizer().render(scene.displayList(at: 0, measurer: PangoTextMeasurer()))
  }

  /// The JPEG's header gives its size (40 × 20, a point a pixel, centred: x 30…70, y 40…60), and its
  /// pixels decode to #3366CC within JPEG's rounding; outside it the background stays white.
  @Test func jpegByPathAndByName() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(
      ImageFile.header(atPath: dir.appendingPathComponent("blue.jpg").path).map { [$0.width, $0.height] } == [40, 20])
    for layer in ["{ image: blue.jpg }", "{ image: blue }"] {
      let s = try scene(layer, in: dir)
      #expect(try s.displayList(at: 0, measurer: PangoTextMeasurer()).items[0].frameSize == Size(width: 40, height: 20))
      let f = try render(s)
      let p = f.pixel(x: 50, y: 50)
      #expect(abs(Int(p.r) - 0x33) <= 3 && abs(Int(p.g) - 0x66) <= 3 && abs(Int(p.b) - 0xCC) <= 3, "\(p)")
      #expect(f.pixel(x: 25, y: 50) == (255, 255, 255, 255) && f.pixel(x: 50, y: 35) == (255, 255, 255, 255))
    }
  }

  /// `renderingMode: .template` paints the foreground colour through the alpha: the opaque right half
  /// (x 50…70) turns blue, the transparent left half (30…50) shows the background. The asset name
  /// resolves in `Assets/`; the colour animates as a foreground colour does.
  @Test func templateImagesTakeTheForegroundColour() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let original = try render(scene("{ image: half }", in: dir))
    #expect(original.pixel(x: 60, y: 50) == (0, 0, 255, 255) && original.pixel(x: 40, y: 50) == (255, 255, 255, 255))
    let template = try render(scene("{ image: half, renderingMode: .template, foregroundColor: \"#0000FF\" }", in: dir))
    #expect(template.pixel(x: 60, y: 50) == (255, 0, 0, 255) && template.pixel(x: 40, y: 50) == (255, 255, 255, 255))
    #expect(throws: SceneError.self) { try scene("{ image: half, renderingMode: .tinted }", in: dir) }
  }

  /// An asset name no file answers draws placeholder art (300 × 300 or its frame) and warns once, naming
  /// the line; found through `--assets` it draws the file. A missing *path* is an error, exit 66.
  @Test func missingAssetsArePlaceholdersAndPathsAreErrors() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let missing = try scene("{ image: evermore, frame: [80, 60] }", in: dir)
    #expect(
      missing.sourceWarnings.count == 1 && missing.sourceWarnings[0].hasPrefix("4:")
        && missing.sourceWarnings[0].contains("'evermore'"))
    let item = try missing.displayList(at: 0, measurer: PangoTextMeasurer()).items[0]
    #expect(item.frameSize == Size(width: 80, height: 60))
    guard case .group(let parts) = item.content, parts.count == 2, case .shape(let card) = parts[0].content else {
      Issue.record("not placeholder art: \(item.content)")
      return
    }
    #expect(card == PlaceholderArt.card(named: "evermore") && parts[0].frameSize == item.frameSize)
    #expect(
      try scene("{ image: evermore }", in: dir).displayList(at: 0, measurer: PangoTextMeasurer()).items[0].frameSize
        == PlaceholderArt.size)
    // The same name found in an --assets folder.
    let elsewhere = dir.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: dir.appendingPathComponent("blue.jpg"), to: elsewhere.appendingPathComponent("evermore.jpg"))
    let found = try scene("{ image: evermore }", in: dir, assets: [elsewhere])
    #expect(found.sourceWarnings.isEmpty)
    #expect(
      try found.displayList(at: 0, measurer: PangoTextMeasurer()).items[0].frameSize == Size(width: 40, height: 20))
    // A JPEG whose frame header claims 10000 × 10000 pixels is refused at load, before anything decodes it.
    let huge: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0, 17, 8, 0x27, 0x10, 0x27, 0x10, 3]
    try Data(huge).write(to: dir.appendingPathComponent("huge.jpg"))
    #expect(
      ImageFile.header(atPath: dir.appendingPathComponent("huge.jpg").path).map { [$0.width, $0.height] } == [
        10000, 10000,
      ])
    #expect(throws: SceneError.self) { try scene("{ image: huge.jpg }", in: dir) }
    do {
      _ = try scene("{ image: art/evermore.png }", in: dir)
      Issue.record("a missing path loaded")
    } catch let error as SceneError {
      #expect(error.exitCode == 66)
    }
  }
}

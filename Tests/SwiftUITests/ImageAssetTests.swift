import Foundation
import RealModule
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// `Image("name")` in a Swift view: found as PNG or JPEG beside the view, in `Assets/` or an `--assets`
/// folder (its size from the file's header), drawn in the foreground colour with `.renderingMode(.template)`.
@Suite struct ImageAssetTests {
  let measurer = EstimatedTextMeasurer()

  /// A folder holding `Assets/logo.png`: a PNG signature and an IHDR of 40 × 20 (the header is all that
  /// sizing reads), and `photo.jpg`: a JPEG start-of-image and a baseline frame header of 64 × 48.
  func folder() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-anim-tests/image-assets-\(UUID())")
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("Assets"), withIntermediateDirectories: true)
    let png: [UInt8] = [
      0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 40, 0, 0, 0, 20, 8,
      6, 0, 0, 0,
    ]
    try Data(png).write(to: dir.appendingPathComponent("Assets/logo.png"))
    // SOI, an APP0 segment of 16 bytes, SOF0: length 17, precision 8, height 48, width 64.
    let jpeg: [UInt8] =
      [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + [UInt8](repeating: 0, count: 14) + [0xFF, 0xC0, 0, 17, 8, 0, 48, 0, 64, 3]
    try Data(jpeg).write(to: dir.appendingPathComponent("photo.jpg"))
    return dir
  }

  func item(in dir: URL, _ root: @escaping () -> any View) throws -> DisplayItem {
    let scene = try ViewScene.scene(
      file: dir.appendingPathComponent("View.swift").path, text: "test",
      options: ViewSceneOptions(size: Size(width: 200, height: 200)), measurer: measurer, root: root)
    return try #require(scene.displayList(at: 0, measurer: measurer).items.first)
  }

  @Test func assetsResolveAndTemplatesTakeTheForeground() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let logo = try item(in: dir) { Image("logo").renderingMode(.template).foregroundStyle(Color.red) }
    #expect(logo.frameSize == Size(width: 40, height: 20))
    #expect(
      logo.content
        == .image(
          path: dir.appendingPathComponent("Assets/logo.png").standardizedFileURL.path, template: RGBAColor.named("red")
        ))
    let original = try item(in: dir) { Image("logo").foregroundStyle(Color.red) }
    if case .image(_, let template) = original.content {
      #expect(template == nil)
    } else {
      Issue.record("not an image")
    }
    let photo = try item(in: dir) { Image("photo").resizable().frame(width: 32, height: 24) }
    #expect(photo.frameSize == Size(width: 32, height: 24))
    #expect(photo.content == .image(path: dir.appendingPathComponent("photo.jpg").standardizedFileURL.path))
  }

  struct Tinted: View {
    @State private var on = false
    var body: some View {
      Image("logo").renderingMode(.template).resizable().frame(width: 40, height: 40)
        .foregroundStyle(on ? Color.black : Color.white)
        .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
    }
  }

  /// A template image's colour animates with the transaction, as a text's or a shape's does: white to
  /// black over a linear second is 0.5 in linear light halfway, 0.7354 encoded (1.055 × 0.5^(1/2.4) − 0.055).
  @Test func aTemplatesColourAnimates() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = try ViewScene.scene(
      file: dir.appendingPathComponent("View.swift").path, text: "tinted",
      options: ViewSceneOptions(size: Size(width: 100, height: 100), fps: 10, duration: 1), measurer: measurer,
      root: { Tinted() })
    func template(at t: Double) throws -> RGBAColor? {
      let item = try #require(scene.displayList(at: t, measurer: measurer).items.first)
      guard case .image(_, let template) = item.content else { return nil }
      return template
    }
    let half = try #require(try template(at: 0.5))
    #expect(half.red.isApproximatelyEqual(to: 1.055 * Double.pow(0.5, 1 / 2.4) - 0.055, absoluteTolerance: 1e-9))
    #expect(try template(at: 1)?.red == 0)
  }
}

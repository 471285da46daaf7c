import Foundation
import RenderAnimSwiftUI
import SceneEngine
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
}

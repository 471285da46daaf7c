import Foundation
import SceneFormat
import Testing

/// Inputs beyond the documented limits are refused with one clear line, quickly, instead of exhausting
/// the machine: scene files over 16 MB, more than 100 000 layers, frames over 8192 × 8192 pixels.
@Suite struct HugeInputTests {
  static let header = "size: [100, 100]\nfps: 30\n"

  /// A 50 MB file is refused before it is parsed.
  @Test func fiftyMegabyteFile() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID()).yaml")
    defer { try? FileManager.default.removeItem(at: url) }
    let line = "  - { shape: circle, frame: [10, 10], position: [50, 50] }\n"
    var text = Self.header + "layers:\n"
    text += String(repeating: line, count: 50_000_000 / line.utf8.count)
    try text.write(to: url, atomically: true, encoding: .utf8)
    let start = Date()
    #expect {
      _ = try runtimeScene(contentsOf: url)
    } throws: { error in
      let e = error as! SceneError
      return e.exitCode == 65 && e.line == 1
        && e.description == "\(url.path):1:1: error: the scene file is 47.7 MB, larger than the limit of 16 MB"
    }
    #expect(Date().timeIntervalSince(start) < 10)
  }

  @Test func tooManyLayers() throws {
    let text =
      Self.header + "layers:\n" + String(repeating: "  - {shape: circle, frame: [1, 1]}\n", count: 50_001)
      + "  - group: [" + String(repeating: "{shape: circle, frame: [1, 1]}, ", count: 49_999)
      + "{shape: circle, frame: [1, 1]}]\n"
    #expect {
      _ = try runtimeScene(text: text, file: "many.yaml")
    } throws: { error in
      (error as! SceneError).description
        == "many.yaml:4:3: error: the scene has 100002 layers, more than the limit of 100000 (at layers)"
    }
  }

  @Test func tooManyPixelsWithAScaleOverride() throws {
    let text = "size: [4096, 4096]\nfps: 30\nlayers: []\n"
    #expect(throws: Never.self) { try runtimeScene(text: text) }
    #expect {
      _ = try runtimeScene(text: text, file: "big.yaml", overrides: Scene.Overrides(scale: 3))
    } throws: { error in
      (error as! SceneError).description
        == "big.yaml:1:1: error: with the scale given on the command line, the canvas is 12288×12288 pixels, "
        + "more than the limit of 67108864 pixels (8192×8192); lower 'size' or 'scale' (at scale)"
    }
  }
}

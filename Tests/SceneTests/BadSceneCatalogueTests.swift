import Foundation
import SceneFormat
import Testing

/// The catalogue of bad scenes (one file each in BadScenes/, first line `# expect: <exit code> <message>`):
/// each must fail with that exit code and a one-line `file:line:column: error:` message containing it.
@Suite struct BadSceneCatalogueTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BadScenes")
  static let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
    .filter { $0.hasSuffix(".yaml") }.sorted()

  @Test func catalogueIsLarge() { #expect(Self.files.count >= 40) }

  @Test(arguments: files)
  func badScene(file: String) throws {
    let url = Self.directory.appendingPathComponent(file)
    let text = try String(contentsOf: url, encoding: .utf8)
    let header = try #require(text.split(separator: "\n").first.map(String.init))
    let parts = header.dropFirst("# expect: ".count).split(separator: " ", maxSplits: 1).map(String.init)
    let code = try #require(Int32(parts[0]))
    do {
      let scene = try runtimeScene(contentsOf: url)
      Issue.record("\(file) loaded: \(scene.summary)")
    } catch {
      #expect(error.exitCode == code, "\(file): \(error.description)")
      #expect(error.message.contains(parts[1]), "\(file): \(error.description)")
      #expect(!error.description.contains("\n"))
      let prefix = "\(url.path):\(error.line):\(error.column): error: "
      #expect(error.description.hasPrefix(prefix) && error.line >= 1 && error.column >= 1, "\(error.description)")
    }
  }
}

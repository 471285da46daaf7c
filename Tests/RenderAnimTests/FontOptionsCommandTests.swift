import Foundation
import Testing

/// Apple's fonts when the user has them, `--font-dir` and `--verbose` (docs/swift-views.md, Text and
/// Dynamic Type).
@Suite(.serialized) struct FontOptionsCommandTests {
  /// A scene with one line of text, so that a command draws and the options apply to scene files too.
  func scene() throws -> String {
    let path = try RenderAnimBinary.temporaryFolder("font-options").appendingPathComponent("line.yaml").path
    try "size: [120, 40]\nfps: 10\nduration: 0.1\nlayers:\n  - text: Hello\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// `--verbose` names the face and file of each of the eleven text styles, three designs and three widths
  /// (Inter scaled to the width, docs/text-calibration.md, Widths); `--font-dir`
  /// adds a folder whose faces fontconfig reads (a copy of DejaVu Sans here), and says which families
  /// it found.
  @Test func verboseAndFontDir() throws {
    let fonts = try RenderAnimBinary.temporaryFolder("font-dir")
    try FileManager.default.copyItem(
      atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: fonts.appendingPathComponent("Copy.ttf").path)
    let out = try RenderAnimBinary.temporaryFolder("font-dir-out").appendingPathComponent("f.png").path
    let r = try RenderAnimBinary.run([
      "frame", try scene(), "--time", "0", "--verbose", "--font-dir", fonts.path, "-o", out,
    ])
    #expect(r.status == 0, "\(r.err)")
    let lines = r.err.split(separator: "\n").filter { $0.hasPrefix("font: ") }
    #expect(lines.count == 18, "\(r.err)")
    #expect(lines.contains { $0.hasPrefix("font: --font-dir \(fonts.path): DejaVu Sans") }, "\(r.err)")
    #expect(
      lines.contains("font: .body 17 pt → Inter Regular (/usr/share/fonts/opentype/inter/Inter-Regular.otf)"),
      "\(r.err)")
    #expect(lines.contains { $0.hasPrefix("font: .headline 17 pt → Inter Semi Bold") }, "\(r.err)")
    #expect(lines.contains { $0.hasPrefix("font: .rounded 17 pt → Quicksand") }, "\(r.err)")
    #expect(
      lines.contains { $0.hasPrefix("font: .condensed 17 pt → Inter Regular") && $0.hasSuffix("0.79 of its width") })
  }

  @Test func aFontDirThatIsNoFolderOrHoldsNoFont() throws {
    let missing = try RenderAnimBinary.run([
      "frame", try scene(), "--time", "0", "--font-dir", "/no/such/fonts", "-o", "/tmp/x.png",
    ])
    #expect(missing.status == 64 && missing.err.contains("--font-dir must name a folder"), "\(missing.err)")
    let empty = try RenderAnimBinary.temporaryFolder("font-dir-empty")
    let out = empty.appendingPathComponent("f.png").path
    let r = try RenderAnimBinary.run(["frame", try scene(), "--time", "0", "--font-dir", empty.path, "-o", out])
    #expect(r.status == 0 && r.err.contains("warning: --font-dir \(empty.path) holds no font"), "\(r.err)")
    // Without --verbose nothing else is said.
    #expect(!r.err.contains("font: "), "\(r.err)")
  }
}

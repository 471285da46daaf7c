import Foundation
import GoldenTesting
import Render
import SceneFormat
import SceneLowering
import Testing

/// Golden frames: the project's own goldens for every scene, and the golden workflow itself.
@Suite(.serialized) struct GoldenTests {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  func temporary() throws -> URL { try TestFolder.make("goldens") }

  /// Every scene in scenes/ matches its committed goldens as render-anim draws it, on the view runtime
  /// (`SceneLowering.load`; re-record with RECORD_GOLDENS=1).
  @Test func scenesMatchTheirGoldens() throws {
    let suite = try GoldenSuite(directory: Self.here.appendingPathComponent("Goldens"))
    let scenes = try FileManager.default.contentsOfDirectory(
      atPath: Self.here.appendingPathComponent("../../scenes").path
    )
    .filter { $0.hasSuffix(".yaml") }.map { ($0 as NSString).deletingPathExtension }
    #expect(Set(suite.entries.map(\.name)) == Set(scenes), "every scene has goldens")
    let measurer = PangoTextMeasurer()
    let report = try suite.run(
      record: GoldenCheck.recordingRequested, artifacts: try temporary(),
      load: { url, overrides in try SceneLowering.load(contentsOf: url, overrides: overrides, measurer: measurer) })
    for r in report.results where !r.passed { Issue.record("\(r)") }
  }

  /// A missing golden is recorded and the check fails; the next check matches.
  @Test func missingGoldenIsRecordedAndFails() throws {
    let dir = try temporary()
    let frame = RenderedFrame(width: 2, height: 2, bytesPerRow: 8, pixels: [UInt8](repeating: 255, count: 16))
    let url = dir.appendingPathComponent("x@0.png")
    let first = GoldenCheck.check(frame, golden: url, tolerance: .exact, record: false)
    #expect(first.outcome == .recorded && !first.passed)
    #expect(GoldenCheck.check(frame, golden: url, tolerance: .exact, record: false).passed)
    #expect(
      GoldenCheck.check(
        frame, golden: dir.appendingPathComponent("y.png"), tolerance: .exact, record: false,
        recordMissing: false
      ).outcome == .missing)
  }

  /// Changing one value in a scene makes verify fail, with artifacts and a report naming the frame.
  @Test func aChangedSceneFailsWithArtifacts() throws {
    let dir = try temporary()
    let scene = dir.appendingPathComponent("ball.yaml")
    let text =
      "size: [64, 64]\nfps: 30\nduration: 1\nstate: { x: 0 }\n"
      + "events: [{ at: 0, withAnimation: \".linear(duration: 1)\", set: { x: 20 } }]\nlayers:\n"
      + "  - { shape: circle, frame: [16, 16], fill: .red, modifiers: [{ offset: { x: x } }] }\n"
    try text.write(to: scene, atomically: true, encoding: .utf8)
    let goldens = dir.appendingPathComponent("goldens")
    try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
    try "times: [0, 0.5, end]\nscenes: [../ball.yaml]\n".write(
      to: goldens.appendingPathComponent("goldens.yaml"), atomically: true, encoding: .utf8)
    let artifacts = dir.appendingPathComponent("artifacts")
    let suite = try GoldenSuite(directory: goldens)
    #expect(try suite.run(record: true, artifacts: artifacts).results.count == 3)
    #expect(try suite.run(record: false, artifacts: artifacts).passed)
    try text.replacingOccurrences(of: "set: { x: 20 }", with: "set: { x: 30 }").write(
      to: scene, atomically: true, encoding: .utf8)
    let report = try suite.run(record: false, artifacts: artifacts)
    #expect(!report.passed)
    let failed = report.results.filter { !$0.passed }.map(\.name)
    #expect(failed == ["ball@0.5.png", "ball@end.png"])
    #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("ball@0.5.diff.png").path))
    let json = try String(contentsOf: artifacts.appendingPathComponent("report.json"), encoding: .utf8)
    #expect(json.contains("ball@0.5.png") && json.contains("mismatched"))
    // An orphan golden fails too.
    try Data().write(to: goldens.appendingPathComponent("ghost@1.png"))
    try text.write(to: scene, atomically: true, encoding: .utf8)
    let orphan = try suite.run(record: false, artifacts: artifacts)
    #expect(orphan.results.filter { !$0.passed }.map(\.name) == ["ghost@1.png"])
  }
}

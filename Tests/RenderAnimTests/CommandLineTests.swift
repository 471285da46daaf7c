import Foundation
import Testing

/// The built `render-anim` binary: output shapes and exit codes (docs/architecture.md, Exit codes).
@Suite(.serialized) struct CommandLineTests {
  static let root = RenderAnimBinary.root

  func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
    try RenderAnimBinary.run(arguments)
  }

  @Test func sampleIsValidJSON() throws {
    let r = try run(["sample", "scenes/keyframe-bounce.yaml", "--times", "0,0.5,1"])
    #expect(r.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
    #expect(json["fps"] as? Int == 60)
    #expect(json["times"] as? [Double] == [0, 0.5, 1])
    let layer = try #require((json["layers"] as? [[String: Any]])?.first)
    #expect(layer["id"] as? String == "emoji")
    let transforms = try #require(layer["transform"] as? [[Double]])
    #expect(transforms.count == 3 && transforms[0] == [1, 0, 0, 1, 256, 300])
    #expect((layer["opacity"] as? [Double]) == [1, 1, 1])
    // Tapped at 0.2: at 0.5 the scale track is 0.3 s in, still on its first LinearKeyframe(1.0).
    let scale = try #require((layer["values"] as? [String: [Double]])?["value.scale"])
    #expect(scale[0] == 1 && scale[1] == 1)
  }

  /// FFmpeg's libraries (with the ~130 they bring) are loaded by `render`, on a background thread from
  /// the start, and never by the commands that do not encode video (`check`, `frame`, `sample`).
  @Test(arguments: [
    (["render", "scenes/two-phase.yaml", "--scale", "0.25", "--duration", "0.2", "-o", "OUT/clip.mp4"], true),
    (["frame", "scenes/two-phase.yaml", "--time", "0.1", "-o", "OUT/f.png"], false),
    (["check", "scenes/two-phase.yaml"], false),
  ])
  func ffmpegLoadsOnlyForRender(arguments: [String], loads: Bool) throws {
    let dir = try RenderAnimBinary.temporaryFolder("lazy")
    defer { try? FileManager.default.removeItem(at: dir) }
    // The loader's log goes to files (LD_DEBUG_OUTPUT.<pid>), not into the pipe.
    let log = dir.appendingPathComponent("ld")
    let args = arguments.map { $0.replacingOccurrences(of: "OUT", with: dir.path) }
    let r = try RenderAnimBinary.run(args, environment: ["LD_DEBUG": "libs", "LD_DEBUG_OUTPUT": log.path])
    #expect(r.status == 0, "\(r.err)")
    let logs = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("ld.") }
      .map { try String(contentsOf: dir.appendingPathComponent($0), encoding: .utf8) }.joined()
    #expect(logs.contains("libavcodec.so") == loads)
  }

  @Test func checkExitCodes() throws {
    #expect(try run(["check", "scenes/three-phase.yaml", "scenes/two-phase.yaml"]).status == 0)
    let dir = try RenderAnimBinary.temporaryFolder("cli")
    let bad = dir.appendingPathComponent("bad.yaml")
    try "size: [10, 10]\nfps: 30\nlayers:\n  - emoji: 3\n    fnt: {}\n".write(
      to: bad, atomically: true, encoding: .utf8)
    let invalid = try run(["check", bad.path])
    #expect(invalid.status == 65)
    #expect(invalid.err == "\(bad.path):5:5: error: unknown key 'fnt' (did you mean 'font'?) (at layers[0].fnt)\n")
    #expect(try run(["check", dir.appendingPathComponent("none.yaml").path]).status == 66)
    #expect(try run(["sample", "scenes/two-phase.yaml", "--fps", "0"]).status == 64)
    #expect(try run(["render", "scenes/two-phase.yaml", "-o", "/nonexistent/x.mp4", "--quiet"]).status == 1)
  }

  @Test func frameWritesAPNG() throws {
    let out = try RenderAnimBinary.temporaryFolder("frame").appendingPathComponent("frame.png")
    let r = try run(["frame", "scenes/three-phase.yaml", "--time", "0.4", "-o", out.path])
    #expect(r.status == 0)
    let data = try Data(contentsOf: out)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    try? FileManager.default.removeItem(at: out)
  }

  /// `frame --scale` draws at that many pixels per point, the bytes `render --scale` writes for the same
  /// frame; a scale out of 0…16 is a usage error.
  @Test func frameTakesAScale() throws {
    let dir = try RenderAnimBinary.temporaryFolder("frame-scale")
    defer { try? FileManager.default.removeItem(at: dir) }
    let single = dir.appendingPathComponent("single.png")
    let r = try run(["frame", "scenes/three-phase.yaml", "--frame", "3", "--scale", "0.25", "-o", single.path])
    #expect(r.status == 0, "\(r.err)")
    let png = try Data(contentsOf: single)
    // IHDR: width and height, big-endian, at bytes 16 and 20; the scene is 512 × 512 points.
    let side = { (at: Int) in png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(side(16) == 128 && side(20) == 128)
    let rendered = try run([
      "render", "scenes/three-phase.yaml", "--frames", "3..<4", "--scale", "0.25", "--format", "png", "--quiet",
      "-o", dir.appendingPathComponent("seq").path + "/",
    ])
    #expect(rendered.status == 0, "\(rendered.err)")
    #expect(try Data(contentsOf: dir.appendingPathComponent("seq/frame-00003.png")) == png)
    #expect(
      try run(["frame", "scenes/three-phase.yaml", "--frame", "3", "--scale", "0", "-o", single.path]).status == 64)
  }

  /// `--quality` is checked against the format's own range (x264 CRF 0…51, VP9 0…63, GIF's quality
  /// target 1…100) before anything renders; a format without a quality setting refuses one.
  @Test(arguments: [
    ("x.mp4", "52", false), ("x.mp4", "51", true), ("x.webm", "64", false), ("x.webm", "63", true),
    ("x.mp4", "-1", false), ("frames", "20", false), ("x.gif", "20", true), ("x.gif", "0", false),
    ("x.gif", "101", false),
  ])
  func qualityIsCheckedPerFormat(output: String, quality: String, accepted: Bool) throws {
    let dir = try RenderAnimBinary.temporaryFolder("quality")
    defer { try? FileManager.default.removeItem(at: dir) }
    let target = dir.appendingPathComponent(output).path
    var args = [
      "render", "scenes/two-phase.yaml", "--scale", "0.125", "--duration", "0.1", "--quality", quality, "-o", target,
    ]
    if output == "frames" { args += ["--format", "png"] }
    let r = try run(args)
    #expect(r.status == (accepted ? 0 : 64), "\(r.err)")
    #expect(FileManager.default.fileExists(atPath: target) == accepted)
    if !accepted { #expect(r.err.contains("quality"), "\(r.err)") }
  }

  /// SIGINT mid-render: exit 1 (below 128, docs/architecture.md, Exit codes), no output, no temporary files, an
  /// existing output untouched.
  @Test func interruptLeavesNothing() throws {
    let dir = try RenderAnimBinary.temporaryFolder("sigint")
    let target = dir.appendingPathComponent("clip.mp4")
    try Data("previous good file".utf8).write(to: target)
    let p = Process()
    p.executableURL = RenderAnimBinary.executable
    p.arguments = [
      "render", "scenes/keyframe-bounce.yaml", "--scale", "2", "--duration", "60", "--preset", "veryslow",
      "-o", target.path, "--quiet",
    ]
    p.currentDirectoryURL = Self.root
    try p.run()
    Thread.sleep(forTimeInterval: 1.5)
    p.interrupt()
    p.waitUntilExit()
    #expect(p.terminationStatus == 1)
    #expect(try String(contentsOf: target, encoding: .utf8) == "previous good file")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["clip.mp4"])
  }

  func temporaryFolder(_ name: String) throws -> URL { try RenderAnimBinary.temporaryFolder(name) }

  /// Lints are warnings: exit 0, or 65 with --strict; --json gives one object per scene.
  @Test func checkLintsWarnAndStrictFails() throws {
    let dir = try temporaryFolder("lint")
    defer { try? FileManager.default.removeItem(at: dir) }
    let scene = dir.appendingPathComponent("late.yaml")
    try """
    size: [100, 100]
    fps: 30
    state: { x: 0.0 }
    events: [{ at: 0.25, set: { x: 10 } }]
    layers: [{ shape: circle, frame: [10, 10], modifiers: [{ offset: { x: x } }] }]
    """.write(to: scene, atomically: true, encoding: .utf8)
    let plain = try run(["check", scene.path])
    #expect(plain.status == 0)
    #expect(
      plain.err
        == "\(scene.path):4:10: warning: the event at 0.250 s falls between frames 7 and 8 at 30 fps; "
        + "its change first shows at frame 8 (0.267 s) (at events[0].at) [off-grid]\n"
    )
    #expect(try run(["check", "--strict", scene.path]).status == 65)
    #expect(try run(["check", "--strict", "scenes/keyframe-bounce.yaml"]).status == 0)
    let json = try run(["check", "--json", scene.path, "scenes/two-phase.yaml"])
    #expect(json.status == 0)
    let lines = json.out.split(separator: "\n")
    #expect(lines.count == 2)
    let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    let warnings = try #require(first["warnings"] as? [[String: Any]])
    #expect(first["ok"] as? Bool == true && warnings.count == 1)
    #expect(
      warnings[0]["rule"] as? String == "off-grid" && warnings[0]["line"] as? Int == 4
        && warnings[0]["keyPath"] as? String == "events[0].at")
  }

  @Test func plotAndSheetWriteImages() throws {
    let dir = try temporaryFolder("pictures")
    defer { try? FileManager.default.removeItem(at: dir) }
    for (args, name) in [
      (["plot", "scenes/keyframe-bounce.yaml", "--values", "value.scale"], "p.png"),
      (["plot", "scenes/three-phase.yaml"], "p.svg"),
      (["sheet", "scenes/keyframe-bounce.yaml", "--frames", "6", "--columns", "3"], "s.png"),
      (["sheet", "scenes/keyframe-bounce.yaml", "--onion", "--layer", "emoji", "--every", "0.5"], "o.png"),
    ] {
      let r = try run(args + ["-o", dir.appendingPathComponent(name).path])
      #expect(r.status == 0, "\(args): \(r.err)")
    }
    let png = try Data(contentsOf: dir.appendingPathComponent("s.png"))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // 1200 × (34 + 2 rows × (cell 384 + 22 + 12)) for 6 frames of a square scene in 3 columns.
    #expect(png[16..<24] == Data([0, 0, 0x04, 0xB0, 0, 0, 0x03, 0x66]))
    let svg = try String(contentsOf: dir.appendingPathComponent("p.svg"), encoding: .utf8)
    #expect(svg.contains("<svg"))
    // Usage errors: exit 64, nothing written.
    #expect(
      try run(["plot", "scenes/keyframe-bounce.yaml", "-o", dir.appendingPathComponent("x.jpg").path]).status == 64)
    let noLayer = try run([
      "plot", "scenes/keyframe-bounce.yaml", "--layer", "nope", "-o", dir.appendingPathComponent("x.png").path,
    ])
    #expect(noLayer.status == 64 && noLayer.err.contains("no layer with id 'nope'; layers: emoji, shadow"))
    #expect(
      try run([
        "sheet", "scenes/keyframe-bounce.yaml", "--layer", "emoji", "-o", dir.appendingPathComponent("x.png").path,
      ]).status == 64)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["o.png", "p.png", "p.svg", "s.png"])
  }
}

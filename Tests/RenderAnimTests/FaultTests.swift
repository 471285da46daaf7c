import Foundation
import Testing

/// Faults during a render (issue 7): missing, read-only and full output folders, device targets,
/// signals. In every case: an exit code below 128, one line of error, no partial file at the target,
/// an existing target untouched.
@Suite(.serialized) struct FaultTests {
  typealias Binary = RenderAnimBinary

  /// Mounts a tmpfs (root only) for the body; the test is skipped where mounting is not allowed.
  static func withTmpfs(_ options: String, _ body: (URL) throws -> Void) throws {
    let dir = try Binary.temporaryFolder("tmpfs")
    defer { try? FileManager.default.removeItem(at: dir) }
    guard shell("/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", dir.path]) == 0 else { return }
    defer { _ = shell("/bin/umount", [dir.path]) }
    try body(dir)
  }

  static let canMount: Bool = {
    guard getuid() == 0, let dir = try? Binary.temporaryFolder("probe") else { return false }
    defer { try? FileManager.default.removeItem(at: dir) }
    guard shell("/bin/mount", ["-t", "tmpfs", "-o", "size=16k", "tmpfs", dir.path]) == 0 else { return false }
    _ = shell("/bin/umount", [dir.path])
    return true
  }()

  static func shell(_ tool: String, _ arguments: [String]) -> Int32 {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: tool)
    p.arguments = arguments
    p.standardError = FileHandle.nullDevice
    guard (try? p.run()) != nil else { return -1 }
    p.waitUntilExit()
    return p.terminationStatus
  }

  /// One line on standard error, `…: error: …`.
  func expectOneLineError(_ err: String, containing text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let lines = err.split(separator: "\n")
    #expect(
      lines.count == 1 && lines[0].contains("error: ") && lines[0].contains(text), "\(err)",
      sourceLocation: sourceLocation)
  }

  @Test func missingOutputFolder() throws {
    let r = try Binary.run(["render", "scenes/two-phase.yaml", "--scale", "0.25", "-o", "/nonexistent-folder/clip.mp4"])
    #expect(r.status == 1)
    expectOneLineError(r.err, containing: "the folder '/nonexistent-folder' does not exist")
  }

  /// `-o /dev/full` must not rename a file over the device: it is refused.
  @Test func deviceTargetIsRefused() throws {
    let r = try Binary.run(["render", "scenes/two-phase.yaml", "--scale", "0.25", "-o", "/dev/full", "--format", "mp4"])
    #expect(r.status == 1)
    expectOneLineError(r.err, containing: "cannot write to '/dev/full': it is not a regular file or a folder")
    var info = stat()
    #expect(stat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    #expect(!Binary.contents(URL(fileURLWithPath: "/dev")).contains { $0.hasPrefix(".full.tmp-") })
  }

  @Test(.enabled(if: canMount)) func readOnlyFolder() throws {
    try Self.withTmpfs("ro,size=64k") { dir in
      let r = try Binary.run([
        "render", "scenes/two-phase.yaml", "--scale", "0.25", "-o", dir.appendingPathComponent("clip.mp4").path,
      ])
      #expect(r.status == 1)
      expectOneLineError(r.err, containing: "Read-only file system")
      #expect(Binary.contents(dir).isEmpty)
    }
  }

  /// A disk that fills up mid-render: exit 1, the old file intact, no temporary left, for each writer.
  @Test(.enabled(if: canMount), arguments: ["clip.mp4", "clip.gif", "frames"])
  func diskFull(_ name: String) throws {
    try Self.withTmpfs("size=96k") { dir in
      let target = dir.appendingPathComponent(name)
      let previous = dir.appendingPathComponent("keep.txt")
      try Data("previous good file".utf8).write(to: previous)
      if name == "clip.mp4" { try Data("previous clip".utf8).write(to: target) }
      var args = [
        "render", "scenes/keyframe-bounce.yaml", "--duration", "8", "--preset", "ultrafast", "-o", target.path,
      ]
      if name == "frames" { args += ["--format", "png"] }
      let r = try Binary.run(args)
      #expect(r.status == 1)
      expectOneLineError(r.err, containing: "No space left on device")
      #expect(try String(contentsOf: previous, encoding: .utf8) == "previous good file")
      if name == "clip.mp4" {
        #expect(try String(contentsOf: target, encoding: .utf8) == "previous clip")
        #expect(Binary.contents(dir) == ["clip.mp4", "keep.txt"])
      } else {
        #expect(Binary.contents(dir) == ["keep.txt"])
      }
    }
  }

  /// Starts a long render into a folder holding a good `clip.mp4`, waits until it is encoding.
  func startLongRender() throws -> (process: Process, dir: URL, target: URL) {
    let dir = try Binary.temporaryFolder("signal")
    let target = dir.appendingPathComponent("clip.mp4")
    try Data("previous good file".utf8).write(to: target)
    let (p, _, _) = try Binary.start([
      "render", "scenes/keyframe-bounce.yaml", "--scale", "2", "--duration", "60",
      "--preset", "veryslow", "-o", target.path, "--quiet",
    ])
    // Wait until the temporary output exists: the render is under way.
    for _ in 0..<100 where Binary.contents(dir).count < 2 { Thread.sleep(forTimeInterval: 0.05) }
    Thread.sleep(forTimeInterval: 0.5)
    return (p, dir, target)
  }

  @Test func sigtermLeavesNothing() throws {
    let (p, dir, target) = try startLongRender()
    defer { try? FileManager.default.removeItem(at: dir) }
    let err = p.standardError as! Pipe
    p.terminate()
    p.waitUntilExit()
    #expect(p.terminationReason == .exit && p.terminationStatus == 1)
    expectOneLineError(
      String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
      containing: "interrupted by SIGTERM; no output was written")
    #expect(try String(contentsOf: target, encoding: .utf8) == "previous good file")
    #expect(Binary.contents(dir) == ["clip.mp4"])
  }

  /// SIGKILL cannot be caught: the target is untouched, and the temporary the dead process left is
  /// removed by the next render to that target.
  @Test func sigkillLeavesTheTargetAndTheNextRenderCleansUp() throws {
    let (p, dir, target) = try startLongRender()
    defer { try? FileManager.default.removeItem(at: dir) }
    kill(p.processIdentifier, SIGKILL)
    p.waitUntilExit()
    #expect(p.terminationReason == .uncaughtSignal)
    #expect(try String(contentsOf: target, encoding: .utf8) == "previous good file")
    #expect(
      Binary.contents(dir).filter { $0 != "clip.mp4" }.allSatisfy {
        $0.hasPrefix(".clip.mp4.tmp-\(p.processIdentifier)-")
      })
    let again = try Binary.run(["render", "scenes/two-phase.yaml", "--scale", "0.25", "-o", target.path])
    #expect(again.status == 0)
    #expect(Binary.contents(dir) == ["clip.mp4"])
    #expect(try Data(contentsOf: target).count > 1000)
  }

  /// An image path is relative to the scene file, not to the working directory; a render writes the
  /// requested output and nothing else, wherever the scene's paths point.
  @Test func imagePathsAreRelativeToTheSceneAndOnlyTheOutputIsWritten() throws {
    let sceneDir = try Binary.temporaryFolder("scene")
    let outDir = try Binary.temporaryFolder("out")
    defer {
      try? FileManager.default.removeItem(at: sceneDir)
      try? FileManager.default.removeItem(at: outDir)
    }
    try FileManager.default.createDirectory(
      at: sceneDir.appendingPathComponent("img"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Binary.root.appendingPathComponent("Tests/RenderTests/Goldens/two-phase@0.png"),
      to: sceneDir.appendingPathComponent("img/picture.png"))
    let scene = sceneDir.appendingPathComponent("uses-image.yaml")
    try "size: [64, 64]\nfps: 10\nduration: 0.3\nlayers:\n  - image: img/picture.png\n    frame: [32, 32]\n"
      .write(to: scene, atomically: true, encoding: .utf8)
    let before = Binary.contents(sceneDir)
    let r = try Binary.run(["render", scene.path, "-o", outDir.appendingPathComponent("clip.gif").path, "--quiet"])
    #expect(r.status == 0, "\(r.err)")
    #expect(Binary.contents(outDir) == ["clip.gif"])
    #expect(Binary.contents(sceneDir) == before)
    // From the scene's own folder the same name is found; a name that escapes it is only read, if it is a PNG.
    try "size: [64, 64]\nfps: 10\nlayers:\n  - image: ../../../../../../etc/passwd\n".write(
      to: scene, atomically: true, encoding: .utf8)
    let escape = try Binary.run(["render", scene.path, "-o", outDir.appendingPathComponent("other.gif").path])
    #expect(escape.status == 65)
    expectOneLineError(escape.err, containing: "'../../../../../../etc/passwd' is not a PNG or JPEG image")
    #expect(Binary.contents(outDir) == ["clip.gif"])
  }

  /// Every scene of the bad-scene catalogue, rendered: its exit code, one line of error, nothing written.
  @Test func badScenesWriteNothing() throws {
    let catalogue = Binary.root.appendingPathComponent("Tests/SceneTests/BadScenes")
    let dir = try Binary.temporaryFolder("bad")
    defer { try? FileManager.default.removeItem(at: dir) }
    let files = Binary.contents(catalogue).filter { $0.hasSuffix(".yaml") }
    #expect(files.count >= 40)
    for file in files {
      let text = try String(contentsOf: catalogue.appendingPathComponent(file), encoding: .utf8)
      let code = Int32(text.dropFirst("# expect: ".count).prefix { $0 != " " })
      let r = try Binary.run([
        "render", catalogue.appendingPathComponent(file).path, "-o", dir.appendingPathComponent("out.mp4").path,
      ])
      #expect(r.status == code, "\(file)")
      #expect(r.err.split(separator: "\n").count == 1 && r.err.contains(": error: "), "\(file): \(r.err)")
      #expect(Binary.contents(dir).isEmpty, "\(file)")
    }
  }

  /// Eight scenes in one command: eight correct files.
  @Test func eightScenesAtOnce() throws {
    let names = [
      "simple-animation", "simple-animation-completion", "two-phase", "two-phase-trigger",
      "two-phase-trigger-animation", "three-phase", "keyframe-movie", "keyframe-timeline",
    ]
    let dir = try Binary.temporaryFolder("eight")
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try Binary.run(
      ["render"] + names.map { "scenes/\($0).yaml" } + [
        "--scale", "0.25", "--fps", "10", "--preset", "ultrafast",
        "--jobs", "2", "-o", dir.path, "--quiet",
      ])
    #expect(r.status == 0, "\(r.err)")
    #expect(Binary.contents(dir) == names.map { "\($0).mp4" }.sorted())
    for name in names {
      let sample = try Binary.run(["check", "--json", "scenes/\(name).yaml"])
      let json = try #require(try JSONSerialization.jsonObject(with: Data(sample.out.utf8)) as? [String: Any])
      let summary = try #require(json["summary"] as? String)
      let seconds = try #require(Double(summary.prefix { $0 != " " }))
      let expected = Int((seconds * 10).rounded(.toNearestOrAwayFromZero))
      let frames = try Self.ffprobeFrames(dir.appendingPathComponent("\(name).mp4"))
      #expect(frames == expected, "\(name)")
    }
  }

  static func ffprobeFrames(_ file: URL) throws -> Int? {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
    p.arguments = [
      "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=nb_read_frames",
      "-of", "csv=p=0", file.path,
    ]
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}

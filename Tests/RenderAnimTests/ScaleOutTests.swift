import Foundation
import Testing

/// Scale-out (docs/scale-out.md): `render --chunk I/N` in separate processes, `join` by stream copy,
/// `plan`; a joined clip is the whole render's length, timestamps and frames, and bad parts are refused.
@Suite(.serialized) struct ScaleOutTests {
  /// 50 frames at 25 fps: no chunk count below divides it but 2 and 5.
  static let sceneText = """
    size: [384, 240]
    fps: 25
    duration: 2
    background: "#F2F2F7"
    state: { x: 0.0 }
    events:
      - at: 0.3
        withAnimation: .bouncy
        set: { x: 90 }
    layers:
      - shape: capsule
        frame: [36, 18]
        fill: "#34C759"
        position: [60, 120]
        modifiers:
          - offset: { x: x }
          - rotationEffect: ".degrees(x)"
      - shape: roundedRectangle
        frame: [40, 20]
        cornerRadius: 6
        fill: "#5856D6"
        position: [300, 50]
        modifiers:
          - keyframeAnimator:
              initialValue: 0.0
              repeating: true
              keyframes: ["LinearKeyframe(1, duration: 0.8)", "LinearKeyframe(0, duration: 0.8)"]
              content: [{ opacity: "0.3 + 0.7 * value" }, { scaleEffect: "1 + 0.5 * value" }]
    """

  func folder() throws -> (URL, URL) {
    let dir = try RenderAnimBinary.temporaryFolder("scale-out")
    let scene = dir.appendingPathComponent("clip.yaml")
    try Self.sceneText.write(to: scene, atomically: true, encoding: .utf8)
    return (dir, scene)
  }

  func run(_ args: [String]) throws -> (status: Int32, out: String, err: String) { try RenderAnimBinary.run(args) }

  /// ffprobe's answer for one stream entry list.
  func probe(_ path: String, _ entries: String) throws -> String {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
    p.arguments = [
      "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", entries, "-of", "csv=p=0", path,
    ]
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    return text
  }

  /// Each decoded frame's PSNR against the PNG frames, by ffmpeg's psnr filter.
  func psnr(_ video: String, pngs: String, fps: Int) throws -> [Double] {
    let stats = video + ".psnr"
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    p.arguments = [
      "-nostdin", "-v", "error", "-i", video, "-framerate", "\(fps)", "-i", "\(pngs)/frame-%05d.png", "-lavfi",
      "[0:v]format=rgb24[a];[1:v]format=rgb24[b];[a][b]psnr=stats_file=\(stats)", "-f", "null", "-",
    ]
    try p.run()
    p.waitUntilExit()
    return try String(contentsOfFile: stats, encoding: .utf8).split(separator: "\n").compactMap { line in
      line.split(separator: " ").first { $0.hasPrefix("psnr_avg:") }.flatMap {
        Double($0.dropFirst("psnr_avg:".count)) ?? .infinity
      }
    }
  }

  @Test func planSplitsIntoNearlyEqualChunksThatMeet() throws {
    let (dir, scene) = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try run(["plan", scene.path, "--chunks", "7"])
    #expect(r.status == 0, "\(r.err)")
    #expect(
      r.out == (0..<7).map { "\($0)/7 frames \($0 * 50 / 7)..<\(($0 + 1) * 50 / 7)" }.joined(separator: "\n") + "\n")
    let json = try run(["plan", scene.path, "--chunks", "3", "--json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    #expect(object["frameCount"] as? Int == 50)
    #expect((object["chunks"] as? [[String: Int]])?.map { $0["end"]! } == [16, 33, 50])
    #expect(try run(["plan", scene.path, "--chunks", "51"]).status == 64)
    #expect(
      try run(["render", scene.path, "--chunk", "3/3", "-o", dir.appendingPathComponent("x.mp4").path]).status == 64)
  }

  /// The whole clip and the same clip as 2, 3 and 7 chunks rendered in separate processes and joined:
  /// same frame count, duration and frame timestamps (monotonic); every frame, seams included, decodes
  /// within 40 dB of the PNG render; PNG chunks are the whole render's files byte for byte.
  @Test(arguments: [2, 3, 7])
  func joinedChunksAreTheWholeClip(chunks: Int) throws {
    let (dir, scene) = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let common = ["--preset", "medium", "--quality", "10", "--jobs", "1", "--quiet"]
    let whole = dir.appendingPathComponent("whole.mp4").path
    #expect(try run(["render", scene.path, "-o", whole] + common).status == 0)
    var parts: [String] = []
    var processes: [Process] = []
    for i in 0..<chunks {
      let part = dir.appendingPathComponent("part-\(i).mp4").path
      parts.append(part)
      processes.append(
        try RenderAnimBinary.start(["render", scene.path, "--chunk", "\(i)/\(chunks)", "-o", part] + common).process)
    }
    for p in processes {
      p.waitUntilExit()
      #expect(p.terminationStatus == 0)
    }
    let joined = dir.appendingPathComponent("joined.mp4").path
    let r = try run(["join"] + parts.reversed() + ["-o", joined])
    #expect(r.status == 0, "\(r.err)")
    #expect(try probe(joined, "stream=nb_read_frames,duration") == probe(whole, "stream=nb_read_frames,duration"))
    #expect(try probe(joined, "stream=nb_read_frames") == "50\n")
    #expect(try probe(joined, "format=duration") == probe(whole, "format=duration"))
    let times = try probe(joined, "frame=pts").split(separator: "\n").compactMap {
      Int($0.split(separator: ",").first ?? "")
    }
    let wholeTimes = try probe(whole, "frame=pts").split(separator: "\n").compactMap {
      Int($0.split(separator: ",").first ?? "")
    }
    #expect(times == wholeTimes && times.count == 50)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
    let pngs = dir.appendingPathComponent("frames").path
    #expect(try run(["render", scene.path, "--format", "png", "-o", pngs, "--quiet"]).status == 0)
    let quality = try psnr(joined, pngs: pngs, fps: 25)
    #expect(quality.count == 50)
    #expect(quality.allSatisfy { $0 >= 40 }, "\(quality)")
    // As close as the whole render: joining costs nothing, and a chunk's fresh start costs little.
    let wholeQuality = try psnr(whole, pngs: pngs, fps: 25)
    #expect(zip(quality, wholeQuality).allSatisfy { $0 >= $1 - 1.5 }, "\(quality) against \(wholeQuality)")
    // PNG chunks: the whole render's files.
    for i in 0..<chunks {
      let folder = dir.appendingPathComponent("png-\(i)").path
      #expect(
        try run(["render", scene.path, "--format", "png", "--chunk", "\(i)/\(chunks)", "-o", folder, "--quiet"]).status
          == 0)
      for file in try FileManager.default.contentsOfDirectory(atPath: folder) {
        #expect(FileManager.default.contentsEqual(atPath: "\(folder)/\(file)", andPath: "\(pngs)/\(file)"), "\(file)")
      }
    }
  }

  /// Parts of another scene or other settings, a missing, a repeated and a truncated part: one line naming
  /// the part, exit 1, nothing written.
  @Test func badPartsAreRefused() throws {
    let (dir, scene) = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    func part(_ name: String, _ extra: [String]) throws -> String {
      let path = dir.appendingPathComponent(name).path
      #expect(try run(["render", scene.path, "-o", path, "--preset", "ultrafast", "--quiet"] + extra).status == 0)
      return path
    }
    let a = try part("a.mp4", ["--chunk", "0/3"])
    let b = try part("b.mp4", ["--chunk", "1/3"])
    let c = try part("c.mp4", ["--chunk", "2/3"])
    let slow = try part("slow.mp4", ["--chunk", "1/3", "--preset", "veryfast"])
    let other = dir.appendingPathComponent("other.yaml")
    try Self.sceneText.replacingOccurrences(of: "#5856D6", with: "#FF3B30").write(
      to: other, atomically: true, encoding: .utf8)
    let foreignPath = dir.appendingPathComponent("foreign.mp4").path
    #expect(
      try run(["render", other.path, "--chunk", "1/3", "-o", foreignPath, "--preset", "ultrafast", "--quiet"]).status
        == 0)
    let truncated = dir.appendingPathComponent("truncated.mp4").path
    let bytes = try Data(contentsOf: URL(fileURLWithPath: b))
    try bytes.prefix(bytes.count * 2 / 3).write(to: URL(fileURLWithPath: truncated))
    let out = dir.appendingPathComponent("joined.mp4").path
    let cases: [([String], String)] = [
      ([a, foreignPath, c], "foreign.mp4: a part of another render"),
      ([a, slow, c], "slow.mp4: a part of another render"),
      ([a, c], "frames 16..<33 are missing"),
      ([a, b, b, c], "b.mp4: frames 16..<33 repeat"),
      ([a, truncated, c], "truncated.mp4"),
      ([a, b], "frames 33..<50 are missing"),
    ]
    for (parts, message) in cases {
      let r = try run(["join"] + parts + ["-o", out])
      #expect(r.status == 1, "\(parts)")
      #expect(r.err.contains(message), "\(r.err)")
      #expect(r.err.split(separator: "\n").count == 1, "\(r.err)")
      #expect(!FileManager.default.fileExists(atPath: out))
      #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).allSatisfy { !$0.contains(".tmp-") })
    }
    #expect(try run(["join", a, b, c, "-o", out]).status == 0)
  }
}

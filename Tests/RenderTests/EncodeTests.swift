import Foundation
import GoldenTesting
import Render
import SceneFormat
import Testing

/// Encoders checked from the outside with ffprobe/ffmpeg: codec, pixel format, colour tags, frame
/// count, duration, alpha, colour values; outputs atomic and deterministic.
@Suite(.serialized) struct EncodeTests {
  let dir: URL = (try? TestFolder.make("encode")) ?? TestFolder.run

  static let sceneText = """
    size: [64, 48]
    fps: 30
    duration: 1
    background: "#C86432"
    layers:
      - shape: circle
        frame: [20, 20]
        fill: .blue
        modifiers:
          - keyframeAnimator:
              initialValue: 0.0
              keyframes: ["LinearKeyframe(20, duration: 1)"]
              content: [{ offset: { x: value } }]
    """

  func scene(_ text: String = Self.sceneText) throws -> Scene { try runtimeScene(text: text, file: "test.yaml") }

  func probe(_ path: String) throws -> [String: Any] {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
    p.arguments = ["-v", "error", "-count_frames", "-show_streams", "-show_format", "-of", "json", path]
    let pipe = Pipe()
    p.standardOutput = pipe
    try p.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    var stream = (json["streams"] as? [[String: Any]])?.first ?? [:]
    stream["format"] = json["format"]
    return stream
  }

  @Test func mp4IsTaggedBT709LimitedWithEveryFrame() throws {
    let out = dir.appendingPathComponent("a.mp4").path
    try SceneRenderJob(scene: scene(), output: out, preset: "ultrafast", jobs: 2).run()
    let s = try probe(out)
    #expect(s["codec_name"] as? String == "h264")
    #expect(s["pix_fmt"] as? String == "yuv420p")
    #expect(s["color_space"] as? String == "bt709")
    #expect(s["color_primaries"] as? String == "bt709")
    #expect(s["color_transfer"] as? String == "bt709")
    #expect(s["color_range"] as? String == "tv")
    #expect(s["nb_read_frames"] as? String == "30")
    #expect(s["duration"] as? String == "1.000000")
    #expect(s["r_frame_rate"] as? String == "30/1")
    // 4:2:0 chroma at the centre of each 2×2 block, as the converter averages it.
    #expect(s["chroma_location"] as? String == "center")
    #expect((s["format"] as? [String: Any])?["format_name"] as? String == "mov,mp4,m4a,3gp,3g2,mj2")
    // +faststart: the moov atom comes before mdat.
    let bytes = try Data(contentsOf: URL(fileURLWithPath: out))
    let moov = bytes.range(of: Data("moov".utf8))!.lowerBound
    let mdat = bytes.range(of: Data("mdat".utf8))!.lowerBound
    #expect(moov < mdat)
  }

  /// The background sRGB (200, 100, 50) decodes to BT.709 limited-range Y'CbCr: Y' = 16 + 219·(0.2126R' +
  /// 0.7152G' + 0.0722B'), Cb = 128 + 224·(B' − Y)/1.8556, Cr = 128 + 224·(R' − Y)/1.5748 → (110, 99, 184).
  @Test func mp4ColourConversionIsBT709Limited() throws {
    let out = dir.appendingPathComponent("flat.mp4").path
    try SceneRenderJob(
      scene: scene("size: [32, 32]\nfps: 10\nduration: 0.1\nbackground: \"#C86432\"\n"), output: out,
      quality: 0, preset: "ultrafast"
    ).run()
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    p.arguments = ["-v", "error", "-i", out, "-f", "rawvideo", "-pix_fmt", "yuv420p", "-"]
    let pipe = Pipe()
    p.standardOutput = pipe
    try p.run()
    let raw = [UInt8](pipe.fileHandleForReading.readDataToEndOfFile())
    p.waitUntilExit()
    #expect(raw.count == 32 * 32 * 3 / 2)
    let (r, g, b) = (200.0 / 255, 100.0 / 255, 50.0 / 255)
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let expected = [16 + 219 * y, 128 + 224 * (b - y) / 1.8556, 128 + 224 * (r - y) / 1.5748]
    let actual = [Double(raw[16 * 32 + 16]), Double(raw[1024 + 8 * 16 + 8]), Double(raw[1024 + 256 + 8 * 16 + 8])]
    for (a, e) in zip(actual, expected) { #expect(abs(a - e) <= 2, "\(actual) vs \(expected)") }
  }

  @Test func pngSequenceHasOneStraightAlphaFilePerFrame() throws {
    let out = dir.appendingPathComponent("frames").path
    try SceneRenderJob(scene: scene(Self.sceneText.replacingOccurrences(of: "\"#C86432\"", with: "clear")), output: out)
      .run()
    let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    #expect(files.count == 30 && files.first == "frame-00000.png" && files.last == "frame-00029.png")
    let first = try RenderedFrame(pngAt: out + "/frame-00000.png")
    #expect(first.width == 64 && first.pixel(x: 0, y: 0).a == 0)
    let centre = first.pixel(x: 32, y: 24)
    #expect(centre.a == 255 && centre.b > 200)
  }

  @Test(arguments: [("webm", "vp9", "yuv420p"), ("mov", "prores", "yuva444p12le"), ("apng", "apng", "rgba")])
  func alphaFormats(ext: String, codec: String, pixfmt: String) throws {
    let out = dir.appendingPathComponent("a.\(ext)").path
    try SceneRenderJob(scene: scene(Self.sceneText.replacingOccurrences(of: "\"#C86432\"", with: "clear")), output: out)
      .run()
    let s = try probe(out)
    #expect(s["codec_name"] as? String == codec)
    #expect(s["pix_fmt"] as? String == pixfmt)
    // APNG stores delays in 1/100000 s units, so ffprobe reads 100000/3333 for 30 fps.
    let rate = (s["r_frame_rate"] as? String ?? "0/1").split(separator: "/").map { Double($0) ?? 0 }
    #expect(abs(rate[0] / rate[1] - 30) < 0.01)
    if ext == "webm" {
      #expect((s["tags"] as? [String: Any])?["alpha_mode"] as? String == "1")
    } else {
      #expect(s["nb_read_frames"] as? String == "30")
    }
    // ProRes 4444 (encoded from yuva444p10le; FFmpeg's decoder reports 12-bit).
    if ext == "mov" { #expect(s["profile"] as? String == "4444") }
  }

  /// Every format decodes with no warning from FFmpeg (`-v warning` prints nothing).
  @Test(arguments: ["mp4", "webm", "mov", "apng", "gif"])
  func decodesWithoutWarnings(ext: String) throws {
    let out = dir.appendingPathComponent("w.\(ext)").path
    try SceneRenderJob(scene: scene(), output: out, preset: "ultrafast").run()
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    p.arguments = ["-nostdin", "-v", "warning", "-i", out, "-f", "null", "-"]
    let err = Pipe()
    p.standardError = err
    try p.run()
    let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    #expect(p.terminationStatus == 0)
    #expect(text.isEmpty, "\(ext): \(text)")
  }

  /// GIF through libimagequant: the frames decode close to the PNG render (a flat background exactly),
  /// and a pixel whose colour does not change keeps its palette index, so still areas never crawl.
  @Test func gifIsCloseToThePNGFramesAndStable() throws {
    let gif = dir.appendingPathComponent("s.gif").path
    let pngs = dir.appendingPathComponent("s").path
    let text = """
      size: [96, 64]
      fps: 20
      duration: 1
      background: "#3366CC"
      layers:
        - shape: rectangle
          frame: [30, 64]
          position: [15, 32]
          fill: "#FFCC00"
          modifiers: [{ opacity: 0.6 }]
        - emoji: "🚀"
          font: { size: 20 }
          modifiers:
            - keyframeAnimator:
                initialValue: 0.0
                keyframes: ["LinearKeyframe(40, duration: 1)"]
                content: [{ offset: { x: value } }]
      """
    try SceneRenderJob(scene: scene(text), output: gif).run()
    try SceneRenderJob(scene: scene(text), output: pngs).run()
    let decoded = try rawFrames(gif, width: 96, height: 64)
    #expect(decoded.count == 20)
    var squared = 0.0
    var count = 0.0
    for (n, frame) in decoded.enumerated() {
      let png = try RenderedFrame(pngAt: "\(pngs)/" + String(format: "frame-%05d.png", n))
      for y in 0..<64 {
        for x in 0..<96 {
          let p = StraightPixel(png, x, y)
          let i = (y * 96 + x) * 3
          for (a, b) in zip([frame[i], frame[i + 1], frame[i + 2]], [p.r, p.g, p.b]) {
            squared += pow(Double(a) - Double(b), 2)
            count += 1
          }
        }
      }
      // The background and the translucent bar are exact (common colours are fixed in the palette).
      #expect(Array(frame[(60 * 96 + 90) * 3..<(60 * 96 + 90) * 3 + 3]) == [0x33, 0x66, 0xCC])
    }
    let psnr = 10 * log10(255 * 255 / (squared / count))
    #expect(psnr > 40, "\(psnr) dB")
    // The bar never moves: its pixels are the same in every frame.
    for frame in decoded.dropFirst() {
      for y in 0..<64 {
        for x in 0..<28 { for c in 0..<3 { #expect(frame[(y * 96 + x) * 3 + c] == decoded[0][(y * 96 + x) * 3 + c]) } }
      }
    }
  }

  /// Decodes a video to RGB24 frames with the ffmpeg program.
  func rawFrames(_ path: String, width: Int, height: Int) throws -> [[UInt8]] {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    p.arguments = ["-nostdin", "-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let bytes = [UInt8](out.fileHandleForReading.readDataToEndOfFile())
    p.waitUntilExit()
    let size = width * height * 3
    return stride(from: 0, to: bytes.count - size + 1, by: size).map { Array(bytes[$0..<$0 + size]) }
  }

  /// GIF: one frame per frame, delays summing exactly to the duration (30 fps: 3,4,3,…; 24 fps: 4,4,4,5,…).
  @Test(arguments: [(30, 30), (24, 24)])
  func gifDelaysSumToTheDuration(fps: Int, frames: Int) throws {
    let out = dir.appendingPathComponent("a\(fps).gif").path
    try SceneRenderJob(
      scene: scene(Self.sceneText.replacingOccurrences(of: "fps: 30", with: "fps: \(fps)")), output: out
    ).run()
    let s = try probe(out)
    #expect(s["codec_name"] as? String == "gif")
    #expect(s["nb_read_frames"] as? String == String(frames))
    #expect((s["format"] as? [String: Any])?["duration"] as? String == "1.000000")
  }

  /// The MP4 decodes (BT.709, limited range) to the PNG frames of the same render within 40 dB PSNR.
  @Test func mp4MatchesPNGFrames() throws {
    let mp4 = dir.appendingPathComponent("q.mp4").path
    let pngs = dir.appendingPathComponent("q").path
    let s = try scene(
      """
      size: [384, 288]
      fps: 30
      duration: 1
      background: "#FFFFFF"
      layers:
        - emoji: "😀"
          font: { size: 96 }
          modifiers:
            - keyframeAnimator:
                initialValue: 0.0
                keyframes: ["CubicKeyframe(40, duration: 1)"]
                content: [{ offset: { x: value } }]
        - shape: ellipse
          frame: [100, 14]
          fill: "#00000033"
          position: [192, 240]
      """)
    try SceneRenderJob(scene: s, output: mp4).run()
    try SceneRenderJob(scene: s, output: pngs).run()
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    p.arguments = [
      "-v", "error", "-i", mp4, "-vf", "scale=in_color_matrix=bt709:in_range=tv:flags=accurate_rnd+full_chroma_int",
      "-f", "rawvideo", "-pix_fmt", "rgb24", "-",
    ]
    let pipe = Pipe()
    p.standardOutput = pipe
    try p.run()
    let raw = [UInt8](pipe.fileHandleForReading.readDataToEndOfFile())
    p.waitUntilExit()
    let frameBytes = 384 * 288 * 3
    #expect(raw.count == frameBytes * 30)
    for n in [0, 15, 29] {
      let png = try RenderedFrame(pngAt: pngs + String(format: "/frame-%05d.png", n))
      var squared = 0.0
      for y in 0..<288 {
        for x in 0..<384 {
          let q = png.pixel(x: x, y: y)
          let o = n * frameBytes + (y * 384 + x) * 3
          for (a, b) in [(q.r, raw[o]), (q.g, raw[o + 1]), (q.b, raw[o + 2])] {
            squared += pow(Double(a) - Double(b), 2)
          }
        }
      }
      let psnr = 10 * log10(255 * 255 / (squared / Double(frameBytes)))
      #expect(psnr >= 40, "frame \(n): \(psnr) dB")
    }
  }

  /// Chunks rendered separately give the same PNG files as the whole render.
  @Test func chunksMatchTheWhole() throws {
    let whole = dir.appendingPathComponent("whole").path
    let chunk = dir.appendingPathComponent("chunk").path
    try SceneRenderJob(scene: scene(), output: whole).run()
    try SceneRenderJob(scene: scene(), output: chunk, frames: 10..<20).run()
    let files = try FileManager.default.contentsOfDirectory(atPath: chunk).sorted()
    #expect(files.first == "frame-00010.png" && files.count == 10)
    for f in files {
      #expect(FileManager.default.contentsEqual(atPath: "\(chunk)/\(f)", andPath: "\(whole)/\(f)"))
    }
  }

  /// The same scene gives the same bytes whatever the number of workers.
  @Test func outputIsDeterministicAcrossJobs() throws {
    let a = dir.appendingPathComponent("j1.mp4").path
    let b = dir.appendingPathComponent("j2.mp4").path
    try SceneRenderJob(scene: scene(), output: a, preset: "ultrafast", jobs: 1).run()
    try SceneRenderJob(scene: scene(), output: b, preset: "ultrafast", jobs: 2).run()
    #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
  }

  /// A failed render leaves no partial file and keeps an existing good one.
  @Test func failuresLeaveNothingBehind() throws {
    let good = dir.appendingPathComponent("good.mp4").path
    try Data("good".utf8).write(to: URL(fileURLWithPath: good))
    let bad = try scene(
      "size: [32, 32]\nfps: 10\nduration: 0.5\nlayers:\n  - image: \(dir.path)/x.png\n    frame: [8, 8]\n"
        .replacingOccurrences(of: "image: \(dir.path)/x.png", with: "shape: circle"))
    // Stop after the first frame: the writer is never finished.
    #expect(throws: RenderError.self) {
      try SceneRenderJob(scene: bad, output: good, preset: "ultrafast", jobs: 1).run(shouldStop: { true })
    }
    #expect(try String(contentsOfFile: good, encoding: .utf8) == "good")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".tmp-") }
    #expect(leftovers.isEmpty)
    #expect(throws: RenderError.self) {
      try SceneRenderJob(scene: bad, output: "/nonexistent-dir/x.mp4").run()
    }
  }
}

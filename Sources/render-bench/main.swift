// `make bench`: render-anim against the encode floor, measured side by side in one run.
//
// For each case: render the scene's frames once to a raw BGRA file in /dev/shm; then, several times
// each, alternating, time `ffmpeg` encoding that file with the same settings (the floor) and the
// `render-anim` binary rendering and encoding the same frames. Prints medians, the ratio, frames per
// second and peak memory, then start-up time, memory for a short and a long clip, and --jobs 1 against
// --jobs N; writes the same as JSON to bench-out/bench.json.
// Environment: BENCH_FRAMES (default 600), BENCH_RUNS (default 3), BENCH_CASES (a filter),
// BENCH_LONG (seconds of the long clip, default 60).
import Foundation
import Render
import SceneFormat
import SceneLowering

let env = ProcessInfo.processInfo.environment
let frames = Int(env["BENCH_FRAMES"] ?? "") ?? 600
let runs = max(1, Int(env["BENCH_RUNS"] ?? "") ?? 3)
let filter = env["BENCH_CASES"] ?? ""
let longSeconds = Double(env["BENCH_LONG"] ?? "") ?? 60
let root = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ".")
let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
  "render-anim"
).path
let shm = URL(fileURLWithPath: FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory())
  .appendingPathComponent("render-anim-bench-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: shm, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: shm) }
let cores = ProcessInfo.processInfo.activeProcessorCount

struct Case {
  var scene: String
  var format: OutputFormat
  var preset: String
}
let cases = [
  Case(scene: "bounce-1080", format: .mp4, preset: "medium"),
  Case(scene: "bounce-1080", format: .mp4, preset: "ultrafast"),
  Case(scene: "bounce-512", format: .mp4, preset: "medium"),
  Case(scene: "bounce-512", format: .mp4, preset: "ultrafast"),
  Case(scene: "bounce-512", format: .png, preset: ""), Case(scene: "bounce-1080", format: .png, preset: ""),
  Case(scene: "effects-1080", format: .mp4, preset: "medium"),
  Case(scene: "mixed-1080", format: .mp4, preset: "medium"),
  Case(scene: "mixed-1080", format: .mp4, preset: "ultrafast"),
].filter { filter.isEmpty || "\($0.scene)-\($0.format.rawValue)-\($0.preset)".contains(filter) }

func median(_ xs: [Double]) -> Double {
  let s = xs.sorted()
  return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

// Start-up: a one-frame 1080p MP4 (binary start, FFmpeg's libraries, scene parse, fonts, encoder open, one
// frame encoded and muxed) against the `ffmpeg` program writing a one-frame 1080p MP4 from a lavfi colour
// source with the same encoder settings: both load the same libraries. Measured first, alternating, after
// one unmeasured run of each that warms the page cache.
let startupArguments = [
  "render", root.appendingPathComponent("scenes/bench/bounce-1080.yaml").path, "--frames", "0..<1",
  "--preset", "ultrafast", "-o", shm.appendingPathComponent("startup.mp4").path, "--quiet",
]
let ffmpegStartupArguments = [
  "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=white:s=1920x1080:r=60", "-frames:v", "1",
  "-c:v", "libx264", "-preset", "ultrafast", "-crf", "18", "-pix_fmt", "yuv420p",
  "-movflags", "+faststart", shm.appendingPathComponent("startup-ffmpeg.mp4").path,
]
_ = try measure(binary, startupArguments)
_ = try measure("/usr/bin/ffmpeg", ffmpegStartupArguments)
var startups: [Double] = []
var ffmpegStartups: [Double] = []
for _ in 0..<15 {
  startups.append(try measure(binary, startupArguments).seconds)
  ffmpegStartups.append(try measure("/usr/bin/ffmpeg", ffmpegStartupArguments).seconds)
}
print(
  String(
    format:
      "start-up, one-frame 1080p MP4 (median of 15): render-anim %.0f ms, ffmpeg (lavfi colour) %.0f ms, ratio %.2f×",
    median(startups) * 1000, median(ffmpegStartups) * 1000, median(startups) / median(ffmpegStartups)))

print(
  "render-anim bench: \(frames) frames per case, median of \(runs) runs, \(cores) cores, "
    + "\(ISO8601DateFormatter().string(from: Date()))"
)
print("case                         floor      render-anim   ratio     fps   peak RSS (ours / floor)")
var results: [[String: Any]] = []
var rawFiles: [String: (url: URL, width: Int, height: Int)] = [:]
for c in cases {
  let sceneURL = root.appendingPathComponent("scenes/bench/\(c.scene).yaml")
  let fps = 60
  let duration = Double(frames) / Double(fps)
  if rawFiles[c.scene] == nil {
    // The frames the floor encodes: rendered once, stored raw in memory-backed files.
    let scene = try SceneLowering.load(
      contentsOf: sceneURL, overrides: Scene.Overrides(duration: duration), measurer: PangoTextMeasurer())
    let raw = shm.appendingPathComponent("\(c.scene).bgra")
    _ = FileManager.default.createFile(atPath: raw.path, contents: nil)
    let handle = try FileHandle(forWritingTo: raw)
    let rasterizer = Rasterizer()
    let measurer = PangoTextMeasurer()
    var size = (0, 0)
    for n in 0..<scene.frameCount {
      let f = try rasterizer.render(scene.displayList(at: scene.frameTime(n), measurer: measurer), evenSize: true)
      size = (f.width, f.height)
      var packed = [UInt8]()
      packed.reserveCapacity(f.width * f.height * 4)
      for y in 0..<f.height { packed += f.pixels[(y * f.bytesPerRow)..<(y * f.bytesPerRow + f.width * 4)] }
      try handle.write(contentsOf: packed)
    }
    try handle.close()
    rawFiles[c.scene] = (raw, size.0, size.1)
  }
  let raw = rawFiles[c.scene]!
  let input = [
    "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(raw.width)x\(raw.height)", "-framerate", "\(fps)", "-i",
    raw.url.path,
  ]
  let floorOut = shm.appendingPathComponent("floor-\(c.scene)")
  let oursOut = shm.appendingPathComponent("ours-\(c.scene)")
  var floorArgs: [String]
  var oursArgs = ["render", sceneURL.path, "--duration", String(duration), "--quiet"]
  if c.format == .mp4 {
    floorArgs =
      input + ["-c:v", "libx264", "-preset", c.preset, "-crf", "18", "-pix_fmt", "yuv420p", floorOut.path + ".mp4"]
    oursArgs += ["--preset", c.preset, "-o", oursOut.path + ".mp4"]
  } else {
    try FileManager.default.createDirectory(at: floorOut, withIntermediateDirectories: true)
    floorArgs = input + ["-threads", "2", "-c:v", "png", "-compression_level", "1", floorOut.path + "/frame-%05d.png"]
    oursArgs += ["--format", "png", "-o", oursOut.path]
  }
  var floors: [Measurement] = []
  var ours: [Measurement] = []
  var x264Alone: [Measurement] = []
  let yuvArgs = c.format == .mp4 ? try yuvFloorArguments(raw: raw, preset: c.preset, output: floorOut.path) : nil
  for _ in 0..<runs {
    floors.append(try measure("/usr/bin/ffmpeg", ["-v", "error", "-y"] + floorArgs))
    ours.append(try measure(binary, oursArgs))
    if let yuvArgs { x264Alone.append(try measure("/usr/bin/ffmpeg", ["-v", "error", "-y"] + yuvArgs)) }
  }
  let floor = median(floors.map(\.seconds))
  let mine = median(ours.map(\.seconds))
  let label = "\(c.scene) \(c.format.rawValue)\(c.preset.isEmpty ? "" : " " + c.preset)"
  let oursRSS = ours.map(\.peakMB).max()!
  let floorRSS = floors.map(\.peakMB).max()!
  print(
    String(
      format: "%-26@ %7.2f s   %9.2f s   %5.2f×   %5.0f   %4.0f / %4.0f MB", label as NSString, floor, mine,
      mine / floor, Double(frames) / mine, oursRSS, floorRSS))
  var row: [String: Any] = [
    "case": label, "floor_s": floor, "render_anim_s": mine, "ratio": mine / floor,
    "fps": Double(frames) / mine, "peak_rss_mb": oursRSS, "floor_peak_rss_mb": floorRSS,
    "floor_runs_s": floors.map(\.seconds), "render_anim_runs_s": ours.map(\.seconds),
  ]
  if !x264Alone.isEmpty {
    let alone = median(x264Alone.map(\.seconds))
    row["x264_alone_s"] = alone
    row["x264_alone_ratio"] = mine / alone
    print(
      String(
        format: "%-26@ x264 alone on yuv420p %6.2f s   render-anim %.2f×", label as NSString, alone, mine / alone))
  }
  if c.format == .mp4 && c.preset == "ultrafast" {
    // --jobs 1 against --jobs N where rendering is a real share of the work.
    var one: [Double] = []
    for _ in 0..<runs { one.append(try measure(binary, oursArgs + ["--jobs", "1"]).seconds) }
    row["jobs1_s"] = median(one)
    print(
      String(
        format: "%-26@ --jobs 1 %6.2f s   --jobs %d %6.2f s   speed-up %.2f×", label as NSString, median(one), cores,
        mine, median(one) / mine))
  }
  results.append(row)
  try? FileManager.default.removeItem(at: floorOut)
  try? FileManager.default.removeItem(atPath: floorOut.path + ".mp4")
  try? FileManager.default.removeItem(atPath: floorOut.path + "-yuv.mp4")
  try? FileManager.default.removeItem(atPath: oursOut.path + ".mp4")
  try? FileManager.default.removeItem(at: oursOut)
}

/// The arguments of x264 alone: the case's frames converted once to yuv420p (BT.709, limited range, as
/// render-anim converts them), then encoded from that file with the case's settings.
func yuvFloorArguments(raw: (url: URL, width: Int, height: Int), preset: String, output: String) throws -> [String] {
  let yuv = raw.url.deletingPathExtension().appendingPathExtension("yuv")
  if !FileManager.default.fileExists(atPath: yuv.path) {
    _ = try measure(
      "/usr/bin/ffmpeg",
      [
        "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(raw.width)x\(raw.height)", "-i",
        raw.url.path, "-vf", "scale=out_color_matrix=bt709:out_range=tv", "-pix_fmt", "yuv420p", "-f", "rawvideo",
        yuv.path,
      ])
  }
  return [
    "-f", "rawvideo", "-pix_fmt", "yuv420p", "-s", "\(raw.width)x\(raw.height)", "-framerate", "60", "-i", yuv.path,
    "-c:v", "libx264", "-preset", preset, "-crf", "18", output + "-yuv.mp4",
  ]
}

// GIF: render-anim (libimagequant's palette from every frame, remapped to the nearest colour) against
// FFmpeg's two-pass palettegen + paletteuse on the same frames, pre-rendered; PSNR of each to the source
// frames. Moving shapes (bounce-512), the gallery, the effects and a flat-colour clip (two-phase).
var gifRows: [[String: Any]] = []
if filter.isEmpty || filter.contains("gif") {
  let gifFPS = 25
  for (name, path, count) in [
    ("bounce-512", "scenes/bench/bounce-512.yaml", max(1, frames / 2)),
    ("animation-gallery", "scenes/animation-gallery.yaml", max(1, frames / 6)),
    ("visual-gallery", "scenes/visual-gallery.yaml", max(1, frames / 6)),
    ("two-phase", "scenes/two-phase.yaml", max(1, frames / 6)),
  ] {
    gifRows.append(try benchGIF(name: name, sceneURL: root.appendingPathComponent(path), frames: count, fps: gifFPS))
  }
}

/// One GIF case: render-anim's time, PSNR and size against palettegen + paletteuse's.
func benchGIF(name: String, sceneURL: URL, frames gifFrames: Int, fps gifFPS: Int) throws -> [String: Any] {
  let duration = Double(gifFrames) / Double(gifFPS)
  let scene = try SceneLowering.load(
    contentsOf: sceneURL, overrides: Scene.Overrides(fps: gifFPS, duration: duration), measurer: PangoTextMeasurer())
  let raw = shm.appendingPathComponent("gif-source.bgra")
  _ = FileManager.default.createFile(atPath: raw.path, contents: nil)
  let handle = try FileHandle(forWritingTo: raw)
  let rasterizer = Rasterizer()
  let measurer = PangoTextMeasurer()
  var size = (0, 0)
  for n in 0..<scene.frameCount {
    let f = try rasterizer.render(scene.displayList(at: scene.frameTime(n), measurer: measurer))
    size = (f.width, f.height)
    var packed = [UInt8]()
    packed.reserveCapacity(f.width * f.height * 4)
    for y in 0..<f.height { packed += f.pixels[(y * f.bytesPerRow)..<(y * f.bytesPerRow + f.width * 4)] }
    try handle.write(contentsOf: packed)
  }
  try handle.close()
  let input = [
    "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(size.0)x\(size.1)", "-framerate", "\(gifFPS)", "-i", raw.path,
  ]
  let ours = shm.appendingPathComponent("ours.gif")
  let theirs = shm.appendingPathComponent("floor.gif")
  let palette = shm.appendingPathComponent("palette.png")
  var oursTimes: [Double] = []
  var floorTimes: [Double] = []
  for _ in 0..<runs {
    oursTimes.append(
      try measure(
        binary,
        [
          "render", sceneURL.path, "--fps", "\(gifFPS)", "--duration", String(duration),
          "-o", ours.path, "--quiet",
        ]
      ).seconds)
    let pass1 = try measure("/usr/bin/ffmpeg", ["-v", "error", "-y"] + input + ["-vf", "palettegen", palette.path])
    let pass2 = try measure(
      "/usr/bin/ffmpeg", ["-v", "error", "-y"] + input + ["-i", palette.path, "-lavfi", "paletteuse", theirs.path])
    floorTimes.append(pass1.seconds + pass2.seconds)
  }
  func psnr(_ gif: URL) throws -> Double {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    p.arguments =
      ["-nostdin", "-i", gif.path] + input + [
        "-lavfi", "[0:v]format=rgb24[a];[1:v]format=rgb24[b];[a][b]psnr", "-f", "null", "-",
      ]
    let err = Pipe()
    p.standardError = err
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    guard let r = text.range(of: "average:") else { return .nan }
    return Double(text[r.upperBound...].prefix { $0 == "." || $0.isNumber }) ?? .nan
  }
  let oursSize = (try FileManager.default.attributesOfItem(atPath: ours.path)[.size] as? Int) ?? 0
  let floorSize = (try FileManager.default.attributesOfItem(atPath: theirs.path)[.size] as? Int) ?? 0
  let (oursPSNR, floorPSNR) = (try psnr(ours), try psnr(theirs))
  print(
    String(
      format:
        "gif %@, %d frames at %d fps: render-anim %.2f s, %.1f dB, %d KB; "
        + "ffmpeg palettegen+paletteuse %.2f s, %.1f dB, %d KB",
      name, gifFrames, gifFPS, median(oursTimes), oursPSNR, oursSize / 1024, median(floorTimes), floorPSNR,
      floorSize / 1024))
  return [
    "scene": name, "frames": gifFrames, "fps": gifFPS, "render_anim_s": median(oursTimes),
    "render_anim_psnr_db": oursPSNR,
    "render_anim_bytes": oursSize, "floor_s": median(floorTimes), "floor_psnr_db": floorPSNR, "floor_bytes": floorSize,
  ]
}

// A Swift view's compile and render against its scene twin.
var swiftView: [String: Double] = [:]
if filter.isEmpty || filter.contains("swift") {
  swiftView = try benchSwiftView(root: root, binary: binary, scratch: shm, runs: runs)
}

// Memory for a short and a long clip at 1080p.
var memory: [String: Double] = [:]
for seconds in [10.0, longSeconds] where filter.isEmpty || filter.contains("memory") {
  let m = try measure(
    binary,
    [
      "render", root.appendingPathComponent("scenes/bench/bounce-1080.yaml").path, "--duration", String(seconds),
      "--preset", "ultrafast", "-o", shm.appendingPathComponent("long.mp4").path, "--quiet",
    ])
  memory[String(format: "%.0f s", seconds)] = m.peakMB
  print(String(format: "peak RSS, 1080p ultrafast, %3.0f s clip: %4.0f MB (%.1f s)", seconds, m.peakMB, m.seconds))
}

let out = root.appendingPathComponent("bench-out")
try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
let json: [String: Any] = [
  "frames": frames, "runs": runs, "cores": cores, "cases": results,
  "startup_ms": median(startups) * 1000, "ffmpeg_startup_ms": median(ffmpegStartups) * 1000,
  "gif": gifRows, "peak_rss_mb_by_clip_length": memory, "swift_view": swiftView,
]
try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys]).write(
  to: out.appendingPathComponent("bench.json"))
print("wrote \(out.path)/bench.json")

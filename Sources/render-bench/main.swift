// `make bench`: render-anim against the encode floor, measured side by side in one run (issue 6).
//
// For each case: render the scene's frames once to a raw BGRA file in /dev/shm, time `ffmpeg` encoding
// that file with the same settings (the floor), then time render-anim rendering and encoding the same
// frames; print both and the ratio. Environment: BENCH_FRAMES (default 600), BENCH_CASES (a filter).
import Foundation
import Render
import Scene

func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func ffmpeg(_ arguments: [String]) throws {
  let p = Process()
  p.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
  p.arguments = ["-v", "error", "-y"] + arguments
  try p.run()
  p.waitUntilExit()
  guard p.terminationStatus == 0 else { throw RenderError.encoder("ffmpeg failed: \(arguments.joined(separator: " "))") }
}

let env = ProcessInfo.processInfo.environment
let frames = Int(env["BENCH_FRAMES"] ?? "") ?? 600
let filter = env["BENCH_CASES"] ?? ""
let root = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ".")
let shm = URL(fileURLWithPath: FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory())
  .appendingPathComponent("render-anim-bench-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: shm, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: shm) }

struct Case { var scene: String; var format: OutputFormat; var preset: String }
let cases = [
  Case(scene: "bounce-1080", format: .mp4, preset: "medium"), Case(scene: "bounce-1080", format: .mp4, preset: "ultrafast"),
  Case(scene: "bounce-512", format: .mp4, preset: "medium"), Case(scene: "bounce-512", format: .mp4, preset: "ultrafast"),
  Case(scene: "bounce-512", format: .png, preset: ""), Case(scene: "bounce-1080", format: .png, preset: ""),
].filter { filter.isEmpty || "\($0.scene)-\($0.format.rawValue)-\($0.preset)".contains(filter) }

print("render-anim bench: \(frames) frames per case, \(ProcessInfo.processInfo.activeProcessorCount) cores")
var rawFiles: [String: (URL, Int, Int, Scene)] = [:]
for c in cases {
  let sceneURL = root.appendingPathComponent("scenes/bench/\(c.scene).yaml")
  let fps = 60
  let scene = try Scene.load(contentsOf: sceneURL, overrides: Scene.Overrides(duration: Double(frames) / Double(fps)))
  if rawFiles[c.scene] == nil {
    // The frames the floor encodes: rendered once, stored raw in memory-backed files.
    let raw = shm.appendingPathComponent("\(c.scene).bgra")
    FileManager.default.createFile(atPath: raw.path, contents: nil)
    let handle = try FileHandle(forWritingTo: raw)
    let rasterizer = Rasterizer()
    let measurer = PangoTextMeasurer()
    var size = (0, 0)
    for n in 0..<scene.frameCount {
      let f = try rasterizer.render(scene.displayList(at: scene.frameTime(n), measurer: measurer), evenSize: true)
      size = (f.width, f.height)
      var packed = [UInt8](); packed.reserveCapacity(f.width * f.height * 4)
      for y in 0..<f.height { packed += f.pixels[(y * f.bytesPerRow)..<(y * f.bytesPerRow + f.width * 4)] }
      try handle.write(contentsOf: packed)
    }
    try handle.close()
    rawFiles[c.scene] = (raw, size.0, size.1, scene)
  }
  let (raw, w, h, _) = rawFiles[c.scene]!
  let input = ["-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(w)x\(h)", "-framerate", "\(fps)", "-i", raw.path]
  let floorOut = shm.appendingPathComponent("floor-\(c.scene)")
  let oursOut = shm.appendingPathComponent("ours-\(c.scene)")
  let floor: Double, ours: Double
  if c.format == .mp4 {
    floor = try seconds {
      try ffmpeg(input + ["-c:v", "libx264", "-preset", c.preset, "-crf", "18", "-pix_fmt", "yuv420p", floorOut.path + ".mp4"])
    }
    ours = try seconds {
      try SceneRenderJob(scene: scene, output: oursOut.path + ".mp4", preset: c.preset).run()
    }
  } else {
    try FileManager.default.createDirectory(at: floorOut, withIntermediateDirectories: true)
    floor = try seconds {
      try ffmpeg(input + ["-threads", "2", "-c:v", "png", "-compression_level", "1", floorOut.path + "/frame-%05d.png"])
    }
    ours = try seconds { try SceneRenderJob(scene: scene, output: oursOut.path).run() }
  }
  let label = "\(c.scene) \(c.format.rawValue)\(c.preset.isEmpty ? "" : " " + c.preset)"
  print(String(format: "%-26@ floor %6.2f s   render-anim %6.2f s   ratio %.2f×   (%.0f fps)", label as NSString,
               floor, ours, ours / floor, Double(frames) / ours))
  if c.format == .mp4 && c.preset == "ultrafast" {
    // --jobs 2 against --jobs 1 where rendering is a real share of the work.
    let one = try seconds { try SceneRenderJob(scene: scene, output: oursOut.path + "-1.mp4", preset: c.preset, jobs: 1).run() }
    print(String(format: "%-26@ --jobs 1 %6.2f s   --jobs %d %6.2f s   speed-up %.2f×", label as NSString, one,
                 ProcessInfo.processInfo.activeProcessorCount, ours, one / ours))
    try? FileManager.default.removeItem(atPath: oursOut.path + "-1.mp4")
  }
  try? FileManager.default.removeItem(at: floorOut)
  try? FileManager.default.removeItem(atPath: oursOut.path + ".mp4")
  try? FileManager.default.removeItem(at: oursOut)
}

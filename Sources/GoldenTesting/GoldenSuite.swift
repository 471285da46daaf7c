import Foundation
import Render
import SceneFormat
import SceneLowering
import Yams

/// A golden directory (docs/architecture.md, Goldens): `goldens.yaml` naming scenes and times, and PNGs
/// `<scene>@<time>.png` (`<scene>@end.png` for the last frame).
///
/// ```yaml
/// times: [0, 0.5, end]              # default times for every scene ("end": the last frame)
/// scale: 0.5                        # optional render scale (small goldens)
/// tolerance: { channel: 2, maxPixels: 20, maxFraction: 0.001, perceptual: 2.0 }
/// scenes:
///   - ../scenes/three-phase.yaml    # a path relative to goldens.yaml, or
///   - { scene: ../scenes/two-phase.yaml, times: [0, 0.55], name: two-phase }
/// ```
public struct GoldenSuite: Sendable {
  /// A scene and the times its goldens are taken at.
  public struct Entry: Sendable {
    /// The goldens' base name (`NAME@T.png`).
    public var name: String
    /// The scene, as the suite's `load` reads it.
    public var scenePath: String
    /// Seconds; -1 is the clip's last frame (`end`).
    public var times: [Double]

    /// Creates an entry.
    public init(name: String, scenePath: String, times: [Double]) {
      self.name = name
      self.scenePath = scenePath
      self.times = times
    }
  }

  /// The folder of the golden PNGs.
  public let directory: URL
  /// The scenes.
  public let entries: [Entry]
  /// How far a frame may differ from its golden.
  public let tolerance: GoldenTolerance
  /// The scale frames are drawn at (the scenes' own when `nil`).
  public let scale: Double?

  /// A suite of `entries` whose goldens are in `directory` (a package's render-anim.yaml makes one).
  public init(directory: URL, entries: [Entry], tolerance: GoldenTolerance = GoldenTolerance(), scale: Double? = nil) {
    self.directory = URL(fileURLWithPath: directory.path, isDirectory: true)
    self.entries = entries
    self.tolerance = tolerance
    self.scale = scale
  }

  /// Reads `goldens.yaml` in `directory`.
  public init(directory: URL) throws {
    let directory = URL(fileURLWithPath: directory.path, isDirectory: true)
    self.directory = directory
    let file = directory.appendingPathComponent("goldens.yaml")
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
      throw RenderError.output("no goldens.yaml in '\(directory.path)'")
    }
    guard let root = try Yams.load(yaml: text) as? [String: Any] else {
      throw RenderError.output("\(file.path): expected a mapping")
    }
    let known = ["times", "scale", "tolerance", "scenes"]
    if let unknown = root.keys.first(where: { !known.contains($0) }) {
      throw RenderError.output("\(file.path): unknown key '\(unknown)'")
    }
    func times(_ any: Any?) throws -> [Double]? {
      guard let any else { return nil }
      guard let list = any as? [Any] else { throw RenderError.output("\(file.path): times must be a list") }
      return try list.map { item in
        if let s = item as? String, s == "end" { return -1 }
        if let d = item as? Double { return d }
        if let i = item as? Int { return Double(i) }
        throw RenderError.output("\(file.path): a time is a number or 'end', got \(item)")
      }
    }
    let defaults = try times(root["times"]) ?? [0, -1]
    scale = (root["scale"] as? Double) ?? (root["scale"] as? Int).map(Double.init)
    var tolerance = GoldenTolerance()
    if let t = root["tolerance"] as? [String: Any] {
      func number(_ k: String) -> Double? { (t[k] as? Double) ?? (t[k] as? Int).map(Double.init) }
      tolerance = GoldenTolerance(
        channel: number("channel").map { Int($0) } ?? 2, maxPixels: number("maxPixels").map { Int($0) },
        maxFraction: number("maxFraction"), perceptual: number("perceptual"))
    }
    self.tolerance = tolerance
    var entries: [Entry] = []
    for item in root["scenes"] as? [Any] ?? [] {
      let path: String
      let name: String?
      let list: [Double]?
      if let p = item as? String {
        path = p
        name = nil
        list = nil
      } else if let m = item as? [String: Any], let p = m["scene"] as? String {
        path = p
        name = m["name"] as? String
        list = try times(m["times"])
      } else {
        throw RenderError.output("\(file.path): each scene is a path or {scene:, times:, name:}")
      }
      let url = URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL
      entries.append(
        Entry(name: name ?? url.deletingPathExtension().lastPathComponent, scenePath: url.path, times: list ?? defaults)
      )
    }
    guard !entries.isEmpty else { throw RenderError.output("\(file.path): no scenes") }
    self.entries = entries
  }

  /// The golden file name for a scene at a time.
  public static func fileName(_ name: String, _ time: Double) -> String {
    let t = time == time.rounded() && abs(time) < 1e9 ? String(Int(time)) : String(time)
    return "\(name)@\(t).png"
  }

  /// Verifies (or, with `record`, records) every golden; `progress` sees each result as it comes.
  /// - Parameters:
  ///   - record: write the frames as the goldens instead of comparing them.
  ///   - artifacts: the folder for the actual frames and diffs of failures.
  ///   - load: reads an entry's scene (by default a scene file, run on the view runtime as `render` runs
  ///     it; the CLI passes one that also reads Swift views and view scenes).
  ///   - progress: sees each result as it comes.
  public func run(
    record: Bool, artifacts: URL,
    load: (URL, Scene.Overrides) throws -> Scene = {
      try SceneLowering.load(contentsOf: $0, overrides: $1, measurer: PangoTextMeasurer())
    },
    progress: (GoldenCheck.Result) -> Void = { _ in }
  ) throws -> GoldenReport {
    var results: [GoldenCheck.Result] = []
    var expected = Set<String>()
    let rasterizer = Rasterizer()
    let measurer = PangoTextMeasurer()
    for entry in entries {
      let scene: Scene
      do { scene = try load(URL(fileURLWithPath: entry.scenePath), Scene.Overrides(scale: scale)) } catch {
        let r = GoldenCheck.Result(name: entry.name, outcome: .mismatched("scene: \(error)"))
        results.append(r)
        progress(r)
        continue
      }
      for t in entry.times {
        let time = t < 0 ? scene.frameTime(scene.frameCount - 1) : t
        let file = t < 0 ? "\(entry.name)@end.png" : Self.fileName(entry.name, t)
        expected.insert(file)
        let frame = try rasterizer.render(scene.displayList(at: time, measurer: measurer))
        let r = GoldenCheck.check(
          frame, golden: directory.appendingPathComponent(file), tolerance: tolerance,
          artifacts: artifacts, record: record, recordMissing: false)
        results.append(r)
        progress(r)
      }
    }
    // Goldens that no scene and time ask for.
    let pngs =
      (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.filter { $0.hasSuffix(".png") } ?? []
    for orphan in pngs.sorted() where !expected.contains(orphan) {
      if record {
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(orphan))
      } else {
        let r = GoldenCheck.Result(name: orphan, outcome: .mismatched("golden with no scene and time in goldens.yaml"))
        results.append(r)
        progress(r)
      }
    }
    let report = GoldenReport(results: results)
    if !record { try report.write(to: artifacts.appendingPathComponent("report.json")) }
    return report
  }
}

/// The results of a golden run.
public struct GoldenReport: Sendable {
  /// The results in the order the suite ran: one per golden (one per entry whose scene does not load), then,
  /// when verifying, a failure for each PNG in the directory that no scene and time ask for.
  public var results: [GoldenCheck.Result]

  /// Every golden matched (or was recorded on request).
  public var passed: Bool { results.allSatisfy { $0.outcome == .matched || $0.outcome == .recorded } }

  /// One line counting the goldens: how many matched, were recorded and failed.
  public var summary: String {
    let ok = results.filter { $0.outcome == .matched }.count
    let recorded = results.filter { $0.outcome == .recorded }.count
    let failed = results.count - ok - recorded
    return "\(results.count) goldens: \(ok) matched, \(recorded) recorded, \(failed) failed"
  }

  /// Writes the report as JSON.
  func write(to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let items = results.map { r -> [String: Any] in
      var d: [String: Any] = ["frame": r.name, "passed": r.passed]
      switch r.outcome {
      case .matched: d["status"] = "matched"
      case .recorded: d["status"] = "recorded"
      case .missing: d["status"] = "missing"
      case .mismatched(let why):
        d["status"] = "mismatched"
        d["detail"] = why
      }
      if !r.artifacts.isEmpty { d["artifacts"] = r.artifacts }
      return d
    }
    let data = try JSONSerialization.data(
      withJSONObject: ["passed": passed, "summary": summary, "frames": items],
      options: [.prettyPrinted, .sortedKeys])
    try data.write(to: url)
  }
}

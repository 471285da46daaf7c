import Foundation
import GoldenTesting
import Render
import SceneFormat
import SceneLowering
import Testing

/// Every scene of `scenes/` (and of `LoweringScenes/`) samples as recorded in `Samples/`: the same layers,
/// transforms, opacities and named values, within 1e-9, at up to 90 frames spread over the clip, and the
/// same marks. The records were made from the view runtime when it sampled the scene engine's values at
/// every frame within 1e-9 (docs/architecture.md, One runtime: the values it lists otherwise by decision
/// excepted), so they hold the scene engine's values after the engine is gone. A missing record is
/// written and the test fails; delete a record to make it again after a change decided on purpose.
@Suite struct SceneSampleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
    .standardizedFileURL

  static let scenes: [String] = {
    var names: [String] = []
    for folder in ["scenes", "scenes/swift", "scenes/bench", "Tests/RenderTests/LoweringScenes"] {
      let dir = root.appendingPathComponent(folder)
      let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
      names += files.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(folder)/\($0)" }
    }
    return names
  }()

  static let samples = root.appendingPathComponent("Tests/RenderTests/Samples")

  /// What a record holds: the sample, and the marks up to the last frame.
  struct Record: Codable {
    var times: [Double]
    var layers: [Layer]
    var marks: [String]

    struct Layer: Codable {
      var id: String?
      var transform: [[Double?]]
      var opacity: [Double?]
      var values: [String: [Double?]]
    }
  }

  /// The frames a record samples: every frame of a clip of up to 90, else 90 spread from the first to the last.
  static func frames(_ scene: Scene) -> [Int] {
    let count = scene.frameCount
    guard count > 90 else { return Array(0..<count) }
    return (0..<90).map { $0 * (count - 1) / 89 }
  }

  /// The scene's record as the runtime makes it now.
  static func record(_ scene: Scene) throws -> Record {
    let times = frames(scene).map(scene.frameTime)
    /// `sample`'s report as it prints it.
    struct Sample: Decodable {
      var layers: [Record.Layer]
    }
    let data = try JSONEncoder().encode(scene.sample(at: times, measurer: PangoTextMeasurer()))
    return Record(
      times: times, layers: try JSONDecoder().decode(Sample.self, from: data).layers,
      marks: Self.marks(scene, within: times.last ?? 0).sorted())
  }

  @Test(arguments: scenes)
  func samplesAsRecorded(_ name: String) throws {
    let scene = try SceneLowering.scene(
      contentsOf: Self.root.appendingPathComponent(name), measurer: PangoTextMeasurer())
    let now = try Self.record(scene)
    let file = Self.samples.appendingPathComponent(name.replacingOccurrences(of: "/", with: "--") + ".json")
    guard let data = FileManager.default.contents(atPath: file.path) else {
      try FileManager.default.createDirectory(at: Self.samples, withIntermediateDirectories: true)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      try encoder.encode(now).write(to: file)
      Issue.record("\(name): no record; recorded \(file.lastPathComponent)")
      return
    }
    let recorded = try JSONDecoder().decode(Record.self, from: data)
    #expect(now.times == recorded.times, "\(name): times")
    #expect(now.marks == recorded.marks, "\(name): marks")
    try #require(now.layers.count == recorded.layers.count, "\(name): layers \(now.layers.map(\.id))")
    var problems: [String] = []
    func compare(_ a: [Double?], _ b: [Double?], _ what: String) {
      guard a.count == b.count else { return problems.append("\(what): \(a.count) values, recorded \(b.count)") }
      for (i, (x, y)) in zip(a, b).enumerated() where !(x == nil && y == nil) {
        guard let x, let y, abs(x - y) <= 1e-9 else {
          return problems.append(
            "\(what) at \(now.times[i]) s: \(String(describing: x)), recorded \(String(describing: y))")
        }
      }
    }
    for (a, b) in zip(now.layers, recorded.layers) {
      let id = b.id ?? "?"
      if a.id != b.id { problems.append("id \(a.id ?? "nil"), recorded \(id)") }
      for i in 0..<6 {
        compare(
          a.transform.map { $0.count == 6 ? $0[i] : nil }, b.transform.map { $0.count == 6 ? $0[i] : nil },
          "\(id) transform[\(i)]")
      }
      compare(a.opacity, b.opacity, "\(id) opacity")
      if Set(a.values.keys) != Set(b.values.keys) {
        problems.append("\(id) values \(a.values.keys.sorted()), recorded \(b.values.keys.sorted())")
      }
      for (key, values) in b.values { compare(a.values[key] ?? [], values, "\(id) \(key)") }
    }
    #expect(problems.isEmpty, "\(name): \(problems.prefix(6).joined(separator: "; "))")
  }

  /// The marks up to the last frame that the scene engine made too: events, completions, triggers and
  /// phase changes by their labels and instants, keyframe ends by track on their layer, and when each
  /// modifier's animation settles and comes to rest, on its layer. (The scene engine marked the animations
  /// of a layer's own keys — `fill`, `font`, `trim`, `if` — on no layer; the runtime does not mark them, or
  /// marks an `if` inside a group on the group.)
  static func marks(_ scene: Scene, within end: Double) -> Set<String> {
    var out: Set<String> = []
    for m in scene.marks() where m.time <= end + 1e-9 {
      let time = String(format: "%.9f", m.time)
      switch m.kind {
      case .event, .completion, .trigger, .phase: out.insert("\(m.label) \(time)")
      case .keyframe: out.insert("\(m.label) \(time) layer \(m.layer ?? -1) \(m.quantity ?? "")")
      case .settled, .removed:
        guard let layer = m.layer, m.quantity != "trim", m.quantity != "presence" else { continue }
        out.insert("\(m.kind) \(time) layer \(layer) \(m.quantity ?? "")")
      }
    }
    return out
  }

  /// Each example scene, on the view runtime, draws the committed goldens of `Tests/RenderTests/Goldens` (half
  /// scale, the goldens' own tolerance) at every time they are recorded for.
  @Test func loweredScenesDrawTheirGoldens() throws {
    let goldens = Self.root.appendingPathComponent("Tests/RenderTests/Goldens")
    let suite = try GoldenSuite(directory: goldens)
    var checked = 0
    for entry in suite.entries {
      let scene = try SceneLowering.scene(
        contentsOf: URL(fileURLWithPath: entry.scenePath), overrides: Scene.Overrides(scale: suite.scale),
        measurer: PangoTextMeasurer())
      for t in entry.times {
        let file = t < 0 ? "\(entry.name)@end.png" : GoldenSuite.fileName(entry.name, t)
        let time = t < 0 ? scene.frameTime(scene.frameCount - 1) : t
        let result = try GoldenCheck.check(
          scene: scene, time: time, golden: goldens.appendingPathComponent(file), tolerance: suite.tolerance,
          record: false)
        #expect(result.outcome == .matched, "\(file): \(result)")
        checked += 1
      }
    }
    #expect(checked >= 56, "\(checked) goldens checked")
  }

  /// An expression that fails only when a frame evaluates it (it reads a keyframe animator's `value`) fails
  /// that frame with the scene engine's error, never a neutral value drawn silently.
  @Test func anExpressionThatFailsAtAFrameFailsIt() throws {
    let dir = try TestFolder.make("lowering")
    let url = dir.appendingPathComponent("bad.yaml")
    try """
    size: [100, 100]
    fps: 10
    duration: 1
    layers:
      - id: dot
        shape: circle
        frame: [10, 10]
        modifiers:
          - keyframeAnimator:
              initialValue: 0.0
              keyframes: ["LinearKeyframe(1.0, duration: 1)"]
              content:
                - offset: { y: "value.nope" }
    """.write(to: url, atomically: true, encoding: .utf8)
    let measurer = PangoTextMeasurer()
    let error = #expect(throws: SceneError.self) {
      try SceneLowering.scene(contentsOf: url, measurer: measurer).values(at: 0.5, measurer: measurer)
    }
    #expect(
      error?.description
        == "\(url.path):13:28: error: number has no member 'nope' in 'value.nope' "
        + "(at layers[0].modifiers[0].keyframeAnimator.content[0].offset.y)")
  }
}

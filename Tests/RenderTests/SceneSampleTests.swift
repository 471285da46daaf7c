import Foundation
import Render
import SceneEngine
import SceneLowering
import Testing

/// Every scene of `scenes/` (and of `LoweringScenes/`) samples as recorded in `Samples/`: the same layers,
/// transforms, opacities and named values, within 1e-9, at up to 90 frames spread over the clip, and the
/// same marks. The records were made from the view runtime when it sampled the scene engine's values at
/// every frame within 1e-9 (docs/architecture.md, One runtime: the values it lists otherwise by decision
/// excepted), so they hold the scene engine's values after the engine is gone. A missing record is
/// written and the test fails; delete a record to make it again after a change decided on purpose.
@Suite struct SceneSampleTests {
  static let samples = SceneLoweringParityTests.root.appendingPathComponent("Tests/RenderTests/Samples")

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
      marks: SceneLoweringParityTests.marks(scene, within: times.last ?? 0).sorted())
  }

  @Test(arguments: SceneLoweringParityTests.scenes)
  func samplesAsRecorded(_ name: String) throws {
    let scene = try SceneLowering.scene(
      contentsOf: SceneLoweringParityTests.root.appendingPathComponent(name), measurer: PangoTextMeasurer())
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
}

import Foundation
import GoldenTesting
import Render
import SceneEngine
import SceneLowering
import Testing

/// Scene files on the view runtime (docs/architecture.md, One runtime): every scene of `scenes/` (and of
/// `LoweringScenes/`, one for each group of keys the lowering makes) that the lowering runs samples the
/// values of the scene engine at every frame, within 1e-9, and draws the same pixels; the scenes it does not
/// run yet are listed, so that each one it learns is checked from then on.
@Suite struct SceneLoweringParityTests {
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

  /// The scenes the lowering refuses, with the feature it names (none of these today).
  static let notYetLowered: [String: String] = [:]

  /// Where the runtime lists other values than the scene engine, by decision (docs/architecture.md, One
  /// runtime): the scene's values named with the first text only the engine lists, with the second only
  /// the runtime. A stack whose layout changes: the engine lists the layout's interpolated data, the runtime
  /// (which animates each child's frame, as SwiftUI does) each child's place.
  static let decided: [String: (engine: String, lowered: String)] = [
    "scenes/layout-switch.yaml": ("layout.", ".place.")
  ]

  /// The scenes the runtime draws otherwise than the scene engine, by decision (docs/architecture.md, One
  /// runtime): each is checked against its goldens, recorded from the runtime, not against the engine.
  static let drawnOtherwise: [String: String] = [
    "scenes/album-transitions.yaml":
      "a stack's inserted child stands at its place at once while the others move; a removed one stays",
    "scenes/matched-hero.yaml":
      "a follower is laid out at its source's size, not stretched; the shared frame's spring rests later",
  ]

  /// The values without those `decided` lists for `name` on each side.
  static func decidedApart(
    _ values: [(layer: DisplayItem, values: [(String, Double)])], _ name: String, engine: Bool
  ) -> [(layer: DisplayItem, values: [(String, Double)])] {
    guard let d = decided[name] else { return values }
    let text = engine ? d.engine : d.lowered
    return values.map { ($0.layer, $0.values.filter { !$0.0.contains(text) }) }
  }

  @Test(arguments: scenes)
  func parity(_ name: String) throws {
    let url = Self.root.appendingPathComponent(name)
    let measurer = PangoTextMeasurer()
    let engine = try Scene.load(contentsOf: url)
    let lowered: Scene
    do {
      lowered = try SceneLowering.scene(contentsOf: url, measurer: measurer)
    } catch {
      let message = error.message
      #expect(Self.notYetLowered[name].map { message.contains("'\($0)'") } == true, "\(name): \(message)")
      return
    }
    #expect(Self.notYetLowered[name] == nil, "\(name) is lowered now: take it off the list")
    if Self.drawnOtherwise[name] != nil {
      _ = try lowered.displayList(at: lowered.frameTime(lowered.frameCount - 1), measurer: measurer)
      return
    }
    #expect(lowered.frameCount == engine.frameCount, "\(name): frames")
    var reported = 0
    for n in 0..<engine.frameCount {
      let t = engine.frameTime(n)
      let a = Self.decidedApart(try engine.values(at: t, measurer: measurer), name, engine: true)
      let b = Self.decidedApart(try lowered.values(at: t, measurer: measurer), name, engine: false)
      let problems = Self.differences(a, b)
      if !problems.isEmpty, reported < 3 {
        reported += 1
        Issue.record("\(name) at \(t): \(problems.prefix(6).joined(separator: "; "))")
      }
    }
    let last = engine.frameTime(engine.frameCount - 1)
    let marks = (Self.marks(engine, within: last), Self.marks(lowered, within: last))
    #expect(marks.0 == marks.1, "\(name): marks \(marks.0.subtracting(marks.1)) ≠ \(marks.1.subtracting(marks.0))")
    for n in Set([0, engine.frameCount / 3, engine.frameCount / 2, engine.frameCount - 1]).sorted() {
      let t = engine.frameTime(n)
      let a = try Rasterizer().render(engine.displayList(at: t, measurer: measurer))
      let b = try Rasterizer().render(lowered.displayList(at: t, measurer: measurer))
      let differing = zip(a.pixels, b.pixels).filter { $0 != $1 }.count
      let most = zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
      guard differing > 0 else { continue }
      // Both frames beside each other, to look at.
      let stem = FileManager.default.temporaryDirectory.appendingPathComponent(
        "parity-\(url.deletingPathExtension().lastPathComponent)-\(n)")
      try a.writePNG(to: stem.path + "-engine.png")
      try b.writePNG(to: stem.path + "-lowered.png")
      Issue.record("\(name) at \(t): \(differing) bytes differ, by at most \(most) (\(stem.path)-*.png)")
    }
  }

  /// The marks up to the last frame that both engines make: events, completions, triggers and phase
  /// changes by their labels and instants, keyframe ends by track on their layer, and when each
  /// modifier's animation settles and comes to rest, on its layer. (The scene engine marks the animations
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

  /// What differs between the engine's layers and the lowering's: ids the scene names, transforms,
  /// opacities and every named value, at 1e-9.
  static func differences(
    _ a: [(layer: DisplayItem, values: [(String, Double)])], _ b: [(layer: DisplayItem, values: [(String, Double)])]
  ) -> [String] {
    // The scene engine lists a layer that is not there (under `if`) with opacity 0; the runtime does not.
    let a = a.filter { x in x.layer.effects.last?.kind != .opacity(0) || b.contains { $0.layer.id == x.layer.id } }
    guard a.count == b.count else { return ["\(a.count) layers, lowered \(b.count): \(b.map { $0.layer.id ?? "-" })"] }
    var out: [String] = []
    for (x, y) in zip(a, b) {
      let id = x.layer.id ?? "?"
      if let i = x.layer.id, i != y.layer.id { out.append("id \(i) ≠ \(y.layer.id ?? "nil")") }
      let p = x.layer.transform
      let q = y.layer.transform
      let pa = [p.xx, p.yx, p.xy, p.yy, p.x0, p.y0]
      let qa = [q.xx, q.yx, q.xy, q.yy, q.x0, q.y0]
      if zip(pa, qa).contains(where: { abs($0 - $1) > 1e-9 }) { out.append("\(id) transform \(pa) ≠ \(qa)") }
      let mine = Dictionary(y.values, uniquingKeysWith: { a, _ in a })
      let extra = Set(mine.keys).subtracting(x.values.map(\.0))
      if !extra.isEmpty { out.append("\(id) lowered has \(extra.sorted())") }
      // A group's child under `if` that is not there: the scene engine lists its values (`#4.presence` 0),
      // the runtime does not list what it does not draw.
      let absent = x.values.filter { $0.0.hasSuffix(".presence") && $0.1 == 0 && mine[$0.0] == nil }
        .map { String($0.0.dropLast("presence".count)) }
      for (k, v) in x.values where !absent.contains(where: { k.hasPrefix($0) }) {
        guard let w = mine[k] else {
          out.append("\(id) \(k) missing (have \(y.values.map(\.0)))")
          continue
        }
        if abs(v - w) > 1e-9 { out.append("\(id) \(k) \(v) ≠ \(w)") }
      }
    }
    return out
  }

  /// Each lowered example scene draws the committed goldens of `Tests/RenderTests/Goldens` (half scale, the
  /// goldens' own tolerance) at every time they are recorded for.
  @Test func loweredScenesDrawTheirGoldens() throws {
    let goldens = Self.root.appendingPathComponent("Tests/RenderTests/Goldens")
    let suite = try GoldenSuite(directory: goldens)
    var checked = 0
    for entry in suite.entries where Self.notYetLowered["scenes/\(entry.name).yaml"] == nil {
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
  /// the lowered scene's frame with the scene engine's error, never a neutral value drawn silently.
  @Test func anExpressionThatFailsAtAFrameFailsItAsTheEngineDoes() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lowering-\(UUID())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
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
    let engine = try Scene.load(contentsOf: url)
    let expected = #expect(throws: SceneError.self) { try engine.values(at: 0.5, measurer: measurer) }
    let lowered = #expect(throws: SceneError.self) {
      try SceneLowering.scene(contentsOf: url, measurer: measurer).values(at: 0.5, measurer: measurer)
    }
    #expect(expected?.description == lowered?.description)
    #expect(lowered?.description.contains("bad.yaml:") == true)
  }
}

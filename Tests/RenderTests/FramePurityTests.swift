import Foundation
import Render
import SceneFormat
import SceneLowering
import Testing

/// Every frame is a pure function of the scene and t: a chunk that starts at an
/// arbitrary frame, any number of workers, and `frame --time` give the bytes of the whole render, for
/// emoji, text, images and blur under changing scale and rotation.
@Suite(.serialized) struct FramePurityTests {
  let dir: URL = (try? TestFolder.make("purity")) ?? TestFolder.run

  /// A layer of `content` that scales from 0.35 to 2.6 and turns 0…200° over 1 s, with a changing blur
  /// when `blur` is set.
  static func scene(_ content: String, blur: Bool = false, background: String = "#FFFFFF") -> String {
    """
    size: [96, 80]
    fps: 30
    duration: 1
    background: "\(background)"
    layers:
      - \(content)
        modifiers:
          - keyframeAnimator:
              initialValue: 0.0
              keyframes: ["CubicKeyframe(1.0, duration: 1)"]
              content:
                - scaleEffect: "0.35 + 2.25 * value"
                - rotationEffect: ".degrees(200 * value)"
    \(blur ? "            - blur: \"3 * value\"" : "")
    """
  }

  func scenes() throws -> [(String, Scene)] {
    // An image made here: a small frame with a red square and a transparent corner.
    let art = dir.appendingPathComponent("art.png").path
    let artScene = try runtimeScene(
      text: """
        size: [24, 16]
        fps: 1
        duration: 1
        background: "#00000000"
        layers: [{ shape: roundedRectangle, frame: [18, 12], cornerRadius: 4, fill: "#E0402080" }]
        """, file: "art.yaml")
    try Rasterizer().render(artScene.displayList(at: 0, measurer: PangoTextMeasurer())).writePNG(to: art)
    let texts = [
      ("emoji", Self.scene(#"emoji: "😀🎉""# + "\n    font: { size: 30 }")),
      ("text", Self.scene(#"text: "Hello, chunk""# + "\n    font: { size: 13 }")),
      ("image", Self.scene("image: \(art)\n    frame: [30, 20]")),
      ("blur", Self.scene(#"emoji: "🚀""# + "\n    font: { size: 24 }", blur: true, background: "#00000000")),
    ]
    var scenes: [(String, Scene)] = []
    for (name, text) in texts {
      scenes.append((name, try runtimeScene(text: text, file: "\(name).yaml")))
      // The same scene file as `render-anim` runs it, on the view runtime.
      let file = dir.appendingPathComponent("\(name).yaml")
      try text.write(to: file, atomically: true, encoding: .utf8)
      scenes.append(("\(name)-lowered", try SceneLowering.scene(contentsOf: file, measurer: PangoTextMeasurer())))
    }
    return scenes
  }

  func files(_ folder: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for f in try FileManager.default.contentsOfDirectory(atPath: folder) {
      result[f] = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(f)"))
    }
    return result
  }

  @Test func chunksJobsAndSingleFramesEqualTheWholeRender() throws {
    for (name, scene) in try scenes() {
      let whole = dir.appendingPathComponent("\(name)-whole").path
      try SceneRenderJob(scene: scene, output: whole, format: .png, jobs: 2).run()
      let reference = try files(whole)
      #expect(reference.count == 30)
      // Chunks that start anywhere (the workers' caches start empty at their first frame), on 1–3 workers.
      for (range, jobs) in [(17..<29, 1), (7..<23, 2), (1..<30, 3), (23..<24, 1), (0..<30, 3)] {
        let chunk = dir.appendingPathComponent("\(name)-\(range.lowerBound)-\(jobs)").path
        try SceneRenderJob(scene: scene, output: chunk, format: .png, jobs: jobs, frames: range).run()
        let got = try files(chunk)
        #expect(got.count == range.count)
        for (file, data) in got {
          #expect(data == reference[file], "\(name): \(file) of chunk \(range) on \(jobs) jobs")
        }
      }
      // `frame --time` (one fresh rasterizer per frame).
      for n in [0, 11, 22, 29] {
        let path = dir.appendingPathComponent("\(name)-frame-\(n).png").path
        _ = try SceneRenderJob.renderFrame(scene: scene, time: scene.frameTime(n), to: path)
        #expect(
          try Data(contentsOf: URL(fileURLWithPath: path)) == reference[String(format: "frame-%05d.png", n)],
          "\(name): frame \(n)")
      }
    }
  }

  /// One rasterizer drawing frames out of order draws each as a fresh one does.
  @Test func aRasterizerHasNoHistory() throws {
    for (name, scene) in try scenes() {
      let measurer = PangoTextMeasurer()
      let shared = Rasterizer()
      for n in [29, 3, 17, 0, 29, 12] {
        let list = try scene.displayList(at: scene.frameTime(n), measurer: measurer)
        let a = try shared.render(list)
        let b = try Rasterizer().render(list)
        #expect(a.pixels == b.pixels, "\(name): frame \(n)")
      }
    }
  }
}

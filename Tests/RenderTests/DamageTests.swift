import Foundation
import Render
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// Drawing only what changed (docs/architecture.md): a rasterizer that draws again only the pixels its
/// items changed since its previous frame, and a converter that converts only those, give the bytes of a
/// frame drawn and converted whole, for every scene of the repository and for effects that spread
/// (blur, shadow), clip and fade.
@Suite(.serialized) struct DamageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every scene file of `scenes/` and `scenes/bench/`.
  static let sceneFiles: [String] = ["scenes", "scenes/bench"].flatMap { folder in
    ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
      .filter { $0.hasSuffix(".yaml") }.sorted().map { "\(folder)/\($0)" }
  }

  /// Moving and still layers with the effects a partial frame must reproduce: a blurred and a shadowed
  /// shape crossing a still text, a clipped emoji, a moving text with a background inside its offset and
  /// an overlay outside it, a fading text.
  static let effects = """
    size: [480, 320]
    fps: 20
    duration: 1
    background: "#F2F2F7"
    layers:
      - { id: still, text: "Still text under moving things", font: { size: 15 }, position: [120, 80] }
      - id: blurred
        shape: circle
        frame: [40, 40]
        fill: "#FF3B30"
        position: [30, 60]
        modifiers:
          - keyframeAnimator:
              initialValue: 0.0
              keyframes: ["CubicKeyframe(1, duration: 1)"]
              content: [{ offset: { x: "170 * value" } }, { blur: "1 + 4 * value" }]
      - id: shadowed
        shape: roundedRectangle
        cornerRadius: 8
        frame: [50, 30]
        fill: "#007AFF"
        position: [200, 110]
        modifiers:
          - keyframeAnimator:
              initialValue: 0.0
              keyframes: ["LinearKeyframe(1, duration: 1)"]
              content: [{ offset: { x: "-150 * value", y: "-10 * value" } }, { rotationEffect: ".degrees(90 * value)" }]
          - shadow: { radius: 6, y: 4 }
      - id: clipped
        emoji: "🚀"
        font: { size: 30 }
        position: [60, 130]
        modifiers:
          - keyframeAnimator:
              initialValue: 0.0
              keyframes: ["CubicKeyframe(1, duration: 1)"]
              content: [{ scaleEffect: "1 + value" }]
          - clipShape: circle
      - id: badge
        text: "Badge"
        font: { size: 13 }
        foregroundColor: .white
        position: [300, 200]
        modifiers:
          - padding: 6
          - background: { shape: capsule, fill: .purple }
          - keyframeAnimator:
              initialValue: 0.0
              keyframes: ["LinearKeyframe(1, duration: 1)"]
              content: [{ offset: { x: "60 * value", y: "20 * value" } }]
          - overlay: { shape: circle, fill: "#FF950080" }
      - id: fading
        text: "Fading"
        font: { size: 20, weight: bold }
        position: [180, 30]
        modifiers:
          - keyframeAnimator:
              initialValue: 0.0
              keyframes: ["LinearKeyframe(1, duration: 1)"]
              content: [{ opacity: "1 - 0.8 * value" }]
    """

  /// Draws every frame of `scene` on one rasterizer and on a fresh one each, and converts each with one
  /// converter and with a fresh one; answers how many frames were drawn in part.
  func compareSequentialWithFresh(_ scene: Scene, name: String) throws -> Int {
    let measurer = PangoTextMeasurer()
    let sequential = Rasterizer()
    var converter: FrameConverter?
    var partial = 0
    for n in 0..<scene.frameCount {
      let list = try scene.displayList(at: scene.frameTime(n), measurer: measurer)
      let (pixels, planes) = try sequential.withFrame(list, evenSize: true) { frame in
        if converter == nil { converter = try FrameConverter(format: .mp4, width: frame.width, height: frame.height) }
        let bytes = Array(UnsafeRawBufferPointer(start: frame.base, count: frame.bytesPerRow * frame.height))
        return (bytes, try converter!.prepare(frame).planeBytes)
      }
      if sequential.redrawnShare < 1 { partial += 1 }
      let (wholePixels, wholePlanes) = try Rasterizer().withFrame(list, evenSize: true) { frame in
        let bytes = Array(UnsafeRawBufferPointer(start: frame.base, count: frame.bytesPerRow * frame.height))
        return (
          bytes, try FrameConverter(format: .mp4, width: frame.width, height: frame.height).prepare(frame).planeBytes
        )
      }
      let differing = zip(pixels, wholePixels).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
      let place = "\(name): frame \(n) drawn after frame \(n - 1)"
      #expect(
        pixels.count == wholePixels.count && differing.isEmpty,
        "\(place): \(differing.count) bytes differ, first \(differing.first ?? -1)")
      #expect(planes == wholePlanes ? true : false, "\(name): frame \(n) converted after frame \(n - 1)")
    }
    return partial
  }

  @Test(arguments: sceneFiles) func everySceneDrawsEachFrameAsAWholeFrame(_ path: String) throws {
    let scene = try runtimeScene(
      contentsOf: Self.root.appendingPathComponent(path), overrides: Scene.Overrides(fps: 12, duration: 3))
    let partial = try compareSequentialWithFresh(scene, name: path)
    // The benchmark of docs/architecture.md: most frames draw in part, even 5 frames apart.
    if path.hasSuffix("mixed-1080.yaml") { #expect(partial >= scene.frameCount * 3 / 4, "\(partial) in part") }
  }

  @Test func spreadingClippedAndFadingEffectsDrawInPart() throws {
    let scene = try runtimeScene(text: Self.effects, file: "effects.yaml")
    let partial = try compareSequentialWithFresh(scene, name: "effects")
    #expect(partial >= scene.frameCount / 2, "\(partial) of \(scene.frameCount) frames drawn in part")
  }

  /// A SwiftUI view of the kinds public code animates: dots pulsing in a row, a label with a background
  /// turning, a capsule sliding with a shadow (a group, drawn in part from its children's reach).
  struct Pulse: View {
    @State private var on = false
    var body: some View {
      VStack(spacing: 24) {
        HStack(spacing: 12) {
          ForEach(0..<3) { i in
            Circle().fill(.blue).frame(width: 20, height: 20).scaleEffect(on ? 1 : 0.4)
              .animation(.easeInOut(duration: 0.6).repeatForever().delay(Double(i) * 0.2), value: on)
          }
        }
        Text("Loading").padding(8).background(.yellow, in: .capsule)
          .rotationEffect(.degrees(on ? 8 : -8)).animation(.spring(duration: 0.8).repeatForever(), value: on)
        Capsule().fill(.green).frame(width: 80, height: 20).shadow(radius: 4)
          .offset(x: on ? 60 : -60).animation(.linear(duration: 1).repeatForever(), value: on)
      }
      .onAppear { on = true }
    }
  }

  @MainActor @Test func aSwiftViewDrawsEachFrameAsAWholeFrame() throws {
    let measurer = PangoTextMeasurer()
    let scene = try ViewScene.scene(
      file: "/tmp/Pulse.swift", text: "pulse",
      options: ViewSceneOptions(size: Size(width: 320, height: 240), fps: 20, duration: 2), measurer: measurer
    ) { Pulse() }
    let partial = try compareSequentialWithFresh(scene, name: "Pulse")
    #expect(partial >= scene.frameCount / 2, "\(partial) of \(scene.frameCount) frames drawn in part")
  }

  /// Nothing changed: nothing is drawn again, and the frame is the one before.
  @Test func aStillFrameDrawsNothing() throws {
    let scene = try runtimeScene(text: Self.effects, file: "effects.yaml")
    let list = try scene.displayList(at: 0.5, measurer: PangoTextMeasurer())
    let rasterizer = Rasterizer()
    let first = try rasterizer.render(list)
    #expect(rasterizer.redrawnShare == 1)
    let second = try rasterizer.render(list)
    #expect(rasterizer.redrawnShare == 0)
    #expect(first.pixels == second.pixels)
  }
}

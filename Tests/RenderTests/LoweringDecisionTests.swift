import Foundation
import Render
import RenderAnimSwiftUI
import SceneFormat
import SceneLowering
import Testing

/// Scene keys the lowering runs the runtime's way, where the scene engine did otherwise (docs/architecture.md,
/// One runtime): a stroke's gradient over state animates, a stroked shape without a `fill` is not filled
/// with a `foregroundColor` modifier's colour, a symbol's font size over state animates, and a stack's
/// child whose frame changes animates its frame as the other children move, and a text's string that
/// changes under an animation crossfades. Values by
/// hand from one linear animation of 1 s at 0.2 s: half way at 0.7 s.
@Suite struct LoweringDecisionTests {
  static let yaml = """
    size: [300, 120]
    fps: 30
    state: { on: false }
    events:
      - { at: 0.2, withAnimation: ".linear(duration: 1)", set: { on: true } }
    layers:
      - id: ring
        shape: circle
        frame: [60, 60]
        position: [50, 60]
        stroke:
          lineWidth: 6
          color:
            linearGradient:
              colors: ["on ? Color.red : Color.blue", .white]
              startPoint: .leading
              endPoint: .trailing
      - id: outline
        shape: circle
        frame: [60, 60]
        position: [130, 60]
        stroke: { color: .green, lineWidth: 4 }
        modifiers: [ foregroundColor: .orange ]
      - { id: star, systemImage: star.fill, font: { size: "on ? 48 : 24" }, position: [210, 60] }
      - id: row
        position: [150, 105]
        HStack:
          - { id: bar, shape: capsule, fill: .blue, modifiers: [ frame: ["on ? 80 : 40", 10] ] }
          - { id: dot, shape: circle, fill: .red, modifiers: [ frame: [10, 10] ] }
        spacing: 10
    """

  func scene() throws -> Scene {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("decisions-\(UUID()).yaml")
    try Self.yaml.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    return try SceneLowering.scene(contentsOf: url, measurer: PangoTextMeasurer())
  }

  func close(_ a: Double, _ b: Double) -> Bool { a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-6) }

  @Test func theRuntimesWayIsTheScenes() throws {
    let scene = try scene()
    let items = try scene.displayList(at: 0.7, measurer: PangoTextMeasurer()).items
    try #require(items.count == 4, "\(items.map(\.id))")
    // The ring's first stop half way from blue to red, in linear light.
    guard case .shape(let ring) = items[0].content, let stop = ring.strokeGradient?.stops.first else {
      Issue.record("\(items[0].content)")
      return
    }
    let blue = RGBAColor.named("blue")!.linearPremultiplied[0]
    let red = RGBAColor.named("red")!.linearPremultiplied[0]
    #expect(close(stop.color.linearPremultiplied[0], (blue + red) / 2), "\(stop.color)")
    // The outline is stroked only.
    guard case .shape(let outline) = items[1].content else { throw Unexpected() }
    #expect(outline.fill == nil, "\(String(describing: outline.fill))")
    // The star's font size half way from 24 to 48, its glyph drawn 1.2 times its box (docs/swift-views.md,
    // SF Symbols).
    guard case .text(_, let font, _, _, _) = items[2].content else { throw Unexpected() }
    #expect(close(font.size, 36 * 1.2), "\(font.size)")
    // A stack's child whose frame changes: its frame animates (60 of 40 → 80 half way), and the stack's
    // other child moves with the layout, as SwiftUI animates each view's frame: the row, 60 + 10 + 10 = 80
    // wide at 150, puts the dot's centre at 110 + 70 + 5 = 185.
    let row = try scene.values(at: 0.7, measurer: PangoTextMeasurer()).first { $0.layer.id == "row" }
    let values = Dictionary(row?.values ?? [], uniquingKeysWith: { a, _ in a })
    #expect(values["bar.frame.width"].map { close($0, 60) } == true, "\(values)")
    guard case .group(let children) = items[3].content, children.count == 2 else { throw Unexpected() }
    #expect(close(items[3].transform.x0 + children[1].transform.x0, 185), "\(children[1].transform)")
  }

  /// A text layer whose string changes under an animation crossfades, as SwiftUI's `Text` does without a
  /// `contentTransition` (the scene engine showed the new string at once): half way, "Off" and "On" each
  /// at opacity 0.5; a symbol layer whose name changes, too.
  @Test func aTextChangeCrossfades() throws {
    let yaml = """
      size: [200, 60]
      fps: 30
      state: { on: false }
      events:
        - { at: 0.2, withAnimation: ".linear(duration: 1)", set: { on: true } }
      layers:
        - { id: word, text: 'on ? "On" : "Off"', font: { size: 20 }, position: [60, 30] }
        - { id: mark, systemImage: 'on ? "heart.fill" : "star"', font: { size: 20 }, position: [150, 30] }
      """
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("crossfade-\(UUID()).yaml")
    try yaml.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let scene = try SceneLowering.scene(contentsOf: url, measurer: PangoTextMeasurer())
    let items = try scene.displayList(at: 0.7, measurer: PangoTextMeasurer()).items
    guard case .group(let parts)? = items.first?.content, parts.count == 2,
      case .text("Off", _, _, _, _) = parts[0].content, case .text("On", _, _, _, _) = parts[1].content
    else { throw Unexpected() }
    #expect(close(parts[0].opacity, 0.5) && close(parts[1].opacity, 0.5), "\(parts.map(\.opacity))")
    // The symbol, the same way: the star and the heart each at 0.5.
    guard items.count == 2, case .group(let glyphs) = items[1].content, glyphs.count == 2 else { throw Unexpected() }
    #expect(close(glyphs[0].opacity, 0.5) && close(glyphs[1].opacity, 0.5), "\(glyphs.map(\.opacity))")
  }

  struct Unexpected: Error {}
}

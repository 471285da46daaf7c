import Foundation
import Render
import SceneFormat
import Testing

/// `trim(from:to:)` cuts the shape's outline by length (fill and stroke); stroke styles set caps, joins and
/// dashes. Pixels derived by hand.
@Suite struct TrimAndStrokeTests {
  func frame(_ layer: String) throws -> RenderedFrame {
    let scene = try runtimeScene(
      text: "size: [100, 100]\nfps: 10\nbackground: \"#FFFFFF\"\nlayers:\n  - \(layer)\n", file: "trim.yaml")
    return try Rasterizer().render(scene.displayList(at: 0, measurer: PangoTextMeasurer()))
  }
  func inked(_ f: RenderedFrame) -> [(Int, Int)] {
    var points: [(Int, Int)] = []
    for y in 0..<f.height { for x in 0..<f.width where f.pixel(x: x, y: y).r < 128 { points.append((x, y)) } }
    return points
  }

  /// A circle's outline starts at its trailing point and runs clockwise (y down), as SwiftUI's does:
  /// trim(from: 0, to: 0.5) of a stroked circle is its lower half, half the ring's pixels.
  @Test func halfTrimIsTheLowerHalfOfTheRing() throws {
    let ring = "{ shape: circle, frame: [80, 80], stroke: { color: \"#000000\", lineWidth: 6 }"
    let full = inked(try frame(ring + " }"))
    let half = inked(try frame(ring + ", modifiers: [{ trim: { from: 0, to: 0.5 } }] }"))
    let ratio = Double(half.count) / Double(full.count)
    #expect(ratio > 0.47 && ratio < 0.53, "\(half.count) of \(full.count)")
    #expect(half.allSatisfy { $0.1 >= 47 }, "only the lower half")
    // A quarter from 0.25: the lower-left quarter.
    let quarter = inked(try frame(ring + ", modifiers: [{ trim: { from: 0.25, to: 0.5 } }] }"))
    #expect(quarter.allSatisfy { $0.0 <= 53 && $0.1 >= 47 })
  }

  /// A trimmed shape with no outline (a custom shape's empty path) draws nothing, and does not crash.
  @Test func aTrimmedEmptyOutlineDrawsNothing() throws {
    var spec = ShapeSpec(kind: .rectangle, strokeColor: RGBAColor(red: 0, green: 0, blue: 0, alpha: 1), lineWidth: 4)
    spec.outline = []
    spec.trim = 0.2...0.6
    let item = DisplayItem(
      id: "empty", content: .shape(spec), frameSize: Size(width: 40, height: 40),
      transform: .translation(x: 50, y: 50), opacity: 1, blurRadius: 0)
    let f = try Rasterizer().render(DisplayList(size: Size(width: 100, height: 100), background: .white, items: [item]))
    #expect(inked(f).isEmpty)
  }

  /// A trimmed fill fills the trimmed outline: half a disc.
  @Test func trimmedFillIsHalfADisc() throws {
    let f = try frame("{ shape: circle, frame: [80, 80], fill: \"#000000\", modifiers: [{ trim: { to: 0.5 } }] }")
    #expect(f.pixel(x: 50, y: 70).r == 0 && f.pixel(x: 50, y: 30).r == 255)
  }

  /// Dashes of 10 on, 10 off along the top edge of a 80×60 rectangle (starting at its top-left corner).
  @Test func dashesAlternate() throws {
    let f = try frame(
      "{ shape: rectangle, frame: [80, 60], stroke: { color: \"#000000\", lineWidth: 2, dash: [10, 10] } }")
    // Top edge y = 20 (the stroke covers rows 19 and 20); x from 10.
    #expect(f.pixel(x: 15, y: 20).r < 64 && f.pixel(x: 25, y: 20).r > 190 && f.pixel(x: 35, y: 20).r < 64)
  }

  /// Round caps reach half the line width past the end of a trimmed arc; butt caps stop there.
  @Test func roundCapsReachPastTheEnd() throws {
    // The arc from the trailing point (90, 50) clockwise to the bottom (50, 90); just before the start,
    // 3 points above (90, 50), only a round cap has ink.
    let arc =
      "{ shape: circle, frame: [80, 80], stroke: { color: \"#000000\", lineWidth: 10%@ }, "
      + "modifiers: [{ trim: { to: 0.25 } }] }"
    let round = try frame(arc.replacingOccurrences(of: "%@", with: ", lineCap: round"))
    let butt = try frame(arc.replacingOccurrences(of: "%@", with: ""))
    #expect(round.pixel(x: 90, y: 47).r < 64)
    #expect(butt.pixel(x: 90, y: 47).r > 190)
  }

  @Test func trimAnimates() throws {
    let scene = try runtimeScene(
      text: """
        size: [100, 100]
        fps: 10
        state: { p: 0.0 }
        events: [{ at: 0, withAnimation: ".linear(duration: 1)", set: { p: 1 } }]
        layers: [{ shape: circle, frame: [80, 80], stroke: { color: .blue, lineWidth: 4 }, \
        modifiers: [{ trim: { to: p } }] }]
        """, file: "trim.yaml")
    let report = try scene.sample(at: [0, 0.5, 1], measurer: PangoTextMeasurer())
    #expect(report.layers[0].values["trim.to"] == [0, 0.5, 1])
  }
}

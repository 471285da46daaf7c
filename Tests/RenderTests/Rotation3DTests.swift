import Foundation
import Render
import SceneFormat
import Testing

/// `rotation3DEffect` with SwiftUI's projection: about the anchor, rotated, seen from max(w, h)/perspective
/// away. Corners derived by hand for a 100×100 square turned 60° about y at perspective 1 (d = 100): a
/// corner at local x gets w = 1 + x·sin 60°/100, x' = x·cos 60°/w, y' = y/w.
@Suite struct Rotation3DTests {
  let scene = """
    size: [200, 200]
    fps: 10
    background: "#FFFFFF"
    layers: [{ shape: rectangle, frame: [100, 100], fill: "#000000", \
    modifiers: [{ rotation3DEffect: { angle: .degrees(60), axis: { y: 1 } } }] }]
    """

  @Test func cornersFollowSwiftUIsProjection() throws {
    let s = try runtimeScene(text: scene, file: "r3d.yaml")
    let item = try s.displayList(at: 0, measurer: PangoTextMeasurer()).items[0]
    let p = try #require(item.projection)
    let topRight = try #require(p.apply(50, -50))
    let topLeft = try #require(p.apply(-50, -50))
    // (100 + 25/w, 100 − 50/w) with w = 1 + 0.5·√3/2 = 1.4330127, and with w = 1 − 0.4330127 for the left.
    #expect(abs(topRight.x - 117.445763) < 1e-5 && abs(topRight.y - 65.108474) < 1e-5, "\(topRight)")
    #expect(abs(topLeft.x - 55.907301) < 1e-5 && abs(topLeft.y - 11.814603) < 1e-5, "\(topLeft)")
    // Symmetric about the horizontal axis.
    let bottomLeft = try #require(p.apply(-50, 50))
    #expect(abs(bottomLeft.y - 188.185397) < 1e-5)
  }

  @Test func pixelsFillTheProjectedQuad() throws {
    let f = try Rasterizer().render(
      try runtimeScene(text: scene, file: "r3d.yaml").displayList(at: 0, measurer: PangoTextMeasurer()))
    func ink(_ x: Int, _ y: Int) -> Bool { f.pixel(x: x, y: y).r < 60 }
    func blank(_ x: Int, _ y: Int) -> Bool { f.pixel(x: x, y: y).r > 200 }
    #expect(ink(113, 100) && blank(121, 100), "right edge at x = 117.4")
    #expect(ink(58, 100) && blank(53, 100), "left edge at x = 55.9")
    #expect(ink(60, 18) && blank(60, 12), "top edge at y = 15.4 where x = 60")
    #expect(ink(114, 70) && blank(114, 60), "near the top-right corner (117.4, 65.1)")
  }

  /// A quarter turn shows the edge of the card: nothing but a sliver; 180° about y mirrors it.
  @Test func quarterAndHalfTurns() throws {
    let quarter = try Rasterizer().render(
      try runtimeScene(text: scene.replacingOccurrences(of: ".degrees(60)", with: ".degrees(90)"), file: "r3d.yaml")
        .displayList(at: 0, measurer: PangoTextMeasurer()))
    #expect(quarter.pixel(x: 80, y: 100).r > 200 && quarter.pixel(x: 120, y: 100).r > 200)
    let scene2 = try runtimeScene(
      text: scene.replacingOccurrences(of: ".degrees(60)", with: ".degrees(180)"), file: "r3d.yaml")
    let p = try #require(try scene2.displayList(at: 0, measurer: PangoTextMeasurer()).items[0].projection)
    let c = try #require(p.apply(50, -50))
    #expect(abs(c.x - 50) < 1e-9 && abs(c.y - 50) < 1e-9, "x mirrored: \(c)")
  }

  @Test func angleAnimates() throws {
    let s = try runtimeScene(
      text: """
        size: [100, 100]
        fps: 10
        state: { a: 0.0 }
        events: [{ at: 0, withAnimation: ".linear(duration: 1)", set: { a: 180 } }]
        layers: [{ shape: rectangle, frame: [40, 40], \
        modifiers: [{ rotation3DEffect: { angle: ".degrees(a)", axis: { y: 1 } } }] }]
        """, file: "r3d.yaml")
    let report = try s.sample(at: [0, 0.5, 1], measurer: PangoTextMeasurer())
    let radians = try #require(report.layers[0].values["rotation3DEffect.radians"])
    #expect(radians.map { $0 ?? .nan } == [0, Double.pi / 2, Double.pi])
  }
}

import Foundation
import Render
import SceneFormat
import Testing

/// `mask`: a layer multiplied by a shape's alpha, against values by hand.
@Suite struct MaskTests {
  func render(_ modifiers: String, size: Int = 40) throws -> RenderedFrame {
    let scene = try runtimeScene(
      text: """
        size: [\(size), \(size)]
        fps: 10
        background: "#FFFFFF"
        layers: [{ shape: rectangle, frame: [\(size), \(size)], fill: "#FF0000", modifiers: \(modifiers) }]
        """, file: "mask.yaml")
    return try Rasterizer().render(scene.displayList(at: 0, measurer: PangoTextMeasurer()))
  }

  /// A circle mask keeps the 40-pixel square's centre and clears its corners (a corner pixel centre is
  /// √2·19.5 ≈ 27.6 from the centre, outside the 20-radius circle).
  @Test func shapeMaskKeepsTheInside() throws {
    let f = try render("[{ mask: circle }]")
    #expect(f.pixel(x: 20, y: 20).r == 255 && f.pixel(x: 20, y: 20).g == 0)
    #expect(f.pixel(x: 0, y: 0).g == 255 && f.pixel(x: 39, y: 39).g == 255, "corners show the white background")
    #expect(f.pixel(x: 20, y: 1).r == 255 && f.pixel(x: 20, y: 1).g < 40, "the top middle is inside the circle")
  }

  /// A linear gradient from opaque to clear, top to bottom: row y has alpha 1 − (y + ½)/40, so red over
  /// white at the middle row (y = 20: alpha 0.4875) is (255, 131, 131) and fades to white at the bottom.
  @Test func gradientMaskFades() throws {
    let f = try render("[{ mask: { shape: rectangle, fill: { linearGradient: { colors: [.black, .clear] } } } }]")
    let mid = f.pixel(x: 20, y: 20)
    #expect(mid.r == 255 && abs(Int(mid.g) - 131) <= 3 && abs(Int(mid.b) - 131) <= 3, "\(mid)")
    #expect(f.pixel(x: 20, y: 0).g < 10 && f.pixel(x: 20, y: 39).g > 245)
  }

  /// The mask stands where its modifier does: outside an offset it stays on the layout frame (circle
  /// centred at (20, 20): pixel (38, 5) lies 23.5 from it, outside, though the moved square covers it);
  /// inside the offset it moves with the content (centre (30, 20): 16.8 away, inside).
  @Test func maskStandsInTheChain() throws {
    let outer = try render("[{ offset: { x: 10 } }, { mask: circle }]")
    #expect(outer.pixel(x: 38, y: 5).g == 255 && outer.pixel(x: 38, y: 20).g < 10)
    let inner = try render("[{ mask: circle }, { offset: { x: 10 } }]")
    #expect(inner.pixel(x: 38, y: 5).g < 10 && inner.pixel(x: 12, y: 3).g == 255)
  }
}

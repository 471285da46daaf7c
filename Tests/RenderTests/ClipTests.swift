import Foundation
import Render
import SceneFormat
import Testing

/// `clipShape` and `cornerRadius`: the layer clipped to a shape of its frame, where the modifier stands in
/// the chain (geometry effects inside it move the content within the clip; a shadow outside it is the
/// clipped silhouette, a shadow inside it is clipped away). Pixels derived by hand.
@Suite struct ClipTests {
  /// A 40×40 blue square at the centre of a 100×100 white canvas with `modifiers`.
  func frame(_ modifiers: String) throws -> RenderedFrame { try centredLayerFrame(modifiers) }
  func isBlue(_ f: RenderedFrame, _ x: Int, _ y: Int) -> Bool {
    let p = f.pixel(x: x, y: y)
    return p.b == 255 && p.r == 0
  }
  func isWhite(_ f: RenderedFrame, _ x: Int, _ y: Int) -> Bool {
    let p = f.pixel(x: x, y: y)
    return p.r == 255 && p.g == 255 && p.b == 255
  }
  func isRed(_ f: RenderedFrame, _ x: Int, _ y: Int) -> Bool {
    let p = f.pixel(x: x, y: y)
    return p.r == 255 && p.g == 0 && p.b == 0
  }

  /// cornerRadius 20 on a 40×40 square is a circle of radius 20 about (50, 50): (67, 67) lies 24 away
  /// (outside), (68, 50) 18 away (inside); the square's own corners are gone.
  @Test func cornerRadiusRoundsTheFrame() throws {
    for modifiers in [
      "[{ cornerRadius: 20 }]", "[{ clipShape: circle }]",
      "[{ clipShape: { shape: roundedRectangle, cornerRadius: 20 } }]",
    ] {
      let f = try frame(modifiers)
      #expect(isWhite(f, 67, 67) && isWhite(f, 31, 31), "\(modifiers)")
      #expect(isBlue(f, 68, 50) && isBlue(f, 50, 32) && isBlue(f, 50, 50), "\(modifiers)")
    }
    // Without a clip the corner is there.
    #expect(isBlue(try frame("[]"), 67, 67))
  }

  /// offset(x: 30) inside the clip: the content moves within the fixed clip (x 30..<70), so only
  /// x 60..<70 shows.
  @Test func geometryInsideTheClipMovesTheContentWithinIt() throws {
    let f = try frame("[{ offset: { x: 30 } }, { clipShape: rectangle }]")
    #expect(isBlue(f, 65, 50) && isWhite(f, 55, 50) && isWhite(f, 75, 50))
    // offset outside the clip moves clip and content together.
    let g = try frame("[{ clipShape: rectangle }, { offset: { x: 30 } }]")
    #expect(isBlue(g, 75, 50) && isBlue(g, 65, 50) && isWhite(g, 55, 50))
  }

  /// A shadow outside the clip is the clipped silhouette: with clipShape(circle), the red copy 30 to the
  /// right is a circle about (80, 50), so (97, 67), a corner of a square copy, stays white. A shadow inside
  /// the clip is clipped away.
  @Test func shadowsKnowWhichSideOfTheClipTheyStand() throws {
    let outside = try frame("[{ clipShape: circle }, { shadow: { color: \"#FF0000\", radius: 0, x: 30 } }]")
    #expect(isRed(outside, 85, 50) && isRed(outside, 95, 50))
    #expect(isWhite(outside, 96, 67))
    #expect(isBlue(outside, 50, 50))
    let inside = try frame("[{ shadow: { color: \"#FF0000\", radius: 0, x: 30 } }, { clipShape: rectangle }]")
    #expect(isWhite(inside, 85, 50))
  }

  @Test func cornerRadiusAnimates() throws {
    let scene = try runtimeScene(
      text: """
        size: [100, 100]
        fps: 10
        state: { r: 0.0 }
        events: [{ at: 0, withAnimation: ".linear(duration: 1)", set: { r: 20 } }]
        layers: [{ shape: rectangle, frame: [40, 40], modifiers: [{ cornerRadius: r }] }]
        """, file: "clip.yaml")
    let report = try scene.sample(at: [0, 0.5, 1], measurer: PangoTextMeasurer())
    #expect(report.layers[0].values["cornerRadius"] == [0, 10, 20])
    #expect(throws: SceneError.self) {
      try runtimeScene(
        text: "size: [10, 10]\nfps: 1\nlayers: [{ shape: circle, frame: [4, 4], modifiers: [{ clipShape: hexagon }] }]")
    }
  }
}

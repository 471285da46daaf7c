import Foundation
import Render
import SceneFormat
import Testing

/// `background` and `overlay`: a filled shape the size of the layer's frame, under or over the content,
/// where the modifier stands in the chain. Pixels derived by hand.
@Suite struct DecorationTests {
  func frame(_ modifiers: String, fill: String = "#0000FF") throws -> RenderedFrame {
    try centredLayerFrame(modifiers, shape: "circle", fill: fill)
  }

  /// A red frame behind a blue circle: the frame's corners are red, the centre blue, outside white.
  @Test func backgroundFillsTheFrameUnderTheContent() throws {
    let f = try frame("[{ background: \"#FF0000\" }]")
    let corner = f.pixel(x: 32, y: 32)
    let centre = f.pixel(x: 50, y: 50)
    let outside = f.pixel(x: 25, y: 25)
    #expect(corner.r == 255 && corner.g == 0 && corner.b == 0, "\(corner)")
    #expect(centre.b == 255 && centre.r == 0)
    #expect(outside.r == 255 && outside.g == 255)
    let capsule = try frame("[{ background: { shape: circle, fill: \"#FF0000\" } }]")
    #expect(capsule.pixel(x: 32, y: 32).g == 255, "a circular background leaves the corners")
  }

  /// A gradient background: red at the frame's top, blue at its bottom (the frame spans y 30…70), the two
  /// mixed half and half at its middle row (sRGB interpolation: each channel ≈ 128); a gradient `fill` of a
  /// circular background leaves the frame's corners white.
  @Test func gradientBackgrounds() throws {
    let f = try frame(
      "[{ background: { linearGradient: { colors: [\"#FF0000\", \"#0000FF\"], "
        + "startPoint: .top, endPoint: .bottom } } }]",
      fill: "#00000000")
    let top = f.pixel(x: 50, y: 30)
    let bottom = f.pixel(x: 50, y: 69)
    let middle = f.pixel(x: 32, y: 50)
    #expect(top.r > 245 && top.b < 10, "\(top)")
    #expect(bottom.b > 245 && bottom.r < 10, "\(bottom)")
    #expect(abs(Int(middle.r) - 128) <= 4 && abs(Int(middle.b) - 128) <= 4 && middle.g == 0, "\(middle)")
    let circle = try frame(
      "[{ background: { shape: circle, fill: { linearGradient: { colors: [\"#FF0000\", \"#0000FF\"] } } } }]",
      fill: "#00000000")
    #expect(circle.pixel(x: 32, y: 32) == (255, 255, 255, 255) && circle.pixel(x: 50, y: 50).g == 0)
  }

  /// An overlay of black at half opacity over white content: 255 × 0.5 ≈ 128.
  @Test func overlayCoversTheContent() throws {
    let f = try frame("[{ overlay: \"#00000080\" }]", fill: "#FFFFFF")
    let centre = f.pixel(x: 50, y: 50)
    let corner = f.pixel(x: 32, y: 32)
    #expect(abs(Int(centre.r) - 127) <= 1 && abs(Int(corner.r) - 127) <= 1, "\(centre) \(corner)")
  }

  /// An offset inside the background moves only the content; one outside moves both.
  @Test func chainOrder() throws {
    let inside = try frame("[{ offset: { x: 30 } }, { background: \"#FF0000\" }]")
    #expect(inside.pixel(x: 40, y: 50).r == 255 && inside.pixel(x: 40, y: 50).g == 0, "the frame stays, red")
    #expect(inside.pixel(x: 80, y: 50).b == 255, "the circle moved")
    let outside = try frame("[{ background: \"#FF0000\" }, { offset: { x: 30 } }]")
    #expect(outside.pixel(x: 40, y: 50).g == 255, "both moved")
    #expect(outside.pixel(x: 62, y: 32).r == 255 && outside.pixel(x: 62, y: 32).g == 0)
  }

  @Test func backgroundColourAnimates() throws {
    let scene = try runtimeScene(
      text: """
        size: [100, 100]
        fps: 10
        state: { on: false }
        events: [{ at: 0, withAnimation: ".linear(duration: 1)", set: { on: true } }]
        layers: [{ shape: circle, frame: [40, 40], modifiers: [{ background: "on ? Color.black : Color.white" }] }]
        """, file: "decoration.yaml")
    let report = try scene.sample(at: [0, 0.5, 1], measurer: PangoTextMeasurer())
    #expect(report.layers[0].values["background.color.r"] == [1, 0.5, 0])
  }
}

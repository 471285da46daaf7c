import Render
import SceneFormat

/// The first frame of one 40×40 `shape` layer filled with `fill`, at the centre of a 100×100 white canvas,
/// with `modifiers` (a YAML list): the fixture of the modifier tests, whose pixels are derived by hand.
func centredLayerFrame(
  _ modifiers: String, shape: String = "rectangle", fill: String = "#0000FF"
) throws -> RenderedFrame {
  let scene = try runtimeScene(
    text: """
      size: [100, 100]
      fps: 10
      background: "#FFFFFF"
      layers: [{ shape: \(shape), frame: [40, 40], fill: "\(fill)", modifiers: \(modifiers) }]
      """, file: "modifiers.yaml")
  return try Rasterizer().render(scene.displayList(at: 0, measurer: PangoTextMeasurer()))
}

import Foundation
import SceneFormat
import SceneLowering

/// A scene from its text as render-anim runs it: on the view runtime (docs/architecture.md, One runtime),
/// its text sized by the estimating measurer, as the tests read its display lists.
func runtimeScene(
  text: String, file: String = "<scene>", overrides: Scene.Overrides = Scene.Overrides()
) throws(SceneError) -> Scene {
  try SceneLowering.scene(text: text, file: file, overrides: overrides, measurer: EstimatedTextMeasurer())
}

/// The scene file at `url` on the view runtime.
func runtimeScene(contentsOf url: URL, overrides: Scene.Overrides = Scene.Overrides()) throws(SceneError) -> Scene {
  try SceneLowering.scene(contentsOf: url, overrides: overrides, measurer: EstimatedTextMeasurer())
}

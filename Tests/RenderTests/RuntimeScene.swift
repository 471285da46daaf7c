import Foundation
import Render
import SceneFormat
import SceneLowering

/// A scene from its text as render-anim runs it: on the view runtime (docs/architecture.md, One runtime),
/// its text measured by Pango, as the renderer draws it.
func runtimeScene(
  text: String, file: String = "<scene>", directory: URL? = nil, overrides: Scene.Overrides = Scene.Overrides()
) throws(SceneError) -> Scene {
  try SceneLowering.scene(
    text: text, file: file, directory: directory, overrides: overrides, measurer: PangoTextMeasurer())
}

/// The scene file at `url` on the view runtime.
func runtimeScene(contentsOf url: URL, overrides: Scene.Overrides = Scene.Overrides()) throws(SceneError) -> Scene {
  try SceneLowering.scene(contentsOf: url, overrides: overrides, measurer: PangoTextMeasurer())
}

import Foundation
import RenderAnimSwiftUI
import SceneFormat
import ViewLoading

/// The scene of the view `root` on a canvas of `size` at 60 fps, tapped (its only tappable view) at each of
/// `taps` seconds: the fixture of the runtime tests that read a display list's values.
func tappedScene(
  size: Size = Size(width: 100, height: 100), duration: Double? = nil, taps: [Double] = [],
  measurer: any TextMeasuring, _ root: @escaping () -> any View
) throws -> Scene {
  try ViewScene.scene(
    file: "/tmp/Tapped.swift", text: "tapped",
    options: ViewSceneOptions(
      size: size, fps: 60, duration: duration, taps: taps.map { ViewTap(target: nil, time: $0) }),
    measurer: measurer, root: root)
}

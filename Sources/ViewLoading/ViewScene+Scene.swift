import Foundation
import RenderAnimSwiftUI
import SceneFormat

extension ViewScene {
  /// Runs the view's history (t = 0, `onAppear`, the taps, completions) and wraps its frames as a scene:
  /// outputs, `sample`, goldens and checks then work as for a scene file.
  /// Throws ``ViewError`` for the view's own problems and `SceneError` for the options'.
  ///
  /// - Parameter text: what identifies the view (its source): the scene's fingerprint is made from it,
  ///   the taps and the seed.
  public static func scene(
    file: String, text: String, options: ViewSceneOptions, measurer: any TextMeasuring,
    root: @escaping () -> any View
  ) throws -> Scene {
    let frames = try self.frames(file: file, options: options, measurer: measurer, root: root)
    return try Scene(
      source: frames.source, file: file,
      text: text
        + "\u{0}\(options.taps)\u{0}\(options.seed)\u{0}\(options.colorScheme)\u{0}\(options.scale)"
        + "\u{0}\(options.date.timeIntervalSinceReferenceDate)",
      size: frames.size, fps: options.fps, scale: options.scale, background: frames.background,
      duration: frames.duration)
  }
}

import Foundation
import Render
import RenderAnimSwiftUI
import SceneFormat

extension ViewSceneFile {
  /// Compiles the view (or takes it from the cache), runs its history and returns its scene, with its
  /// taps, canvas and appearance; `assetCatalogs` are read after the view's folder (a package target's).
  public func scene(assetCatalogs: [String] = []) throws -> Scene {
    var options = self.options
    options.assetDirectories += assetCatalogs.map { URL(fileURLWithPath: $0, isDirectory: true) }
    let (text, root) = try SwiftViewFile.load(path: view, choice: choice, assets: options.assetDirectories)
    let identity =
      text + "\u{0}\(choice.view ?? "")\u{0}\(choice.preview ?? 0)\u{0}" + choice.helpers.joined(separator: "\u{0}")
    return try ViewScene.scene(
      file: view, text: identity, options: options, measurer: PangoTextMeasurer(), root: root.make)
  }
}

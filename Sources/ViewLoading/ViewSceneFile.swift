import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Yams

/// A scene file that renders a Swift view (docs/swift-views.md, Scene files):
///
/// ```yaml
/// view: KeyframeAnimationView.swift             # relative to this file
/// init: 'KeyframeAnimationView(emoji: "heart")'  # optional: --view
/// preview: 1                                     # optional: --preview
/// with: [Helpers.swift]                          # optional: --with, relative to this file
/// swiftVersion: 6                                # optional: --swift-version (5 by default)
/// colorScheme: dark                              # optional: --color-scheme (light by default)
/// date: 2024-06-10T14:30                         # optional: --date (2007-01-09T09:41 by default)
/// size: [400, 400]
/// fps: 60
/// duration: 3                                    # optional
/// background: "#FFFFFF"                          # optional
/// events:
///   - { at: 0.5, tap: heart }                    # `tap:` optional: the only tappable view
/// ```
public struct ViewSceneFile: Sendable {
  /// The Swift file, resolved against the scene file's folder.
  public var view: String
  /// Which view of the file and how to compile it: `init`, `preview`, `with`, `swiftVersion`.
  public var choice: SwiftViewFile.Choice
  /// How to render it: the canvas, clock, colour scheme, text settings and taps.
  public var options: ViewSceneOptions

  /// Whether the YAML or JSON text is a view scene (it has a top-level `view:` key).
  public static func isViewScene(_ text: String) -> Bool {
    guard text.contains("view") else { return false }
    guard let node = try? Yams.compose(yaml: text, .basic), let mapping = node.mapping else { return false }
    return mapping.keys.contains { $0.string == "view" }
  }

  /// Reads a view scene; `file` names it in messages and resolves `view:`.
  public init(text: String, file: String) throws(SceneError) {
    let root: Node
    do {
      guard let n = try Yams.compose(yaml: text, .basic) else {
        throw SceneError(file: file, line: 1, column: 1, message: "the scene is empty", keyPath: "")
      }
      root = n
    } catch let e as SceneError { throw e } catch {
      throw SceneError(file: file, line: 1, column: 1, message: "cannot read the scene: \(error)")
    }
    guard let mapping = root.mapping else {
      throw SceneError(
        file: file, line: root.mark?.line ?? 1, column: root.mark?.column ?? 1,
        message: "a view scene is a mapping of keys",
        keyPath: "")
    }
    try self.init(mapping: mapping, file: file)
  }

  /// The keys of a view scene.
  public static let keys: Set<String> = [
    "view", "init", "preview", "with", "swiftVersion", "colorScheme", "date", "size", "device",
    "dynamicType", "locale", "fps", "scale", "duration", "background", "events",
  ]

  /// Reads a view scene from a mapping of a YAML file (`file`, which names it in messages and resolves
  /// paths): a scene file's root, or an entry of a list in another file (`render-anim.yaml`), whose own
  /// keys `alsoAllowed` are left to it and whose key paths start with `keyPath`.
  public init(
    mapping: Node.Mapping, file: String, alsoAllowed: Set<String> = [], keyPath: String = ""
  ) throws(SceneError) {
    let reader = ViewSceneFileReader(mapping: mapping, file: file, keyPath: keyPath)
    try reader.checkKeys(known: Self.keys.union(alsoAllowed))
    view = try reader.view()
    choice = try reader.choice()
    var options = try reader.canvas()
    try reader.readText(into: &options)
    options.taps = try reader.taps()
    self.options = options
  }
}

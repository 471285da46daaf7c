import Foundation
import SceneFormat
import Yams

/// `render-anim.yaml` at a package's root: the views its documentation shows and its goldens check
/// (docs/package.md). Each entry of `views` is a view scene (the keys of ``ViewSceneFile``, paths relative
/// to the manifest) with three keys of its own:
///
/// ```yaml
/// docs: Sources/Inbox/Inbox.docc/Resources   # where `docs` writes (default: Resources/ of the only .docc catalog)
/// goldens: Tests/InboxGoldens                # where `golden` keeps its PNGs (default: RenderAnimGoldens)
/// views:
///   - name: like-button                      # the outputs' base name (default: the view file's name)
///     view: Sources/Inbox/LikeButton.swift
///     size: [200, 200]
///     events: [{ at: 0.5, tap: Like }]
///     formats: [mp4, gif, png]               # default [mp4]; png is the last frame (a poster)
///     goldens: [0, 0.6, end]                 # default [0, end]
/// ```
///
/// A view without `with:` is compiled with the other Swift files of its target (``PackageTarget``) and
/// reads the target's asset catalogs.
public struct RenderAnimManifest: Sendable {
  /// One view.
  public struct Entry: Sendable {
    /// The outputs' base name.
    public var name: String
    /// The view and how to render it.
    public var scene: ViewSceneFile
    /// The asset catalogs of the view's target.
    public var assetCatalogs: [String]
    /// Output formats (`mp4`, `gif`, `png`, `apng`, `webm`, `mov`).
    public var formats: [String]
    /// The golden times in seconds; -1 is the clip's last frame (`end`).
    public var goldenTimes: [Double]
  }

  /// The manifest's path.
  public var file: String
  /// Where `docs` writes.
  public var docs: String
  /// Where `golden` keeps its PNGs.
  public var goldens: String
  /// The views.
  public var entries: [Entry]

  /// The formats an entry may ask for.
  public static let formats: Set<String> = ["mp4", "gif", "png", "apng", "webm", "mov"]

  /// Reads the manifest at `path`; a problem is a `SceneError` at its line and column.
  public init(contentsOf path: String) throws(SceneError) {
    file = path
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    func error(_ node: Node?, _ message: String, _ key: String) -> SceneError {
      SceneError(
        file: path, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1, message: message, keyPath: key)
    }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw SceneError(.missingFile, file: path, line: 1, column: 1, message: "cannot read the file")
    }
    let root: Node?
    do { root = try Yams.compose(yaml: text, .basic) } catch {
      throw SceneError(file: path, line: 1, column: 1, message: "cannot read the YAML: \(error)")
    }
    guard let mapping = root?.mapping else { throw error(root, "render-anim.yaml is a mapping with 'views'", "") }
    for key in mapping.keys where !["docs", "goldens", "views"].contains(key.string ?? "") {
      throw error(key, "unknown key '\(key.string ?? "")'; expected docs, goldens or views", key.string ?? "")
    }
    func folderPath(_ key: String) throws(SceneError) -> String? {
      guard let node = mapping[key] else { return nil }
      guard let s = node.string, !s.isEmpty else { throw error(node, "'\(key)' must be a folder", key) }
      return URL(fileURLWithPath: s, relativeTo: folder).standardizedFileURL.path
    }
    docs = try folderPath("docs") ?? Self.defaultDocs(in: folder)
    goldens = try folderPath("goldens") ?? folder.appendingPathComponent("RenderAnimGoldens").path
    guard let list = mapping["views"]?.sequence, !list.isEmpty else {
      throw error(mapping["views"], "'views' must be a list of views", "views")
    }
    var entries: [Entry] = []
    for (i, node) in list.enumerated() {
      let key = "views[\(i)]"
      guard let m = node.mapping else { throw error(node, "each view is a mapping with 'view'", key) }
      var scene = try ViewSceneFile(mapping: m, file: path, alsoAllowed: ["name", "formats", "goldens"], keyPath: key)
      let target = PackageTarget.containing(scene.view)
      if m["with"] == nil { scene.choice.helpers = target?.swiftFiles ?? [] }
      let name = m["name"]?.string ?? URL(fileURLWithPath: scene.view).deletingPathExtension().lastPathComponent
      guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
        throw error(m["name"], "'name' must be a file name", "\(key).name")
      }
      guard !entries.contains(where: { $0.name == name }) else {
        throw error(m["name"] ?? node, "two views are named '\(name)'; give one a 'name'", "\(key).name")
      }
      var formats = ["mp4"]
      if let f = m["formats"] {
        guard let items = f.sequence?.compactMap(\.string), items.count == f.sequence?.count, !items.isEmpty,
          items.allSatisfy(Self.formats.contains)
        else {
          throw error(
            f, "'formats' must be a list of \(Self.formats.sorted().joined(separator: ", "))", "\(key).formats")
        }
        formats = items
      }
      var times: [Double] = [0, -1]
      if let g = m["goldens"] {
        guard let items = g.sequence else {
          throw error(g, "'goldens' must be a list of times (seconds, or end)", "\(key).goldens")
        }
        times = []
        for item in items {
          if item.string == "end" {
            times.append(-1)
            continue
          }
          guard let t = item.string.flatMap(Double.init), t >= 0, t <= Scene.maximumTime else {
            throw error(item, "a golden time is seconds (0…1000000) or end", "\(key).goldens")
          }
          times.append(t)
        }
      }
      entries.append(
        Entry(
          name: name, scene: scene, assetCatalogs: target?.assetCatalogs ?? [], formats: formats, goldenTimes: times))
    }
    self.entries = entries
  }

  /// `Resources/` of the only DocC catalog under `Sources/`, else `docs/` beside the manifest.
  static func defaultDocs(in folder: URL) -> String {
    let sources = folder.appendingPathComponent("Sources")
    var catalogs: [URL] = []
    if let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) {
      for case let item as URL in walker where item.pathExtension == "docc" {
        catalogs.append(item)
        walker.skipDescendants()
      }
    }
    return catalogs.count == 1
      ? catalogs[0].appendingPathComponent("Resources").path : folder.appendingPathComponent("docs").path
  }
}

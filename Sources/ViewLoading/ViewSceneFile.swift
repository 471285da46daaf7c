import Foundation
import RenderAnimSwiftUI
import SceneEngine
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
  public var choice: SwiftViewFile.Choice
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
    func error(_ node: Node?, _ message: String, _ key: String) -> SceneError {
      SceneError(
        file: file, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1, message: message,
        keyPath: keyPath.isEmpty ? key : key.isEmpty ? keyPath : "\(keyPath).\(key)")
    }
    let known = Self.keys.union(alsoAllowed)
    for key in mapping.keys where !known.contains(key.string ?? "") {
      throw error(
        key,
        "unknown key '\(key.string ?? "")' in a view scene; expected one of \(known.sorted().joined(separator: ", "))",
        key.string ?? "")
    }
    func number(_ key: String, _ range: ClosedRange<Double>) throws(SceneError) -> Double? {
      guard let n = mapping[key] else { return nil }
      guard let s = n.scalar?.string, let x = Double(s), range.contains(x) else {
        throw error(n, "'\(key)' must be a number in \(range.lowerBound)…\(range.upperBound)", key)
      }
      return x
    }
    guard let viewNode = mapping["view"], let name = viewNode.string, name.hasSuffix(".swift") else {
      throw error(mapping["view"], "'view' must name a .swift file", "view")
    }
    view =
      URL(fileURLWithPath: name, relativeTo: URL(fileURLWithPath: file).deletingLastPathComponent()).standardizedFileURL
      .path
    let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    var helpers: [String] = []
    if let w = mapping["with"] {
      guard let list = w.sequence, list.allSatisfy({ $0.string?.hasSuffix(".swift") == true }) else {
        throw error(w, "'with' must be a list of .swift files", "with")
      }
      helpers = list.map { URL(fileURLWithPath: $0.string!, relativeTo: folder).standardizedFileURL.path }
    }
    choice = SwiftViewFile.Choice(
      view: mapping["init"]?.string, preview: try number("preview", 1...1000).map { Int($0) }, helpers: helpers)
    if let v = mapping["swiftVersion"] {
      guard let n = v.string.flatMap(Int.init), SwiftViewFile.Choice.swiftVersions.contains(n) else {
        throw error(v, "'swiftVersion' must be 5 or 6", "swiftVersion")
      }
      choice.swiftVersion = n
    }
    var scheme = ColorScheme.light
    if let c = mapping["colorScheme"] {
      guard let s = c.string, s == "light" || s == "dark" else {
        throw error(c, "'colorScheme' must be light or dark", "colorScheme")
      }
      scheme = s == "dark" ? .dark : .light
    }
    var options = ViewSceneOptions(colorScheme: scheme)
    if let d = mapping["date"] {
      guard let s = d.string, let date = RenderClock.date(parsing: s) else {
        throw error(d, "'date' must look like 2024-06-10T14:30, 2024-06-10 or 14:30 and name a real date", "date")
      }
      options.date = date
    }
    if let s = mapping["size"] {
      guard let seq = s.sequence, seq.count == 2, let w = seq[0].string.flatMap(Double.init),
        let h = seq[1].string.flatMap(Double.init),
        (1...16384).contains(w), (1...16384).contains(h)
      else { throw error(s, "'size' must be [width, height], each 1…16384", "size") }
      options.size = Size(width: w, height: h)
    }
    if let fps = try number("fps", 1...1000) {
      guard fps == fps.rounded() else { throw error(mapping["fps"], "'fps' must be a whole number", "fps") }
      options.fps = Int(fps)
    }
    if let d = mapping["device"] {
      guard let name = d.string, let device = Device.named(name) else {
        throw error(d, "'device' must be one of \(Device.all.map(\.name).joined(separator: ", "))", "device")
      }
      guard options.size == nil else {
        throw error(d, "'size' and 'device' both set the canvas; give one of them", "device")
      }
      options.device = device
      options.scale = device.scale
    }
    if let d = mapping["dynamicType"] {
      guard let name = d.string, let size = DynamicTypeSize.named(name) else {
        throw error(d, "'dynamicType' must be xSmall … xxxLarge or accessibility1 … accessibility5", "dynamicType")
      }
      options.dynamicTypeSize = size
    }
    if let l = mapping["locale"] {
      guard let id = l.string?.replacingOccurrences(of: "-", with: "_"), Locale.availableIdentifiers.contains(id) else {
        throw error(l, "'locale' must name a locale such as en_US or de_DE", "locale")
      }
      options.locale = Locale(identifier: id)
    }
    if let s = try number("scale", 0.01...16) { options.scale = s }
    options.duration = try number("duration", 0...Scene.maximumTime)
    if let b = mapping["background"] {
      guard let c = b.string.flatMap(RGBAColor.named) else {
        throw error(b, "'background' must be a colour (#RRGGBB or a name)", "background")
      }
      options.background = c
    }
    if let events = mapping["events"] {
      guard let list = events.sequence else { throw error(events, "'events' must be a list", "events") }
      for (i, e) in list.enumerated() {
        guard let m = e.mapping, let at = m["at"]?.string.flatMap(Double.init), at >= 0, at <= Scene.maximumTime else {
          throw error(e, "each event needs 'at' (seconds, 0…1000000)", "events[\(i)]")
        }
        for key in m.keys where key.string != "at" && key.string != "tap" {
          throw error(key, "a view scene's events have 'at' and 'tap' only", "events[\(i)].\(key.string ?? "")")
        }
        if let point = m["tap"]?.sequence {
          // `tap: [x, y]`: a point of the canvas, as `--tap X,Y@T`.
          let xy = point.compactMap { $0.string.flatMap(Double.init) }
          guard xy.count == 2, point.count == 2, xy.allSatisfy({ abs($0) <= 16384 }) else {
            throw error(m["tap"]!, "a tap at a point is [x, y], two numbers in points", "events[\(i)].tap")
          }
          options.taps.append(ViewTap(location: CGPoint(x: xy[0], y: xy[1]), time: at))
        } else {
          options.taps.append(ViewTap(target: m["tap"]?.string, time: at))
        }
      }
    }
    self.options = options
  }
}

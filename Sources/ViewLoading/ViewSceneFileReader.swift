import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Yams

/// Reads the keys of a view scene's mapping (``ViewSceneFile``), each group in its own function, with one
/// error form: `file:line:column`, the message and the key path.
struct ViewSceneFileReader {
  let mapping: Node.Mapping
  let file: String
  let keyPath: String

  var folder: URL { URL(fileURLWithPath: file).deletingLastPathComponent() }

  func error(_ node: Node?, _ message: String, _ key: String) -> SceneError {
    SceneError(
      file: file, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1, message: message,
      keyPath: keyPath.isEmpty ? key : key.isEmpty ? keyPath : "\(keyPath).\(key)")
  }

  /// The number at `key` when it is given, checked against `range`.
  func number(_ key: String, _ range: ClosedRange<Double>) throws(SceneError) -> Double? {
    guard let n = mapping[key] else { return nil }
    guard let s = n.scalar?.string, let x = Double(s), range.contains(x) else {
      throw error(n, "'\(key)' must be a number in \(range.lowerBound)…\(range.upperBound)", key)
    }
    return x
  }

  func checkKeys(known: Set<String>) throws(SceneError) {
    for key in mapping.keys where !known.contains(key.string ?? "") {
      throw error(
        key,
        "unknown key '\(key.string ?? "")' in a view scene; expected one of \(known.sorted().joined(separator: ", "))",
        key.string ?? "")
    }
  }

  /// `view`: the Swift file, resolved against the scene file's folder.
  func view() throws(SceneError) -> String {
    guard let viewNode = mapping["view"], let name = viewNode.string, name.hasSuffix(".swift") else {
      throw error(mapping["view"], "'view' must name a .swift file", "view")
    }
    return URL(fileURLWithPath: name, relativeTo: folder).standardizedFileURL.path
  }

  /// `init`, `preview`, `with` and `swiftVersion`.
  func choice() throws(SceneError) -> SwiftViewFile.Choice {
    var helpers: [String] = []
    if let w = mapping["with"] {
      guard let list = w.sequence, list.allSatisfy({ $0.string?.hasSuffix(".swift") == true }) else {
        throw error(w, "'with' must be a list of .swift files", "with")
      }
      helpers = list.map { URL(fileURLWithPath: $0.string!, relativeTo: folder).standardizedFileURL.path }
    }
    var choice = SwiftViewFile.Choice(
      view: mapping["init"]?.string, preview: try number("preview", 1...1000).map { Int($0) }, helpers: helpers)
    if let v = mapping["swiftVersion"] {
      guard let n = v.string.flatMap(Int.init), SwiftViewFile.Choice.swiftVersions.contains(n) else {
        throw error(v, "'swiftVersion' must be 5 or 6", "swiftVersion")
      }
      choice.swiftVersion = n
    }
    return choice
  }

  /// `colorScheme`, `date`, `size`, `fps`, `device`, `scale`, `duration` and `background`.
  func canvas() throws(SceneError) -> ViewSceneOptions {
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
    if let s = try number("scale", 0.01...16) { options.scale = s }
    options.duration = try number("duration", 0...Scene.maximumTime)
    if let b = mapping["background"] {
      guard let c = b.string.flatMap(RGBAColor.named) else {
        throw error(b, "'background' must be a colour (#RRGGBB or a name)", "background")
      }
      options.background = c
    }
    return options
  }

  /// `dynamicType` and `locale`.
  func readText(into options: inout ViewSceneOptions) throws(SceneError) {
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
  }

  /// `events`: taps by name (`tap: heart`), the only tappable view (no `tap:`), or at a point (`tap: [x, y]`).
  func taps() throws(SceneError) -> [ViewTap] {
    guard let events = mapping["events"] else { return [] }
    guard let list = events.sequence else { throw error(events, "'events' must be a list", "events") }
    var taps: [ViewTap] = []
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
        taps.append(ViewTap(location: CGPoint(x: xy[0], y: xy[1]), time: at))
      } else {
        taps.append(ViewTap(target: m["tap"]?.string, time: at))
      }
    }
    return taps
  }
}

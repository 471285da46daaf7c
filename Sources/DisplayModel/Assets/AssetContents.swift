import Foundation

/// One asset's `Contents.json`, read as Xcode reads it: colours in any of the catalog's colour spaces
/// (sRGB, extended sRGB, linear sRGB, Display P3, grey with gamma 2.2) with components written as
/// fractions (`"0.490"`), 8-bit integers (`"125"`) or hex (`"0x7D"`), and system colour references; images
/// by file, scale and appearance.
struct AssetContents {
  let file: String
  let json: [String: Any]

  init(folder: URL) throws(AssetCatalogError) {
    let url = folder.appendingPathComponent("Contents.json")
    file = url.path
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw AssetCatalogError(file: file, keyPath: "", problem: "missing")
    }
    guard let object = try? JSONSerialization.jsonObject(with: data), let json = object as? [String: Any] else {
      throw AssetCatalogError(file: file, keyPath: "", problem: "not a JSON object")
    }
    self.json = json
  }

  var providesNamespace: Bool { ((json["properties"] as? [String: Any])?["provides-namespace"] as? Bool) ?? false }

  /// The colour set: the iPhone's (or universal) colour in light (or any) and dark appearance; nil for a set
  /// whose entries have no colour (Xcode's new project's `AccentColor`, which means the system's default).
  func colorSet() throws(AssetCatalogError) -> AssetCatalog.ColorSet? {
    var light: RGBAColor?
    var dark: RGBAColor?
    var lightIsPhone = false
    var darkIsPhone = false
    let entries = entries("colors")
    guard entries.contains(where: { $0["color"] != nil }) else { return nil }
    for (i, entry) in entries.enumerated() {
      guard entry["color"] != nil, let appearance = appearance(entry), let idiom = phoneIdiom(entry) else { continue }
      let color = try self.color(entry["color"], keyPath: "colors[\(i)].color")
      if appearance == "dark" {
        if dark == nil || (idiom && !darkIsPhone) {
          dark = color
          darkIsPhone = idiom
        }
      } else if light == nil || (idiom && !lightIsPhone) {
        light = color
        lightIsPhone = idiom
      }
    }
    guard let light = light ?? dark else {
      throw AssetCatalogError(file: file, keyPath: "colors", problem: "no colour for the iPhone")
    }
    return AssetCatalog.ColorSet(light: light, dark: dark == light ? nil : dark)
  }

  /// The image set's PNG and JPEG files for the iPhone, with their scales and appearances.
  func imageSet() throws(AssetCatalogError) -> AssetCatalog.ImageSet {
    var variants: [AssetCatalog.ImageSet.Variant] = []
    let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    for (i, entry) in entries("images").enumerated() {
      guard let filename = entry["filename"] as? String, let appearance = appearance(entry), phoneIdiom(entry) != nil
      else { continue }
      var scale = 1.0
      if let text = entry["scale"] as? String {
        guard let s = Double(text.dropLast()), text.hasSuffix("x"), s >= 1, s <= 4 else {
          throw AssetCatalogError(file: file, keyPath: "images[\(i)].scale", problem: "'\(text)' is not 1x, 2x or 3x")
        }
        scale = s
      }
      let path = folder.appendingPathComponent(filename).path
      guard ImageFile.extensions.contains((filename as NSString).pathExtension.lowercased()),
        FileManager.default.fileExists(atPath: path)
      else { continue }
      variants.append(.init(path: path, scale: scale, dark: appearance == "dark"))
    }
    return AssetCatalog.ImageSet(variants: variants)
  }

  private func entries(_ key: String) -> [[String: Any]] { (json[key] as? [[String: Any]]) ?? [] }

  /// Whether the entry is for the iPhone (true) or universal (false); nil for other devices.
  private func phoneIdiom(_ entry: [String: Any]) -> Bool? {
    switch entry["idiom"] as? String ?? "universal" {
    case "iphone": return true
    case "universal": return false
    default: return nil
    }
  }

  /// "dark", "light" or "any"; nil for high-contrast entries.
  private func appearance(_ entry: [String: Any]) -> String? {
    var result = "any"
    for a in (entry["appearances"] as? [[String: Any]]) ?? [] {
      let kind = a["appearance"] as? String
      let value = a["value"] as? String
      if kind == "contrast", value == "high" { return nil }
      if kind == "luminosity", let value { result = value }
    }
    return result
  }

  private func color(_ value: Any?, keyPath: String) throws(AssetCatalogError) -> RGBAColor {
    guard let color = value as? [String: Any] else {
      throw AssetCatalogError(file: file, keyPath: keyPath, problem: "missing")
    }
    if let reference = color["reference"] as? String {
      guard let c = SystemColors.reference(reference) else {
        throw AssetCatalogError(
          file: file, keyPath: keyPath + ".reference", problem: "unknown system colour '\(reference)'")
      }
      return c
    }
    let space = color["color-space"] as? String ?? "srgb"
    guard let components = color["components"] as? [String: Any] else {
      throw AssetCatalogError(file: file, keyPath: keyPath + ".components", problem: "missing")
    }
    func component(_ key: String, alpha: Bool = false) throws(AssetCatalogError) -> Double {
      let path = keyPath + ".components." + key
      guard let raw = components[key] else {
        if alpha { return 1 }
        throw AssetCatalogError(file: file, keyPath: path, problem: "missing")
      }
      guard let v = Self.component(raw, alpha: alpha), v.isFinite else {
        throw AssetCatalogError(file: file, keyPath: path, problem: "'\(raw)' is not a number")
      }
      return v
    }
    let alpha = min(max(try component("alpha", alpha: true), 0), 1)
    switch space {
    case "gray-gamma-22", "extended-gray":
      let w = try component("white")
      return ColorSpaces.gray22(w, alpha: alpha)
    case "srgb", "extended-srgb":
      return RGBAColor(
        red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha
      ).clamped
    case "extended-linear-srgb":
      return ColorSpaces.linearSRGB(try component("red"), try component("green"), try component("blue"), alpha: alpha)
    case "display-p3", "extended-display-p3":
      return ColorSpaces.displayP3(try component("red"), try component("green"), try component("blue"), alpha: alpha)
    default:
      throw AssetCatalogError(file: file, keyPath: keyPath + ".color-space", problem: "unknown colour space '\(space)'")
    }
  }

  /// A component as Xcode writes it: a fraction with a point, hex `0x…` or an integer 0…255 (alpha is
  /// always a fraction).
  static func component(_ raw: Any, alpha: Bool) -> Double? {
    if let n = raw as? NSNumber { return n.doubleValue }
    guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
    if alpha || text.contains(".") { return Double(text) }
    if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
    return UInt8(text).map { Double($0) / 255 }
  }
}

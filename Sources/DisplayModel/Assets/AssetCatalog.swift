import Foundation

/// An Xcode asset catalog (`Assets.xcassets`) as Xcode reads it for an iOS app: its colour sets, with
/// their light and dark appearances, and its image sets, with a file per scale and appearance
/// (docs/swift-views.md, Asset catalogs).
///
/// Folders inside the catalog group assets; a folder whose `Contents.json` sets `provides-namespace`
/// prefixes its assets' names with its own (`Brand/primary`). Entries for other devices than the iPhone
/// (iPad, Mac, watch, TV) and for high contrast are left out.
public struct AssetCatalog: Sendable, Equatable {
  /// A colour set's colour in light mode, and in dark mode when it has a dark appearance.
  public struct ColorSet: Sendable, Equatable {
    /// The colour in light mode (the light or any appearance; the dark one when the set has no other).
    public var light: RGBAColor
    /// The colour in dark mode; nil when the set has no dark appearance or it equals the light one.
    public var dark: RGBAColor?
  }

  /// An image set's files: one per scale (1, 2, 3) and appearance.
  public struct ImageSet: Sendable, Equatable {
    /// One PNG or JPEG file of an image set, with the scale and appearance it is for.
    public struct Variant: Sendable, Equatable {
      /// The file's path: the image set's folder joined with the entry's `filename`.
      public var path: String
      /// The pixels a point the file is drawn at (its entry's `scale`, `2x` as 2; 1 when unset).
      public var scale: Double
      /// Whether the file is for dark mode (its entry's luminosity appearance is `dark`).
      public var dark: Bool
    }
    /// The set's files for the iPhone (or universal) that exist, in `Contents.json` order.
    public var variants: [Variant]

    /// The file to draw at `scale` pixels a point in `dark` mode or not: the appearance's own files
    /// (else the light ones), at the smallest scale not below `scale` (else the largest there is).
    public func file(scale: Double, dark: Bool) -> Variant? {
      let own = variants.filter { $0.dark == dark }
      let pool = own.isEmpty ? variants.filter { !$0.dark } : own
      let sharp = pool.filter { $0.scale >= scale - 1e-9 }.min { $0.scale < $1.scale }
      return sharp ?? pool.max { $0.scale < $1.scale }
    }
  }

  /// The catalog's folder.
  public var url: URL
  /// Colour sets by name.
  public var colors: [String: ColorSet] = [:]
  /// Image sets by name.
  public var images: [String: ImageSet] = [:]

  /// Reads the catalog at `url`. Throws ``AssetCatalogError`` naming the `Contents.json` and the key path
  /// of the first value it cannot read.
  public init(url: URL) throws(AssetCatalogError) {
    self.url = url.standardizedFileURL
    try read(folder: self.url, prefix: "")
  }

  private mutating func read(folder: URL, prefix: String) throws(AssetCatalogError) {
    let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    for entry in entries {
      let item = folder.appendingPathComponent(entry)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: item.path, isDirectory: &isDirectory), isDirectory.boolValue else {
        continue
      }
      let ext = item.pathExtension
      let name = prefix + item.deletingPathExtension().lastPathComponent
      switch ext {
      case "colorset":
        colors[name] = try AssetContents(folder: item).colorSet()
      case "imageset":
        images[name] = try AssetContents(folder: item).imageSet()
      case "":
        let namespace = (try? AssetContents(folder: item))?.providesNamespace ?? false
        try read(folder: item, prefix: namespace ? name + "/" : prefix)
      default:
        continue  // app icons, symbol sets, data sets: not drawn by a view
      }
    }
  }

  /// The catalogs a view file in `directory` sees, as Xcode's target would hold them: every `*.xcassets`
  /// in the folder, in its subfolders, and in each folder above it up to the package's or project's root
  /// (the first with `Package.swift`, an `.xcodeproj` or `.git`; at most eight levels), in that order,
  /// then those of `extra` (a catalog itself, or a folder holding catalogs).
  public static func catalogs(beside directory: URL, extra: [URL] = [], walkUp: Bool = true) -> [URL] {
    var found: [URL] = []
    func add(_ url: URL) { if !found.contains(url) { found.append(url) } }
    func scan(_ folder: URL, depth: Int) {
      let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
      for entry in entries where !entry.hasPrefix(".") {
        let url = folder.appendingPathComponent(entry).standardizedFileURL
        if entry.hasSuffix(".xcassets") {
          add(url)
        } else if depth > 0, isFolder(url), !entry.hasSuffix(".xcodeproj") {
          scan(url, depth: depth - 1)
        }
      }
    }
    var folder = directory.standardizedFileURL
    for _ in 0..<8 {
      scan(folder, depth: 1)
      if !walkUp || isRoot(folder) { break }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    for url in extra {
      if url.pathExtension == "xcassets" { add(url.standardizedFileURL) } else { scan(url, depth: 1) }
    }
    return found
  }

  private static func isFolder(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  private static func isRoot(_ folder: URL) -> Bool {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return entries.contains { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj") }
  }
}

/// A value of an asset catalog that cannot be read: the file and the key path.
public struct AssetCatalogError: Error, Sendable, CustomStringConvertible {
  /// The path of the `Contents.json` that holds the value.
  public var file: String
  /// The value's key path in that file (`colors[0].color.components.red`); empty when the whole file is
  /// missing or is not a JSON object.
  public var keyPath: String
  /// What is wrong with the value (`missing`, `'abc' is not a number`).
  public var problem: String
  public var description: String { "\(file): \(keyPath): \(problem)" }
}

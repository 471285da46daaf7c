import Foundation

/// The SwiftPM target a view file belongs to, by the package layout SwiftPM uses when a target names no
/// `path:`: the folder right under `Sources/` that holds the file. A view is compiled with the target's
/// other Swift files (its helpers, models, other views) and reads its asset catalogs, as Xcode builds it.
///
/// ```swift
/// let target = PackageTarget.containing("Sources/Inbox/Views/LikeButton.swift")
/// // target?.swiftFiles: every other .swift file under Sources/Inbox; target?.assetCatalogs: its .xcassets
/// ```
public struct PackageTarget: Sendable, Equatable {
  /// The target's folder (`…/Sources/NAME`).
  public var directory: String
  /// The target's Swift files, sorted, but the view's own.
  public var swiftFiles: [String]
  /// The target's asset catalogs (`.xcassets` folders), sorted.
  public var assetCatalogs: [String]
  /// The package's manifest, when its root (the folder above `Sources`) has a readable `Package.swift`.
  public var manifest: PackageManifest?

  /// The target's name: its folder's.
  public var name: String { URL(fileURLWithPath: directory).lastPathComponent }

  /// The language mode SwiftPM compiles the target in (``PackageManifest/languageMode(of:)``), or `nil`
  /// without a manifest.
  public var languageMode: Int? { manifest?.languageMode(of: name) }

  /// Whether SwiftPM gives the target a resource bundle, and so `Bundle.module`: it declares `resources:`
  /// or holds an asset catalog (which SwiftPM takes as a resource without being told).
  public var hasResources: Bool { !assetCatalogs.isEmpty || manifest?.targetsWithResources.contains(name) == true }

  /// The target of `file`, or `nil` when no folder above it is right under a `Sources` folder.
  public static func containing(_ file: String) -> PackageTarget? {
    let url = URL(fileURLWithPath: file).standardizedFileURL
    var folder = url.deletingLastPathComponent()
    while folder.path != "/" {
      if folder.deletingLastPathComponent().lastPathComponent == "Sources" { return scan(folder, except: url.path) }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  /// Every Swift file and asset catalog under `folder` (not inside a catalog or a DocC catalog).
  static func scan(_ folder: URL, except view: String) -> PackageTarget {
    var swift: [String] = []
    var catalogs: [String] = []
    let files = FileManager.default
    guard let walker = files.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else {
      return PackageTarget(directory: folder.path, swiftFiles: [], assetCatalogs: [], manifest: manifest(of: folder))
    }
    for case let item as URL in walker {
      let path = item.standardizedFileURL.path
      switch item.pathExtension {
      case "xcassets":
        catalogs.append(path)
        walker.skipDescendants()
      case "docc":
        walker.skipDescendants()
      case "swift" where path != view:
        swift.append(path)
      default:
        break
      }
    }
    return PackageTarget(
      directory: folder.path, swiftFiles: swift.sorted(), assetCatalogs: catalogs.sorted(),
      manifest: manifest(of: folder))
  }

  /// The manifest of the package whose `Sources` folder holds `target`.
  private static func manifest(of target: URL) -> PackageManifest? {
    PackageManifest(packageRoot: target.deletingLastPathComponent().deletingLastPathComponent())
  }
}

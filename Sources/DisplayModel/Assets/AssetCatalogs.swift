import Foundation

/// The asset catalogs a view sees, searched in order for a name (docs/swift-views.md, Asset catalogs).
/// The runtime binds ``current`` while it evaluates a view, so `Color("name")`, `UIColor(named:)` and
/// `Image("name")` find the catalog beside the view file.
public struct AssetCatalogs: Sendable, Equatable {
  /// The catalogs, the first one's name winning.
  public var catalogs: [AssetCatalog]

  /// The catalogs of the view being evaluated (none outside an evaluation).
  @TaskLocal public static var current = AssetCatalogs(catalogs: [])

  /// Catalogs, searched in this order.
  public init(catalogs: [AssetCatalog]) { self.catalogs = catalogs }

  /// Reads every catalog a view file in `directory` sees (`AssetCatalog.catalogs(beside:extra:)`).
  public init(beside directory: URL?, extra: [URL]) throws(AssetCatalogError) {
    let urls = directory.map { AssetCatalog.catalogs(beside: $0, extra: extra) } ?? AssetCatalog.catalogs(extra: extra)
    var catalogs: [AssetCatalog] = []
    for url in urls { catalogs.append(try AssetCatalog(url: url)) }
    self.catalogs = catalogs
  }

  /// The colour set named `name`.
  public func color(named name: String) -> AssetCatalog.ColorSet? {
    catalogs.lazy.compactMap { $0.colors[name] }.first
  }

  /// The image set named `name`.
  public func image(named name: String) -> AssetCatalog.ImageSet? {
    catalogs.lazy.compactMap { $0.images[name] }.first
  }

  /// Every colour and image name, for the symbols Xcode generates.
  public var colorNames: [String] { Array(Set(catalogs.flatMap { $0.colors.keys })).sorted() }
  /// Every image name.
  public var imageNames: [String] { Array(Set(catalogs.flatMap { $0.images.keys })).sorted() }
}

extension AssetCatalog {
  /// The catalogs named by `extra` alone (no view file).
  static func catalogs(extra: [URL]) -> [URL] {
    extra.flatMap { url in
      url.pathExtension == "xcassets" ? [url.standardizedFileURL] : catalogs(beside: url, walkUp: false)
    }
  }
}

import Foundation

/// A colour of the view's asset catalog, by name: what Xcode 15's generated symbols make
/// (`ColorResource.brand` for a colour set named "BrandColor"; docs/swift-views.md, Asset catalogs).
/// On iOS it lives in DeveloperToolsSupport, which SwiftUI and UIKit both re-export.
nonisolated public struct ColorResource: Hashable, Sendable {
  /// The colour set's name in the catalog.
  public let name: String
  /// A colour set by name (there are no bundles here: the view's catalogs are searched).
  public init(name: String, bundle: Bundle? = nil) { self.name = name }
}

/// An image of the view's asset catalog, by name (`ImageResource.logo` for an image set named "logo").
nonisolated public struct ImageResource: Hashable, Sendable {
  /// The image set's name in the catalog.
  public let name: String
  /// An image set by name.
  public init(name: String, bundle: Bundle? = nil) { self.name = name }
}

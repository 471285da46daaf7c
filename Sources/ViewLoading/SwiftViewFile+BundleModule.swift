import Foundation

extension SwiftViewFile {
  /// `Bundle.module` as SwiftPM generates it for a target with resources. Here the bundle is the main
  /// one: render-anim finds a target's colours and images by name in its asset catalogs, whichever bundle
  /// a call names (docs/swift-views.md, Asset catalogs).
  static let bundleModuleAccessor = """

    extension Foundation.Bundle {
      /// The target's resource bundle, as SwiftPM makes it.
      static let module: Bundle = .main
    }

    """

  /// Whether the file is in a package target that SwiftPM gives a resource bundle and none of the files
  /// compiled with it declares `module` on `Bundle` itself (a preview helper may).
  static func needsBundleModule(path: String, sources: [SwiftViewSource]) -> Bool {
    guard PackageTarget.containing(path)?.hasResources == true else { return false }
    return !sources.contains { $0.declaresBundleModule }
  }
}

extension SwiftViewSource {
  /// Whether the file declares a `module` member in an extension of `Bundle`.
  var declaresBundleModule: Bool {
    text.range(
      of: #"extension\s+(Foundation\.)?Bundle\b[^{]*\{[^}]*\b(static|class)\s+(let|var)\s+module\b"#,
      options: .regularExpression) != nil
  }
}

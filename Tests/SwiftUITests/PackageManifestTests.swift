import Foundation
import Testing
import ViewLoading

/// What render-anim reads of a package's manifest or an Xcode project to compile a view file in the
/// language mode its own build uses (docs/swift-views.md, "The main actor").
@Suite struct PackageManifestTests {
  @Test func manifestsNameTheirModes() {
    let six = PackageManifest(text: "// swift-tools-version: 6.0\nimport PackageDescription\n")
    #expect(six.toolsMajor == 6 && six.languageMode(of: "Kit") == 6)
    let old = PackageManifest(text: "// swift-tools-version:5.9\nlet package = Package(name: \"P\")\n")
    #expect(old.toolsMajor == 5 && old.languageMode(of: "Kit") == 5)
    let mixed = PackageManifest(
      text: """
        // swift-tools-version: 6.0
        let package = Package(
          name: "P", platforms: [.iOS(.v17)],
          targets: [
            .target(name: "Kit", resources: [.process("Data")], swiftSettings: [.swiftLanguageMode(.v5)]),
            .target(name: "Other"),
          ],
          swiftLanguageModes: [.v5, .v6])
        """)
    #expect(mixed.languageMode(of: "Kit") == 5)
    #expect(mixed.languageMode(of: "Other") == 6)
    #expect(mixed.targetsWithResources == ["Kit"])
    let listed = PackageManifest(text: "// swift-tools-version:6.0\nPackage(name: \"P\", swiftLanguageVersions: [.v5])")
    #expect(listed.languageMode(of: "Kit") == 5)
  }

  /// A file in an Xcode project's folder takes the project's `SWIFT_VERSION` when every build
  /// configuration agrees on it, else Swift 5.
  @Test(arguments: [
    ("\t\t\t\tSWIFT_VERSION = 6.0;\n\t\t\t\tSWIFT_VERSION = 6.0;\n", 6),
    ("SWIFT_VERSION = 5.0;\nSWIFT_VERSION = 6.0;\n", 5), ("PRODUCT_NAME = App;\n", 5),
  ])
  func xcodeProjectsAgreeOrFallBackToFive(_ project: String, _ mode: Int) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-mode-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("App.xcodeproj")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("App/Views"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try project.write(to: folder.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
    #expect(SwiftViewFile.languageMode(of: root.appendingPathComponent("App/Views/Card.swift").path) == mode)
  }

}

import Foundation
import Testing

/// A view file in a package with an asset catalog, compiled as a user's file is: the symbols Xcode 15
/// generates (`.brand` as a shape style, `Color.brand`, `Color(.brand)`, `UIColor.brand`) compile and draw
/// the colour set, in light and dark mode (docs/swift-views.md, Asset catalogs); a catalog value that
/// cannot be read is one line naming the file and key path (exit 65).
@Suite(.serialized) struct AssetCatalogViewTests {
  /// A package folder with `Assets.xcassets/BrandColor.colorset` (light 255, 128, 64; dark 32, 64, 96,
  /// written as 8-bit integers) and the view in `Sources/App/Card.swift`; `red` replaces the light red.
  func package(red: String = "255") throws -> String {
    let root = try RenderAnimBinary.temporaryFolder("asset-catalog")
    let set = root.appendingPathComponent("Sources/App/Assets.xcassets/BrandColor.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try "// swift-tools-version:5.9\n".write(
      to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try """
    {"colors": [
      {"idiom": "universal", "color": {"color-space": "srgb", \
    "components": {"red": "\(red)", "green": "128", "blue": "64", "alpha": "1.000"}}},
      {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
       "color": {"color-space": "srgb", "components": {"red": "32", "green": "64", "blue": "96", "alpha": "1.000"}}}
    ]}
    """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    let view = root.appendingPathComponent("Sources/App/Views/Card.swift")
    try FileManager.default.createDirectory(at: view.deletingLastPathComponent(), withIntermediateDirectories: true)
    try """
    import SwiftUI
    import UIKit

    struct Card: View {
      var body: some View {
        VStack(spacing: 0) {
          Rectangle().fill(.brand).frame(width: 20, height: 10)
          Color.brand.frame(width: 20, height: 10)
          Color(.brand).frame(width: 20, height: 10)
          Color(uiColor: .brand).frame(width: 20, height: 10)
        }
      }
    }
    """.write(to: view, atomically: true, encoding: .utf8)
    return view.path
  }

  @Test func generatedSymbolsDrawTheColourSet() throws {
    let view = try package()
    for (scheme, expected) in [("light", [UInt8]([255, 128, 64, 255])), ("dark", [32, 64, 96, 255])] {
      let png = URL(fileURLWithPath: view).deletingLastPathComponent().appendingPathComponent("card-\(scheme).png").path
      let r = try RenderAnimBinary.runWithViewCache([
        "frame", view, "--time", "0", "--size", "20x40", "--color-scheme", scheme, "-o", png,
      ])
      try #require(r.status == 0, "\(r.err)")
      for y in [5, 15, 25, 35] { #expect(try PNGFile.pixel(png, width: 20, 10, y) == expected, "\(scheme) y = \(y)") }
    }
  }

  /// The catalog outside the package, given with `--assets`: its generated symbols compile and draw as
  /// well (the command line passed `--assets` to the run, not to the compiled symbols: `Color(.brand)`
  /// failed to compile).
  @Test func aCatalogGivenWithAssetsGeneratesItsSymbols() throws {
    let view = try package()
    let root = URL(fileURLWithPath: view).deletingLastPathComponent().deletingLastPathComponent()
    let elsewhere = try RenderAnimBinary.temporaryFolder("assets-elsewhere").appendingPathComponent("Assets.xcassets")
    try FileManager.default.moveItem(at: root.appendingPathComponent("Assets.xcassets"), to: elsewhere)
    let png = root.appendingPathComponent("card-elsewhere.png").path
    let r = try RenderAnimBinary.runWithViewCache([
      "frame", view, "--time", "0", "--size", "20x40", "--assets", elsewhere.path, "-o", png,
    ])
    try #require(r.status == 0, "\(r.err)")
    for y in [5, 15, 25, 35] { #expect(try PNGFile.pixel(png, width: 20, 10, y) == [255, 128, 64, 255], "y = \(y)") }
  }

  @Test func anUnreadableValueIsOneLine() throws {
    let view = try package(red: "abc")
    let r = try RenderAnimBinary.runWithViewCache(["frame", view, "--time", "0", "-o", "/tmp/unused-\(UUID()).png"])
    #expect(r.status == 65)
    let lines = r.err.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(
      r.err.contains("BrandColor.colorset/Contents.json: colors[0].color.components.red: 'abc' is not a number"),
      "\(r.err)")
  }
}

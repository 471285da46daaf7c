import DisplayModel
import Foundation
import RealModule
import Render
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// Asset catalogs as Xcode reads them for an iPhone (docs/swift-views.md, Asset catalogs): colour sets
/// in their colour spaces and appearances, image sets by scale and appearance, and the names of the
/// symbols Xcode 15 generates. Every value by hand.
@Suite struct AssetCatalogTests {
  /// A fresh folder holding `Assets.xcassets` with: `BrandColor` (light sRGB written as a fraction, an
  /// integer and hex; dark Display P3 green); `Ink` (grey 0.5, gamma 2.2; an iPad entry to skip);
  /// `Brand/Accent` in a namespace folder (a system reference); `logo` (1×, 2×, 3× and a dark 1×).
  static func catalog() throws -> URL {
    let root = try TestFolder.make("catalog")
    let assets = root.appendingPathComponent("Assets.xcassets")
    func write(_ path: String, _ json: String) throws {
      let url = assets.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try json.write(to: url, atomically: true, encoding: .utf8)
    }
    try write("Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
    try write(
      "BrandColor.colorset/Contents.json",
      """
      {"colors": [
        {"idiom": "universal", "color": {"color-space": "srgb", \
      "components": {"red": "1.000", "green": "128", "blue": "0x40", "alpha": "0.500"}}},
        {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": {"color-space": "display-p3", \
      "components": {"red": "0.000", "green": "1.000", "blue": "0.000", "alpha": "1.000"}}},
        {"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}],
         "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0", "alpha": "1.000"}}}
      ]}
      """)
    try write(
      "Ink.colorset/Contents.json",
      """
      {"colors": [
        {"idiom": "ipad", "color": {"color-space": "srgb", \
      "components": {"red": "0", "green": "0", "blue": "0", "alpha": "1"}}},
        {"idiom": "universal", "color": {"color-space": "gray-gamma-22", \
      "components": {"white": "0.500", "alpha": "1.000"}}}
      ]}
      """)
    try write("Brand/Contents.json", #"{"properties": {"provides-namespace": true}}"#)
    try write(
      "Brand/Accent.colorset/Contents.json",
      """
      {"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlueColor"}}]}
      """)
    try write(
      "logo.imageset/Contents.json",
      """
      {"images": [
        {"idiom": "universal", "filename": "logo.png", "scale": "1x"},
        {"idiom": "universal", "filename": "logo@2x.png", "scale": "2x"},
        {"idiom": "universal", "filename": "logo@3x.png", "scale": "3x"},
        {"idiom": "universal", "filename": "logo-dark.png", "scale": "1x", \
      "appearances": [{"appearance": "luminosity", "value": "dark"}]}
      ]}
      """)
    for (name, scale) in [("logo.png", 1), ("logo@2x.png", 2), ("logo@3x.png", 3), ("logo-dark.png", 1)] {
      let w = 20 * scale
      let h = 10 * scale
      let pixels = [UInt8](repeating: 0xFF, count: w * h * 4)
      let png = try pixels.withUnsafeBytes {
        try PNGFileEncoder(width: w, height: h).encode($0.baseAddress!, bytesPerRow: w * 4)
      }
      try png.write(to: assets.appendingPathComponent("logo.imageset/" + name))
    }
    return root
  }

  /// Light: (1, 128/255, 64/255) at alpha 0.5. Dark: P3 (0, 1, 0) is outside sRGB: linear sRGB
  /// (−0.2249, 1.0421, −0.0786) clamps to (0, 1, 0). Grey 0.5 at gamma 2.2 is 0.21764 linear, 0.50387 in
  /// sRGB (1.055 × 0.21764^(1/2.4) − 0.055). The namespaced reference is iOS's system blue (0, 122, 255).
  @Test func colourSetsAsXcodeReadsThem() throws {
    let root = try Self.catalog()
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = try AssetCatalog(url: root.appendingPathComponent("Assets.xcassets"))
    let brand = try #require(catalog.colors["BrandColor"])
    #expect(brand.light == RGBAColor(red: 1, green: 128.0 / 255, blue: 64.0 / 255, alpha: 0.5))
    #expect(brand.dark == RGBAColor(red: 0, green: 1, blue: 0, alpha: 1))
    let ink = try #require(catalog.colors["Ink"])
    #expect(ink.light.red.isApproximatelyEqual(to: 0.50387, absoluteTolerance: 1e-5) && ink.dark == nil)
    #expect(catalog.colors["Brand/Accent"]?.light == RGBAColor(red: 0, green: 122.0 / 255, blue: 1))
    #expect(catalog.colors["Accent"] == nil)
    #expect(Set(catalog.images.keys) == ["logo"])
  }

  /// References to UIKit's colours as Xcode's colour panel writes them: the system colours (iOS's tints
  /// and semantic colours) and UIKit's fixed ones (`redColor` is pure red; the text colours).
  @Test func systemColourReferences() {
    #expect(SystemColors.reference("systemRedColor") == RGBAColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255))
    #expect(SystemColors.reference("redColor") == RGBAColor(red: 1, green: 0, blue: 0))
    #expect(SystemColors.reference("darkTextColor") == RGBAColor(red: 0, green: 0, blue: 0))
    #expect(SystemColors.reference("lightTextColor") == RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.6))
    #expect(SystemColors.reference("lightGrayColor") == RGBAColor(red: 2 / 3, green: 2 / 3, blue: 2 / 3))
    #expect(SystemColors.reference("labelColor") == RGBAColor(red: 0, green: 0, blue: 0))
    #expect(SystemColors.reference("tertiarySystemFillColor")?.alpha == 0.12)
    #expect(SystemColors.reference("chartreuseColor") == nil)
  }

  /// The file for the screen's scale: the smallest not below it (2 → 2×, 2.5 → 3×), else the largest
  /// (4 → 3×); in dark mode the dark file (there is only a 1× one).
  @Test func imageSetsByScaleAndAppearance() throws {
    let root = try Self.catalog()
    defer { try? FileManager.default.removeItem(at: root) }
    let logo = try #require(try AssetCatalog(url: root.appendingPathComponent("Assets.xcassets")).images["logo"])
    func file(_ scale: Double, dark: Bool = false) -> String? {
      logo.file(scale: scale, dark: dark).map { URL(fileURLWithPath: $0.path).lastPathComponent }
    }
    #expect(file(1) == "logo.png" && file(2) == "logo@2x.png" && file(2.5) == "logo@3x.png" && file(4) == "logo@3x.png")
    #expect(file(3, dark: true) == "logo-dark.png")
  }

  /// A view beside the catalog: `Color("BrandColor")` is the set's colour in each scheme, `Image("logo")`
  /// at scale 3 is the 3× file drawn 20 × 10 points. The catalog is found from a view two folders below.
  @Test func viewsReadTheCatalogBesideThem() throws {
    let root = try Self.catalog()
    defer { try? FileManager.default.removeItem(at: root) }
    try "".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let file = root.appendingPathComponent("Sources/App/View.swift").path
    let m = EstimatedTextMeasurer()
    func items(_ scheme: ColorScheme, scale: Double = 1, _ root: @escaping () -> any View) throws -> [DisplayItem] {
      let scene = try ViewScene.scene(
        file: file, text: "t",
        options: ViewSceneOptions(size: Size(width: 100, height: 100), scale: scale, colorScheme: scheme),
        measurer: m, root: root)
      return try scene.displayList(at: 0, measurer: m).items
    }
    for (scheme, expected) in [
      (ColorScheme.light, RGBAColor(red: 1, green: 128.0 / 255, blue: 64.0 / 255, alpha: 0.5)),
      (.dark, RGBAColor(red: 0, green: 1, blue: 0, alpha: 1)),
    ] {
      let fill = try #require(items(scheme) { Color("BrandColor") }.first)
      guard case .shape(let spec) = fill.content else {
        Issue.record("not a shape")
        continue
      }
      #expect(spec.fill == expected)
      let uiColor = try #require(items(scheme) { Color(uiColor: UIColor(named: "BrandColor")!) }.first)
      guard case .shape(let spec2) = uiColor.content else {
        Issue.record("not a shape")
        continue
      }
      #expect(spec2.fill == expected)
    }
    let image = try #require(items(.light, scale: 3) { Image("logo") }.first)
    guard case .image(let path, _) = image.content else {
      Issue.record("not an image")
      return
    }
    #expect(path.hasSuffix("logo@3x.png") && image.frameSize == Size(width: 20, height: 10))
  }

  /// Xcode's names for the generated symbols.
  @Test func symbolNamesAsXcodeGivesThem() {
    let cases: [(String, String, String)] = [
      ("BackgroundColor", "Color", "background"), ("AccentColor", "Color", "accent"),
      ("DSSurfaceChrome", "Color", "dsSurfaceChrome"),
      ("map_b", "Image", "mapB"), ("color_000000", "Color", "color000000"),
      ("Auto & Transport", "Image", "autoTransport"),
      ("polaroid.I-1.fill.symbols", "Image", "polaroidI1FillSymbols"),
      ("adult_products_image", "Image", "adultProducts"),
      ("Initial-Image", "Image", "initial"), ("Image", "Image", "image"), ("welcomeVCimage", "Image", "welcomeVCimage"),
      ("1stPlace", "Image", "_1stPlace"), ("default", "Color", "`default`"), ("studio-purple", "Color", "studioPurple"),
    ]
    for (name, suffix, expected) in cases {
      #expect(AssetSymbols.identifier(name, suffix: suffix) == expected, "\(name)")
    }
  }

  /// A colour set named like one of SwiftUI's colours gets its `ColorResource` only (Xcode skips the rest
  /// with a warning); `UIColor` skips UIKit's names.
  @Test func symbolsSkipSwiftUIsOwnNames() throws {
    let root = try Self.catalog()
    defer { try? FileManager.default.removeItem(at: root) }
    var catalog = try AssetCatalog(url: root.appendingPathComponent("Assets.xcassets"))
    catalog.colors["BlueColor"] = catalog.colors["Ink"]
    let source = AssetSymbols.source(AssetCatalogs(catalogs: [catalog]))
    #expect(source.contains("static let blue = ColorResource(name: \"BlueColor\")"))
    #expect(!source.contains("static var blue: Color") && !source.contains("static var blue: UIColor"))
    #expect(source.contains("static var brand: Color { Color(ColorResource.brand) }"))
    #expect(source.contains("static var brandAccent: UIColor { UIColor(resource: .brandAccent) }"))
    #expect(source.contains("static let logo = ImageResource(name: \"logo\")"))
  }
}

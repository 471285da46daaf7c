import DisplayModel
import Foundation
import Render
import RenderAnimSwiftUI
import SceneFormat
import Testing
import ViewLoading

/// The catalog's `AccentColor` (docs/swift-views.md, Asset catalogs): Xcode makes it the app's accent
/// colour; a new project's set has no colour, which means iOS's blue (it used to stop the render).
@Suite struct AccentColorTests {
  /// A package whose catalog's `AccentColor` set holds `entry` as its one colour entry.
  func package(_ entry: String) throws -> URL {
    let root = try TestFolder.make("accent")
    try "".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let set = root.appendingPathComponent("Assets.xcassets/AccentColor.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try #"{"colors": [\#(entry)], "info": {"author": "xcode", "version": 1}}"#.write(
      to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    return root
  }

  /// The fill of `Color.accentColor` and the colour of a button's title, in a view beside the catalog.
  func accents(in root: URL) throws -> (fill: RGBAColor?, title: RGBAColor?) {
    let m = EstimatedTextMeasurer()
    let scene = try ViewScene.scene(
      file: root.appendingPathComponent("View.swift").path, text: "t",
      options: ViewSceneOptions(size: Size(width: 100, height: 100)), measurer: m
    ) {
      VStack {
        Rectangle().fill(Color.accentColor).frame(width: 10, height: 10)
        Button("Go") {}
      }
    }
    var fill: RGBAColor?
    var title: RGBAColor?
    for item in try scene.displayList(at: 0, measurer: m).items {
      if case .shape(let spec) = item.content { fill = spec.fill }
      if case .text(_, _, let color, _, _) = item.content { title = color }
    }
    return (fill, title)
  }

  @Test func aSetWithoutAColourIsTheSystemBlue() throws {
    let root = try package(#"{"idiom": "universal"}"#)
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = try AssetCatalog(url: root.appendingPathComponent("Assets.xcassets"))
    #expect(catalog.colors["AccentColor"] == nil)
    let blue = RGBAColor(red: 0, green: 122.0 / 255, blue: 1)
    let drawn = try accents(in: root)
    #expect(drawn.fill == blue && drawn.title == blue, "\(drawn)")
  }

  @Test func aSetWithAColourIsTheAccent() throws {
    let components = #"{"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}"#
    let root = try package(#"{"idiom": "universal", "color": {"color-space": "srgb", "components": \#(components)}}"#)
    defer { try? FileManager.default.removeItem(at: root) }
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let drawn = try accents(in: root)
    #expect(drawn.fill == red && drawn.title == red, "\(drawn)")
  }
}

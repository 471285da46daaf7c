import DisplayModel
import Foundation
import RenderAnimSwiftUI
import SceneFormat

/// A SwiftUI view file rendered as a scene: compiled (or taken from the cache), loaded, and its history
/// run with the taps given (docs/swift-views.md).
///
/// ```swift
/// let scene = try SwiftViewFile.scene(path: "KeyframeAnimationView.swift",
///                                     options: ViewSceneOptions(taps: [ViewTap(target: nil, time: 0.5)]),
///                                     measurer: PangoTextMeasurer())
/// ```
public enum SwiftViewFile {
  /// Which view of the file: `--view` (a type or an expression) or `--preview N` (1-based).
  public struct Choice: Sendable {
    /// `--view`: a View type the file or its helpers declare (made with `init()`), or a Swift expression that
    /// makes the view. It takes precedence over `preview`.
    public var view: String?
    /// `--preview`: which of the file's previews (`#Preview` blocks and `PreviewProvider`s) to render, from 1.
    public var preview: Int?
    /// Other Swift files compiled with the view: the helper types it uses (a package's other view files).
    public var helpers: [String]
    /// The Swift language mode the files are compiled in: 5 or 6 (`--swift-version`); `nil`, the mode of
    /// the package target or Xcode project the file is in, else 5 (``SwiftViewFile/languageMode(of:)``).
    public var swiftVersion: Int?
    /// A choice of view. With neither `view` nor `preview`, the file's first preview is rendered, or else its only
    /// View type with an `init()`.
    public init(view: String? = nil, preview: Int? = nil, helpers: [String] = [], swiftVersion: Int? = nil) {
      self.view = view
      self.preview = preview
      self.helpers = helpers
      self.swiftVersion = swiftVersion
    }

    /// The language modes a view file may be compiled in.
    public static let swiftVersions = [5, 6]
  }

  /// The loaded libraries of this process, by file (a view is compiled and loaded once per process).
  private static let loaded = LoadedLibraries()

  /// Compiles and loads `path`, runs the view's history, and returns it as a scene.
  /// Throws ``ViewLoadingError``, `ViewError` (the view's runtime problems) or `SceneError` (options).
  public static func scene(
    path: String, choice: Choice = Choice(), options: ViewSceneOptions,
    measurer: any TextMeasuring
  ) throws -> Scene {
    let (text, root) = try load(path: path, choice: choice, assets: options.assetDirectories)
    return try ViewScene.scene(
      file: path, text: text + "\u{0}\(choice.view ?? "")\u{0}\(choice.preview ?? 0)",
      options: options, measurer: measurer, root: root.make)
  }

  /// Compiles (or takes from the cache) and loads the view file; returns its text and root view maker.
  /// The asset catalogs beside the file and in `assets` give it Xcode's generated symbols.
  public static func load(
    path: String, choice: Choice = Choice(), assets: [URL] = []
  ) throws(ViewLoadingError) -> (text: String, root: ViewRoot) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ViewLoadingError(.missingFile, "no Swift view file at '\(path)'")
    }
    var text = String(decoding: data, as: UTF8.self)
    let source = SwiftViewSource(path: path, text: text)
    var helpers: [SwiftViewSource] = []
    for (i, helper) in choice.helpers.enumerated() where helper != path {
      guard let data = FileManager.default.contents(atPath: helper) else {
        throw ViewLoadingError(.missingFile, "no Swift file at '\(helper)' (--with)")
      }
      let helperText = String(decoding: data, as: UTF8.self)
      text += "\u{0}" + helperText
      helpers.append(SwiftViewSource(path: helper, text: helperText, previewPrefix: "__renderAnimHelper\(i)Preview"))
    }
    if let line = ([source] + helpers).lazy.compactMap(\.uiKitView).first { throw ViewLoadingError(.compile, line) }
    let expression = try source.rootExpression(view: choice.view, preview: choice.preview, helpers: helpers)
    let catalogs: AssetCatalogs
    do {
      catalogs = try AssetCatalogs(beside: URL(fileURLWithPath: path).deletingLastPathComponent(), extra: assets)
    } catch { throw ViewLoadingError(.compile, error.description) }
    var symbols = AssetSymbols.source(catalogs)
    if needsBundleModule(path: path, sources: [source] + helpers) { symbols += bundleModuleAccessor }
    // The catalogs' contents identify the view's frames as much as its source does.
    text +=
      "\u{0}"
      + String(
        describing: catalogs.catalogs.map {
          (
            $0.url.path, $0.colors.sorted { $0.key < $1.key }.map { "\($0)" },
            $0.images.sorted { $0.key < $1.key }.map { "\($0)" }
          )
        })
    let compiler = try ViewCompiler.locate()
    let library = try compiler.library(
      for: source, helpers: helpers, root: expression, symbols: symbols,
      swiftVersion: choice.swiftVersion ?? languageMode(of: path))
    return (text, try loaded.library(library).root)
  }
}

/// The libraries loaded so far, by path (`dlopen` of one path twice returns the same handle anyway).
final class LoadedLibraries: @unchecked Sendable {
  private let lock = NSLock()
  private var libraries: [String: ViewLibrary] = [:]
  func library(_ url: URL) throws(ViewLoadingError) -> ViewLibrary {
    lock.lock()
    defer { lock.unlock() }
    if let l = libraries[url.path] { return l }
    let l = try ViewLibrary(url)
    libraries[url.path] = l
    return l
  }
}

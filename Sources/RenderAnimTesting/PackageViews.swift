internal import Foundation
internal import GoldenTesting
internal import Render
internal import SceneFormat
internal import ViewLoading

/// A package's views as its `render-anim.yaml` names them, for its own test target: each view's frames
/// checked against its goldens on Linux, as `swift package render-anim golden verify` checks them
/// (docs/package.md).
///
/// ```swift
/// import RenderAnimTesting
/// import Testing
///
/// @Test func likeButton() throws {
///   try PackageViews().expectGoldens(of: "like-button")
/// }
/// ```
///
/// Views are compiled in the test's process against the render-anim it depends on (link only the
/// `RenderAnimTesting` product: it is a dynamic library, so compiled views bind to its copy). Its interface
/// is its own types only, so a test target needs none of render-anim's other modules (nor the Swift syntax
/// modules they are built with).
public struct PackageViews: Sendable {
  let manifest: RenderAnimManifest
  /// The manifest's path.
  public var manifestPath: String { manifest.file }
  /// The views' names, in the manifest's order.
  public var names: [String] { manifest.entries.map(\.name) }
  /// The folder where failures write `<golden>.actual.png`, `.golden.png` and `.diff.png`.
  public var artifacts: String

  /// The views of the `render-anim.yaml` at `manifest`.
  public init(manifest: String) throws {
    self.manifest = try RenderAnimManifest(contentsOf: manifest)
    artifacts =
      URL(fileURLWithPath: manifest).deletingLastPathComponent().appendingPathComponent(".artifacts/goldens").path
  }

  /// The views of the package that holds `file` (by default the calling test's file): the first
  /// `render-anim.yaml` in its folder or one above.
  public init(packageOf file: String = #filePath) throws {
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent("render-anim.yaml")
      if FileManager.default.fileExists(atPath: candidate.path) {
        try self.init(manifest: candidate.path)
        return
      }
      folder = folder.deletingLastPathComponent()
    }
    throw PackageViewsError(message: "no render-anim.yaml in any folder above \(file)")
  }

  /// The clip of the view named `name` (its entry's `name:`, or its file's name): compiled and run.
  public func clip(of name: String) throws -> ViewClip {
    let scene = try scene(of: name)
    return ViewClip(
      width: scene.size.width, height: scene.size.height, scale: scene.scale, duration: scene.duration,
      frameCount: scene.frameCount)
  }

  func scene(of name: String) throws -> Scene {
    guard let entry = manifest.entries.first(where: { $0.name == name }) else {
      throw PackageViewsError(
        message:
          "no view named '\(name)' in \(manifest.file); views: \(manifest.entries.map(\.name).joined(separator: ", "))")
    }
    return try entry.scene.scene(assetCatalogs: entry.assetCatalogs)
  }

  /// Checks the view's frames at its golden times against the PNGs in the manifest's `goldens` folder;
  /// a missing golden is recorded and fails, and `record` (or `RECORD_GOLDENS=1`) records them all.
  public func checkGoldens(of name: String, record: Bool = GoldenResult.recordingRequested) throws -> [GoldenResult] {
    let scene = try scene(of: name)
    let times = manifest.entries.first { $0.name == name }?.goldenTimes ?? [0, -1]
    let rasterizer = Rasterizer()
    let measurer = PangoTextMeasurer()
    return try times.map { t in
      let time = t < 0 ? scene.frameTime(scene.frameCount - 1) : t
      let file = t < 0 ? "\(name)@end.png" : GoldenSuite.fileName(name, t)
      let frame = try rasterizer.render(scene.displayList(at: time, measurer: measurer))
      let result = GoldenCheck.check(
        frame, golden: URL(fileURLWithPath: manifest.goldens).appendingPathComponent(file),
        tolerance: GoldenTolerance(), artifacts: URL(fileURLWithPath: artifacts), record: record)
      return GoldenResult(
        name: result.name, passed: result.passed, description: result.description, artifacts: result.artifacts)
    }
  }
}

/// A view's clip: its canvas and length.
public struct ViewClip: Sendable, Equatable {
  /// The canvas in points.
  public var width: Double, height: Double
  /// Pixels per point.
  public var scale: Double
  /// Seconds.
  public var duration: Double
  /// Frames.
  public var frameCount: Int

  /// Creates a clip's description.
  public init(width: Double, height: Double, scale: Double, duration: Double, frameCount: Int) {
    self.width = width
    self.height = height
    self.scale = scale
    self.duration = duration
    self.frameCount = frameCount
  }
}

/// One golden checked: whether the frame matched (or was recorded), and what a person reads.
public struct GoldenResult: Sendable, CustomStringConvertible {
  /// The golden's file name.
  public var name: String
  /// Whether the frame matched its golden.
  public var passed: Bool
  /// `ok`, `MISMATCH … (n pixels differ …)`, `RECORDED …` or `MISSING …`.
  public var description: String
  /// The actual, golden and diff images written on a mismatch.
  public var artifacts: [String]

  /// Whether the environment asks to record goldens again (`RECORD_GOLDENS=1`).
  public static var recordingRequested: Bool { GoldenCheck.recordingRequested }
}

/// A view the manifest does not name, or no manifest.
public struct PackageViewsError: Error, CustomStringConvertible {
  /// What went wrong.
  public var message: String
  public var description: String { message }
}

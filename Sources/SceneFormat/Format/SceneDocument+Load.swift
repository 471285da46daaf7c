import Foundation

extension SceneDocument {
  /// The scene file at `url` read and decoded, with `overrides` applied; also its text. Throws
  /// `SceneError`: exit 66 when the file is missing, 65 when it is too large, not UTF-8 or invalid.
  package static func load(
    contentsOf url: URL, overrides: Scene.Overrides
  ) throws(SceneError) -> (SceneDocument, String) {
    let path = url.path
    guard FileManager.default.fileExists(atPath: path) else {
      throw SceneError(.missingFile, file: path, line: 1, column: 1, message: "no scene file at '\(path)'")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SceneError(.missingFile, file: path, line: 1, column: 1, message: "cannot read '\(path)'")
    }
    guard data.count <= Scene.maximumFileSize else {
      throw SceneError(
        file: path, line: 1, column: 1,
        message: String(
          format: "the scene file is %.1f MB, larger than the limit of %d MB", Double(data.count) / 1_048_576,
          Scene.maximumFileSize >> 20))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw SceneError(file: path, line: 1, column: 1, message: "the scene file is not UTF-8 text")
    }
    let document = try decode(
      text, file: path, directory: url.deletingLastPathComponent(), overrides: overrides)
    return (document, text)
  }

  /// `text` decoded, with `overrides` applied; `file` names it in errors, `directory` resolves its paths.
  package static func decode(
    _ text: String, file: String, directory: URL, overrides: Scene.Overrides
  ) throws(SceneError) -> SceneDocument {
    var document = try SceneDecoder(file: file, directory: directory, assetDirectories: overrides.assetDirectories)
      .decode(text)
    if let f = overrides.fps {
      document.fpsNumerator = f
      document.fpsDenominator = 1
      document.fpsText = String(f)
    }
    if let s = overrides.scale { document.scale = s }
    if let d = overrides.duration { document.duration = d }
    if let problem = Scene.pixelLimitProblem(width: document.width, height: document.height, scale: document.scale) {
      throw SceneError(
        file: file, line: 1, column: 1, message: "with the scale given on the command line, \(problem)",
        keyPath: "scale")
    }
    return document
  }
}

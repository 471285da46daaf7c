import Foundation

extension SceneDecoder {
  /// An image layer: `image:` as a path (relative to the scene) or an asset name, SwiftUI's
  /// `resizable().aspectRatio(_:contentMode:)` as `contentMode` and `aspectRatio`, and
  /// `renderingMode: .template` (the foreground colour painted through the image's alpha).
  ///
  /// A path that names no readable file is an error (exit 66); an asset name that no file answers
  /// (`name`, `name.png`, `.jpg`, `.jpeg` beside the scene, in its `Assets/` or in `--assets` folders)
  /// draws labelled placeholder art and prints a warning, as a missing asset does in a Swift view.
  func imageKeys(_ f: [String: YAMLValue], into spec: inout LayerSpec) throws(SceneError) {
    guard let i = f["image"] else {
      if let m = f["contentMode"] ?? f["aspectRatio"] ?? f["renderingMode"] {
        throw m.error("contentMode, aspectRatio and renderingMode belong to an image layer")
      }
      return
    }
    let name = try i.string()
    let directories = ImageFile.assetDirectories(beside: directory, extra: assetDirectories)
    if let path = ImageFile.resolve(name, in: ImageFile.isPath(name) ? [directory] : directories) {
      guard FileManager.default.isReadableFile(atPath: path) else {
        throw SceneError(
          .missingFile, file: file, line: i.line, column: i.column,
          message: "cannot read image '\(name)' (looked at \(path))", keyPath: i.path)
      }
      guard let header = ImageFile.header(atPath: path) else { throw i.error("'\(name)' is not a PNG or JPEG image") }
      guard header.width <= 32767, header.height <= 32767, header.width * header.height <= Scene.maximumPixelsPerFrame
      else {
        throw i.error(
          "'\(name)' is \(header.width)×\(header.height) pixels; each side must be at most 32767 and the whole at "
            + "most 8192×8192"
        )
      }
      spec.content = .image(path: path, natural: (Double(header.width), Double(header.height)))
    } else if ImageFile.isPath(name) {
      let url = ImageFile.locate(name, in: directory)
      throw SceneError(
        .missingFile, file: file, line: i.line, column: i.column,
        message: "cannot read image '\(name)' (looked at \(url.path))", keyPath: i.path)
    } else {
      spec.content = .placeholder(name: name)
    }
    if let m = f["contentMode"] {
      let text = try m.string()
      guard text == "fit" || text == ".fit" || text == "fill" || text == ".fill" else {
        throw m.error("contentMode must be .fit or .fill")
      }
      var ratio: Double? = nil
      if let r = f["aspectRatio"] {
        ratio = try r.number()
        guard let x = ratio, x > 0, x.isFinite, x <= 1e6 else {
          throw r.error("aspectRatio must be a width/height ratio greater than 0")
        }
      }
      spec.contentMode = (ratio, text.hasSuffix("fit"))
    } else if let r = f["aspectRatio"] {
      throw r.error("aspectRatio needs contentMode: .fit or .fill")
    }
    if let r = f["renderingMode"] {
      var mode = try r.string()
      if mode.hasPrefix(".") { mode.removeFirst() }
      guard mode == "template" || mode == "original" else {
        throw r.error("renderingMode must be .template or .original, got '\(mode)'")
      }
      spec.templateImage = mode == "template"
    }
  }
}

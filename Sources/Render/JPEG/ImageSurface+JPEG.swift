import Foundation
import SceneFormat

extension ImageSurface {
  /// A surface read from an image file: PNG (Cairo's reader) or JPEG (libjpeg-turbo), by its first bytes.
  convenience init(imageAt path: String) throws {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw CairoError(code: -1, message: "cannot read image '\(path)'")
    }
    defer { try? handle.close() }
    let head = (try? handle.read(upToCount: 3)) ?? Data()
    guard ImageFile.Kind(signature: [UInt8](head)) == .jpeg else {
      try self.init(pngAt: path)
      return
    }
    try handle.seek(toOffset: 0)
    let data = [UInt8](try handle.readToEnd() ?? Data())
    let decoded = try JPEGDecompressor().decode(
      data, what: path, maximumSide: Self.maximumSide, maximumPixels: Scene.maximumPixelsPerFrame)
    try self.init(width: decoded.width, height: decoded.height)
    withPixels { target, stride in
      decoded.bgra.withUnsafeBufferPointer { source in
        for y in 0..<decoded.height {
          (target + y * stride).update(from: source.baseAddress! + y * decoded.width * 4, count: decoded.width * 4)
        }
      }
    }
  }
}

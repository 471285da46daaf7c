import Foundation

/// A PNG that a command wrote, read back with FFmpeg's own decoder (not render-anim's code).
enum PNGFile {
  /// The width and height of the PNG at `path`, as ffprobe reports them.
  static func size(_ path: String) throws -> (width: Int, height: Int) {
    let text = String(
      decoding: try ffmpeg(
        "/usr/bin/ffprobe", ["-v", "error", "-show_entries", "stream=width,height", "-of", "csv=p=0", path]),
      as: UTF8.self)
    let parts = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
    return parts.count == 2 ? (parts[0], parts[1]) : (0, 0)
  }

  /// The RGBA of pixel (x, y) of the PNG at `path`, `width` pixels wide.
  static func pixel(_ path: String, width: Int, _ x: Int, _ y: Int) throws -> [UInt8] {
    let data = try rgba(path)
    let i = (y * width + x) * 4
    return i + 4 <= data.count ? Array(data[i..<i + 4]) : []
  }

  /// Every pixel of the PNG at `path` as RGBA bytes, row by row.
  static func rgba(_ path: String) throws -> [UInt8] {
    try ffmpeg("/usr/bin/ffmpeg", ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
  }

  private static func ffmpeg(_ tool: String, _ arguments: [String]) throws -> [UInt8] {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: tool)
    p.arguments = arguments
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let data = [UInt8](out.fileHandleForReading.readDataToEndOfFile())
    p.waitUntilExit()
    return data
  }
}

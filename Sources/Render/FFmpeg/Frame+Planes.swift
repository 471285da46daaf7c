internal import CFFmpeg

extension OutputFormat {
  /// The encoder pixel format of each video format.
  var ffmpegPixelFormat: AVPixelFormat {
    switch self {
    case .webm: return AV_PIX_FMT_YUVA420P
    case .mov: return AV_PIX_FMT_YUVA444P10LE
    case .apng: return AV_PIX_FMT_RGBA
    case .gif: return AV_PIX_FMT_PAL8
    default: return AV_PIX_FMT_YUV420P
    }
  }
}

extension Frame {
  /// The bytes from one row to the next in each plane.
  var lineSizes: [Int] {
    [
      Int(pointer.pointee.linesize.0), Int(pointer.pointee.linesize.1), Int(pointer.pointee.linesize.2),
      Int(pointer.pointee.linesize.3),
    ]
  }

  /// The byte sizes of the frame's planes (at its own line sizes).
  var planeSizes: [Int] {
    var sizes: [Int] = [0, 0, 0, 0]
    var lines: [Int] = [
      Int(pointer.pointee.linesize.0), Int(pointer.pointee.linesize.1),
      Int(pointer.pointee.linesize.2), Int(pointer.pointee.linesize.3),
    ]
    _ = av_image_fill_plane_sizes(
      &sizes, AVPixelFormat(rawValue: pointer.pointee.format), pointer.pointee.height, &lines)
    return sizes
  }

  /// Copies of the planes' bytes.
  func planeBytes() -> [[UInt8]] {
    let data = [pointer.pointee.data.0, pointer.pointee.data.1, pointer.pointee.data.2, pointer.pointee.data.3]
    return zip(data, planeSizes).compactMap { p, n in p.map { [UInt8](UnsafeBufferPointer(start: $0, count: n)) } }
  }

  /// Fills the planes from `planes`, rows `lineSizes` bytes apart (the frame's own or tightly packed).
  func load(_ planes: [[UInt8]], lineSizes: [Int]) {
    let data = [pointer.pointee.data.0, pointer.pointee.data.1, pointer.pointee.data.2, pointer.pointee.data.3]
    let lines = self.lineSizes
    for (i, (p, bytes)) in zip(data, planes).enumerated() {
      guard let p, i < lineSizes.count, lineSizes[i] > 0 else { continue }
      let source = lineSizes[i]
      let rows = bytes.count / source
      let count = min(source, lines[i])
      bytes.withUnsafeBufferPointer { src in
        for y in 0..<rows { (p + y * lines[i]).update(from: src.baseAddress! + y * source, count: count) }
      }
    }
  }

  /// Fills a PAL8 frame: one palette index a pixel (`width` bytes a row) and up to 256 colours as
  /// straight RGBA; colours less than half opaque become the transparent entry, the rest opaque.
  func loadIndexed(_ indices: [UInt8], width: Int, height: Int, palette: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)]) {
    let f = pointer.pointee
    let line = Int(f.linesize.0)
    indices.withUnsafeBufferPointer { src in
      for y in 0..<height { (f.data.0! + y * line).update(from: src.baseAddress! + y * width, count: width) }
    }
    f.data.1!.withMemoryRebound(to: UInt32.self, capacity: 256) { entries in
      for j in 0..<256 {
        guard j < palette.count, palette[j].a >= 128 else {
          entries[j] = 0
          continue
        }
        let c = palette[j]
        entries[j] = 0xFF00_0000 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
      }
    }
  }
}

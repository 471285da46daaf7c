internal import CFFmpeg

/// An encoder and a muxer writing one video stream with libavcodec and libavformat: MP4 (libx264,
/// `+faststart`), WebM (libvpx-vp9), MOV (prores_ks 4444, `+faststart`) and APNG.
final class VideoEncoder {
  let codec: CodecContext
  let muxer: Muxer
  let frame: Frame
  let packet: Packet
  private var index: Int64 = 0

  /// The container and encoder FFmpeg names for each format.
  static func names(_ format: OutputFormat) -> (container: String, encoder: String) {
    switch format {
    case .mp4: return ("mp4", "libx264")
    case .webm: return ("webm", "libvpx-vp9")
    case .mov: return ("mov", "prores_ks")
    default: return ("apng", "apng")
    }
  }

  /// Opens `path` for `format` frames of `width` × `height` pixels.
  init(
    format: OutputFormat, path: String, width: Int, height: Int, settings: EncodeSettings,
    metadata: [String: String] = [:]
  ) throws(FFmpegError) {
    let pixel = format.ffmpegPixelFormat
    let (container, encoder) = Self.names(format)
    av_log_set_level(AV_LOG_ERROR)
    let codec = try CodecContext(encoder: encoder)
    try codec.configure(
      width: width, height: height, pixelFormat: pixel, fpsNumerator: settings.fpsNumerator,
      fpsDenominator: settings.fpsDenominator)
    if format != .apng {
      // BT.709 limited range, as the converter makes it; 4:2:0 chroma sited at the centre of each 2×2
      // block, since the converter averages the four pixels.
      codec.tagBT709Limited(chromaCentred: format == .mp4 || format == .webm)
    }
    switch format {
    case .mp4:
      // What `ffmpeg -c:v libx264 -preset P -crf Q` gives: libavcodec's libx264 defaults.
      try codec.set("preset", settings.preset)
      try codec.set("crf", String(settings.quality))
    case .webm:
      codec.useConstantQuality()
      try codec.set("crf", String(settings.quality))
      try codec.set("row-mt", "1")
      try codec.set("deadline", "good")
      try codec.set("cpu-used", "4")
    case .mov:
      try codec.set("profile", "4")
    default: break
    }
    let muxer = try Muxer(container: container, path: path)
    if muxer.needsGlobalHeader { codec.requestGlobalHeader() }
    try codec.open()
    var options: [String: String] = [:]
    if format == .mov || format == .mp4 { options["movflags"] = "+faststart" }
    if format == .apng { options["plays"] = "0" }
    try muxer.start(codec: codec, path: path, options: options, metadata: metadata)
    self.codec = codec
    self.muxer = muxer
    frame = try Frame(width: width, height: height, format: pixel)
    packet = try Packet()
  }

  /// Encodes the next frame.
  func encode(_ converted: ConvertedFrame) throws(FFmpegError) {
    var frame = self.frame
    if let buffer = converted.buffer {
      // Our converter's planes go to the encoder as they are.
      frame = try Frame(
        width: Int(frame.pointer.pointee.width), height: Int(frame.pointer.pointee.height),
        format: AVPixelFormat(rawValue: frame.pointer.pointee.format), buffer: buffer,
        lineSizes: converted.lineSizes)
    } else {
      try frame.makeWritable()
      frame.load(converted.planes, lineSizes: converted.lineSizes)
    }
    frame.setTimestamp(index)
    index += 1
    try codec.send(frame)
    try drain()
  }

  private func drain() throws(FFmpegError) {
    while try codec.receive(into: packet) {
      try muxer.write(packet, from: codec)
    }
  }

  /// Flushes the encoder and writes the file's trailer (and, for `+faststart`, moves the index first).
  func finish() throws(FFmpegError) {
    try codec.send(nil)
    try drain()
    try muxer.finish()
  }
}

internal import CFFmpeg

/// libavcodec's `gif` encoder and the gif muxer, fed palette-indexed frames with their durations.
final class GIFEncoder {
  let codec: CodecContext
  let muxer: Muxer
  let frame: Frame
  let packet: Packet
  let width: Int, height: Int
  private var pendingDurations: [Int64] = []

  /// Opens `path`; `finalDelay` is the last frame's delay in centiseconds. Loops forever.
  init(path: String, width: Int, height: Int, finalDelay: Int64) throws(FFmpegError) {
    av_log_set_level(AV_LOG_ERROR)
    codec = try CodecContext(encoder: "gif")
    try codec.configure(
      width: width, height: height, pixelFormat: AV_PIX_FMT_PAL8, fpsNumerator: 100, fpsDenominator: 1)
    muxer = try Muxer(container: "gif", path: path)
    try codec.open()
    try muxer.start(codec: codec, path: path, options: ["loop": "0", "final_delay": String(finalDelay)])
    frame = try Frame(width: width, height: height, format: AV_PIX_FMT_PAL8)
    packet = try Packet()
    self.width = width
    self.height = height
  }

  /// Encodes one frame shown from `start` for `duration` centiseconds.
  func encode(
    _ indices: [UInt8], palette: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)], at start: Int64,
    duration: Int64
  ) throws(FFmpegError) {
    try frame.makeWritable()
    frame.loadIndexed(indices, width: width, height: height, palette: palette)
    frame.setTimestamp(start)
    pendingDurations.append(duration)
    try codec.send(frame)
    try drain()
  }

  private func drain() throws(FFmpegError) {
    while try codec.receive(into: packet) {
      packet.pointer.pointee.duration = pendingDurations.isEmpty ? 1 : pendingDurations.removeFirst()
      try muxer.write(packet, from: codec)
    }
  }

  func finish() throws(FFmpegError) {
    try codec.send(nil)
    try drain()
    try muxer.finish()
  }
}

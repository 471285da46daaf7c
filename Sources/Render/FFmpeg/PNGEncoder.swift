internal import CFFmpeg
import Foundation

/// Encodes single frames as PNG with libavcodec (zlib level 1, as `ffmpeg -c:v png -compression_level 1`):
/// several times faster than Cairo's PNG writer. One per worker thread.
final class PNGEncoder {
  let codec: CodecContext
  let frame: Frame
  let packet: Packet
  let width: Int, height: Int

  init(width: Int, height: Int) throws(FFmpegError) {
    av_log_set_level(AV_LOG_ERROR)
    codec = try CodecContext(encoder: "png")
    let c = codec.pointer
    c.pointee.width = Int32(width)
    c.pointee.height = Int32(height)
    c.pointee.pix_fmt = AV_PIX_FMT_RGBA
    c.pointee.time_base = AVRational(num: 1, den: 1)
    c.pointee.compression_level = 1
    try codec.open()
    frame = try Frame(width: width, height: height, format: AV_PIX_FMT_RGBA)
    packet = try Packet()
    self.width = width
    self.height = height
  }

  /// The PNG file bytes of `rendered` (straight-alpha RGBA, 8 bits).
  func encode(_ rendered: RenderedFrame) throws(FFmpegError) -> Data {
    try frame.makeWritable()
    let line = Int(frame.pointer.pointee.linesize.0)
    let dst = frame.pointer.pointee.data.0!
    rendered.pixels.withUnsafeBufferPointer { src in
      for y in 0..<height {
        let s = src.baseAddress! + y * rendered.bytesPerRow, d = dst + y * line
        for x in 0..<width {
          let b = s[4 * x], g = s[4 * x + 1], r = s[4 * x + 2], a = s[4 * x + 3]
          if a == 255 {
            d[4 * x] = r; d[4 * x + 1] = g; d[4 * x + 2] = b; d[4 * x + 3] = 255
          } else if a == 0 {
            d[4 * x] = 0; d[4 * x + 1] = 0; d[4 * x + 2] = 0; d[4 * x + 3] = 0
          } else {
            let ai = Int(a), half = ai / 2
            d[4 * x] = UInt8(min(255, (Int(r) * 255 + half) / ai))
            d[4 * x + 1] = UInt8(min(255, (Int(g) * 255 + half) / ai))
            d[4 * x + 2] = UInt8(min(255, (Int(b) * 255 + half) / ai))
            d[4 * x + 3] = a
          }
        }
      }
    }
    try codec.send(frame)
    guard try codec.receive(into: packet) else { throw FFmpegError(code: cffmpeg_averror(11), context: "no PNG packet") }
    let data = Data(bytes: packet.pointer.pointee.data, count: Int(packet.pointer.pointee.size))
    av_packet_unref(packet.pointer)
    return data
  }
}

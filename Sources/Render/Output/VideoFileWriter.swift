import Foundation
internal import CFFmpeg

/// Writes frames to a video file with libavcodec/libavformat: MP4 (H.264, yuv420p, BT.709 limited,
/// tagged, `+faststart`), WebM (VP9 with alpha), MOV (ProRes 4444 with alpha) and APNG.
public final class VideoFileWriter: FrameWriter {
  let format: OutputFormat
  let output: AtomicOutput
  let codec: CodecContext
  let muxer: Muxer
  let frame: Frame
  let packet: Packet
  let scaler: Scaler
  let width: Int, height: Int
  private var index: Int64 = 0
  private var straight: [UInt8] = []

  /// Opens `path` for frames of `width` × `height` pixels.
  public init(path: String, format: OutputFormat, width: Int, height: Int, settings: EncodeSettings) throws {
    if format.needsEvenSize && (width % 2 != 0 || height % 2 != 0) {
      throw RenderError.encoder("\(format.rawValue) needs even frame sizes, got \(width)×\(height)")
    }
    let output = try AtomicOutput(target: URL(fileURLWithPath: path))
    let parts: Parts
    do {
      parts = try Self.open(format: format, path: output.temporary.path, width: width, height: height, settings: settings)
    } catch {
      output.discard()
      throw RenderError.encoder(error.description)
    }
    self.format = format
    self.width = width
    self.height = height
    self.output = output
    codec = parts.codec
    muxer = parts.muxer
    frame = parts.frame
    packet = parts.packet
    scaler = parts.scaler
  }

  struct Parts {
    var codec: CodecContext
    var muxer: Muxer
    var frame: Frame
    var packet: Packet
    var scaler: Scaler
  }

  /// Sets up the encoder and the muxer for `format`.
  static func open(format: OutputFormat, path: String, width: Int, height: Int,
                   settings: EncodeSettings) throws(FFmpegError) -> Parts {
    let (container, encoder, pixel): (String, String, AVPixelFormat)
    switch format {
    case .webm: (container, encoder, pixel) = ("webm", "libvpx-vp9", AV_PIX_FMT_YUVA420P)
    case .mov: (container, encoder, pixel) = ("mov", "prores_ks", AV_PIX_FMT_YUVA444P10LE)
    case .apng: (container, encoder, pixel) = ("apng", "apng", AV_PIX_FMT_RGBA)
    default: (container, encoder, pixel) = ("mp4", "libx264", AV_PIX_FMT_YUV420P)
    }
    av_log_set_level(AV_LOG_ERROR)
    let codec = try CodecContext(encoder: encoder)
    let c = codec.pointer
    c.pointee.width = Int32(width)
    c.pointee.height = Int32(height)
    c.pointee.pix_fmt = pixel
    c.pointee.time_base = AVRational(num: Int32(settings.fpsDenominator), den: Int32(settings.fpsNumerator))
    c.pointee.framerate = AVRational(num: Int32(settings.fpsNumerator), den: Int32(settings.fpsDenominator))
    c.pointee.gop_size = 250
    if format != .apng {
      c.pointee.color_range = AVCOL_RANGE_MPEG
      c.pointee.colorspace = AVCOL_SPC_BT709
      c.pointee.color_primaries = AVCOL_PRI_BT709
      c.pointee.color_trc = AVCOL_TRC_BT709
    }
    switch format {
    case .mp4:
      try codec.set("preset", settings.preset)
      try codec.set("crf", String(settings.quality))
    case .webm:
      c.pointee.bit_rate = 0
      try codec.set("crf", String(settings.quality))
      try codec.set("row-mt", "1")
      try codec.set("deadline", "good")
      try codec.set("cpu-used", "4")
    case .mov:
      try codec.set("profile", "4")
    default: break
    }
    let muxer = try Muxer(container: container, path: path)
    if muxer.needsGlobalHeader { c.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
    try codec.open()
    var options: [String: String] = [:]
    if format == .mp4 || format == .mov { options["movflags"] = "+faststart" }
    if format == .apng { options["plays"] = "0" }
    try muxer.start(codec: codec, path: path, options: options)
    return Parts(codec: codec, muxer: muxer, frame: try Frame(width: width, height: height, format: pixel),
                 packet: try Packet(), scaler: try Scaler(width: width, height: height, to: pixel, bt709Limited: format != .apng))
  }

  public func write(_ rendered: RenderedFrame) throws {
    guard rendered.width == width, rendered.height == height else {
      throw RenderError.encoder("frame is \(rendered.width)×\(rendered.height), the video \(width)×\(height)")
    }
    do throws(FFmpegError) {
      try frame.makeWritable()
      if format.hasAlpha {
        unpremultiply(rendered)
        straight.withUnsafeBufferPointer { scaler.convert($0.baseAddress!, bytesPerRow: width * 4, height: height, into: frame) }
      } else {
        rendered.pixels.withUnsafeBufferPointer {
          scaler.convert($0.baseAddress!, bytesPerRow: rendered.bytesPerRow, height: height, into: frame)
        }
      }
      frame.pointer.pointee.pts = index
      index += 1
      try codec.send(frame)
      try drain()
    } catch {
      throw RenderError.encoder(error.description)
    }
  }

  private func drain() throws(FFmpegError) {
    while try codec.receive(into: packet) {
      try muxer.write(packet, from: codec)
    }
  }

  /// Straight-alpha BGRA from premultiplied, for the formats that keep alpha.
  private func unpremultiply(_ f: RenderedFrame) {
    if straight.count != width * height * 4 { straight = [UInt8](repeating: 0, count: width * height * 4) }
    f.pixels.withUnsafeBufferPointer { src in
      straight.withUnsafeMutableBufferPointer { dst in
        for y in 0..<height {
          for x in 0..<width {
            let s = y * f.bytesPerRow + x * 4, d = (y * width + x) * 4
            let a = Int(src[s + 3])
            dst[d + 3] = UInt8(a)
            if a == 0 { dst[d] = 0; dst[d + 1] = 0; dst[d + 2] = 0; continue }
            for c in 0..<3 { dst[d + c] = UInt8(min(255, (Int(src[s + c]) * 255 + a / 2) / a)) }
          }
        }
      }
    }
  }

  public func finish() throws {
    do throws(FFmpegError) {
      try codec.send(nil)
      try drain()
      try muxer.finish()
    } catch {
      output.discard()
      throw RenderError.encoder(error.description)
    }
    try output.commit()
  }
}

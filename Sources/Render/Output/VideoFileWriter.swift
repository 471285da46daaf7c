import Foundation
internal import CFFmpeg

/// Writes frames to a video file with libavcodec/libavformat: WebM (VP9 with alpha), MOV (ProRes 4444
/// with alpha) and APNG. MP4 has its own writer, ``MP4FileWriter``, which needs neither library.
public final class VideoFileWriter: ConvertedFrameWriter {
  let format: OutputFormat
  let output: AtomicOutput
  let codec: CodecContext
  let muxer: Muxer
  let frame: Frame
  let packet: Packet
  let converter: FrameConverter
  let width: Int, height: Int
  private var index: Int64 = 0

  /// Opens `path` for frames of `width` × `height` pixels.
  public init(path: String, format: OutputFormat, width: Int, height: Int, settings: EncodeSettings) throws {
    precondition(format != .mp4 && format != .png && format != .gif, "\(format) has its own writer")
    if format.needsEvenSize && (width % 2 != 0 || height % 2 != 0) {
      throw RenderError.encoder("\(format.rawValue) needs even frame sizes, got \(width)×\(height)")
    }
    try FFmpegLibraries.load()
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
    converter = try FrameConverter(format: format, width: width, height: height)
  }

  struct Parts {
    var codec: CodecContext
    var muxer: Muxer
    var frame: Frame
    var packet: Packet
  }

  /// Sets up the encoder and the muxer for `format`.
  static func open(format: OutputFormat, path: String, width: Int, height: Int,
                   settings: EncodeSettings) throws(FFmpegError) -> Parts {
    let pixel = FrameConverter.pixelFormat(format)
    let (container, encoder): (String, String)
    switch format {
    case .webm: (container, encoder) = ("webm", "libvpx-vp9")
    case .mov: (container, encoder) = ("mov", "prores_ks")
    default: (container, encoder) = ("apng", "apng")
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
    if format == .mov { options["movflags"] = "+faststart" }
    if format == .apng { options["plays"] = "0" }
    try muxer.start(codec: codec, path: path, options: options)
    return Parts(codec: codec, muxer: muxer, frame: try Frame(width: width, height: height, format: pixel),
                 packet: try Packet())
  }

  public func write(_ rendered: RenderedFrame) throws {
    try write(converted: converter.convert(rendered))
  }

  /// A converter for a worker thread, so that colour conversion runs in parallel with encoding.
  public func makeConverter() throws -> FrameConverter {
    try FrameConverter(format: format, width: width, height: height)
  }

  /// Appends a frame converted by a ``FrameConverter`` of this writer.
  public func write(converted: ConvertedFrame) throws {
    do throws(FFmpegError) {
      try frame.makeWritable()
      frame.load(converted.planes)
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

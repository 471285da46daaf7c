import Foundation
internal import CFFmpeg

/// Writes frames to a video file with libavcodec and libavformat: MP4 (H.264 with libx264, `+faststart`),
/// WebM (VP9 with alpha), MOV (ProRes 4444 with alpha, `+faststart`) and APNG. Workers convert the
/// colours (``FrameConverter``); the writer only encodes and muxes.
public final class VideoFileWriter: FrameWriter {
  let format: OutputFormat
  let output: AtomicOutput
  let codec: CodecContext
  let muxer: Muxer
  let frame: Frame
  let packet: Packet
  let width: Int, height: Int
  private var index: Int64 = 0

  /// Opens `path` for frames of `width` × `height` pixels.
  public init(path: String, format: OutputFormat, width: Int, height: Int, settings: EncodeSettings) throws {
    precondition(format != .png && format != .gif, "\(format) has its own writer")
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
  }

  public typealias Preparer = FrameConverter

  public var preparation: FrameConverter.Configuration {
    FrameConverter.Configuration(format: format, width: width, height: height)
  }

  struct Parts {
    var codec: CodecContext
    var muxer: Muxer
    var frame: Frame
    var packet: Packet
  }

  /// The container and encoder FFmpeg names for each format.
  static func names(_ format: OutputFormat) -> (container: String, encoder: String) {
    switch format {
    case .mp4: return ("mp4", "libx264")
    case .webm: return ("webm", "libvpx-vp9")
    case .mov: return ("mov", "prores_ks")
    default: return ("apng", "apng")
    }
  }

  /// Sets up the encoder and the muxer for `format`.
  static func open(format: OutputFormat, path: String, width: Int, height: Int,
                   settings: EncodeSettings) throws(FFmpegError) -> Parts {
    let pixel = format.ffmpegPixelFormat
    let (container, encoder) = names(format)
    av_log_set_level(AV_LOG_ERROR)
    let codec = try CodecContext(encoder: encoder)
    try codec.configure(width: width, height: height, pixelFormat: pixel, fpsNumerator: settings.fpsNumerator,
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
    try muxer.start(codec: codec, path: path, options: options)
    return Parts(codec: codec, muxer: muxer, frame: try Frame(width: width, height: height, format: pixel),
                 packet: try Packet())
  }

  /// Appends a frame converted by a ``FrameConverter`` of this writer.
  public func write(_ converted: ConvertedFrame) throws {
    do throws(FFmpegError) {
      try frame.makeWritable()
      frame.load(converted.planes, lineSizes: converted.lineSizes)
      frame.setTimestamp(index)
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

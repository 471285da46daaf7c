import Foundation

/// Writes frames to a video file with libavcodec and libavformat (`VideoEncoder`): MP4 (H.264 with
/// libx264, `+faststart`), WebM (VP9 with alpha), MOV (ProRes 4444 with alpha) and APNG. Workers convert
/// the colours (``FrameConverter``); the writer only encodes and muxes.
public final class VideoFileWriter: FrameWriter {
  /// Workers convert the colours to the format's pixels; the writer only encodes and muxes.
  public typealias Preparer = FrameConverter

  let format: OutputFormat
  let output: AtomicOutput
  let encoder: VideoEncoder
  let width: Int, height: Int

  /// Opens `path` for frames of `width` × `height` pixels; `chunk` says which render and frames the file
  /// holds (kept in its metadata for `join`).
  public init(
    path: String, format: OutputFormat, width: Int, height: Int, settings: EncodeSettings,
    chunk: ChunkIdentity? = nil
  ) throws {
    precondition(format != .png && format != .gif, "\(format) has its own writer")
    if format.needsEvenSize && (width % 2 != 0 || height % 2 != 0) {
      throw RenderError.encoder("\(format.rawValue) needs even frame sizes, got \(width)×\(height)")
    }
    try FFmpegLibraries.load()
    let output = try AtomicOutput(target: URL(fileURLWithPath: path))
    do {
      encoder = try VideoEncoder(
        format: format, path: output.temporary.path, width: width, height: height, settings: settings,
        metadata: chunk.map { ["comment": $0.metadataText] } ?? [:])
    } catch {
      output.discard()
      throw RenderError.encoder(error.description)
    }
    self.format = format
    self.width = width
    self.height = height
    self.output = output
  }

  public var preparation: FrameConverter.Configuration {
    FrameConverter.Configuration(format: format, width: width, height: height)
  }

  /// Appends a frame converted by a ``FrameConverter`` of this writer.
  public func write(_ converted: ConvertedFrame) throws {
    do throws(FFmpegError) { try encoder.encode(converted) } catch { throw RenderError.encoder(error.description) }
  }

  public func finish() throws {
    do throws(FFmpegError) {
      try encoder.finish()
    } catch {
      output.discard()
      throw RenderError.encoder(error.description)
    }
    try output.commit()
  }
}

internal import CFFmpeg

/// A failure reported by FFmpeg's libraries: the negative `AVERROR` code and FFmpeg's words for it.
public struct FFmpegError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The `AVERROR` code (negative).
  public let code: Int32
  /// What was being done.
  public let context: String

  /// "Resource temporarily unavailable": the encoder wants input or output first.
  static let tryAgain = FFmpegError(code: cffmpeg_averror(cffmpeg_eagain), context: "")
  /// End of stream.
  static let endOfFile = FFmpegError(code: cffmpeg_averror_eof, context: "")

  public var description: String {
    var buffer = [CChar](repeating: 0, count: 256)
    av_strerror(code, &buffer, buffer.count)
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return context.isEmpty ? text : "\(context): \(text)"
  }

  public static func == (a: FFmpegError, b: FFmpegError) -> Bool { a.code == b.code }

  /// The one place FFmpeg return codes become Swift errors.
  @discardableResult
  static func check(_ code: Int32, _ context: @autoclosure () -> String) throws(FFmpegError) -> Int32 {
    if code < 0 { throw FFmpegError(code: code, context: context()) }
    return code
  }
}

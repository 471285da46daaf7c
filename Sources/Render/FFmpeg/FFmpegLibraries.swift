internal import CFFmpegLoader

/// FFmpeg's libraries, loaded when a writer first needs them (GIF, WebM, MOV, APNG) rather than when the
/// binary starts: they bring about 130 other libraries with them, ~30 ms of start-up that MP4 and PNG
/// renders never use. See `Sources/CFFmpegLoader/loader.c`.
enum FFmpegLibraries {
  /// Loads the libraries (once); a machine without them gets an error, not a crash.
  static func load() throws(RenderError) {
    var message = [CChar](repeating: 0, count: 512)
    guard cffmpeg_load(&message, message.count) == 0 else {
      throw RenderError.encoder(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
  }
}

internal import CFFmpegLoader
import Foundation

/// FFmpeg's libraries, opened with `dlopen` rather than linked: they bring about 130 other libraries with
/// them (~30 ms of loading), which ``preloadEncoders()`` overlaps with argument parsing, scene loading and
/// the first frame, and which a `check` or a PNG render never waits for. See
/// `Sources/CFFmpegLoader/loader.c`.
enum FFmpegLibraries {
  /// Loads the libraries (once); a machine without them gets an error, not a crash.
  static func load() throws(RenderError) {
    var message = [CChar](repeating: 0, count: 512)
    guard cffmpeg_load(&message, message.count) == 0 else {
      throw RenderError.encoder(
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
  }
}

/// Starts loading FFmpeg's libraries on a background thread, so that the first encoder opened does not
/// wait for them (a program calls it first thing, and waits for it before exiting: ``StartupWork``; a
/// library never needs to).
public func preloadEncoders() {
  StartupWork.start { _ = try? FFmpegLibraries.load() }
}

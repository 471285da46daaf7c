import Foundation

/// What a rendered MP4 says about where it belongs: the render it is part of (scene fingerprint, encoder
/// settings, size, frame rate, total frames) and its own frames. Stored in the file's metadata (the
/// `comment` tag), so that `join` can check that parts are consecutive chunks of one render.
public struct ChunkIdentity: Codable, Sendable, Equatable {
  /// The scene's `Scene.fingerprint`.
  public var scene: String
  /// The output format's raw value (`mp4`, `webm`, `mov`, `apng`; `join` takes only `mp4`).
  public var format: String
  /// The `--quality` the part was rendered with (x264's CRF for MP4).
  public var quality: Int
  /// The x264 preset the part was rendered with (`--preset`).
  public var preset: String
  /// The frame width in pixels.
  public var width: Int
  /// The frame height in pixels.
  public var height: Int
  /// The numerator of the frame rate (frames per second as a fraction).
  public var fpsNumerator: Int
  /// The denominator of the frame rate.
  public var fpsDenominator: Int
  /// Frames of the whole render.
  public var frameCount: Int
  /// This part's frames: start ..< end.
  public var start: Int
  /// The frame after this part's last.
  public var end: Int

  /// Whether `other` is a part of the same render (everything but the frames equal).
  public func sameRender(as other: ChunkIdentity) -> Bool {
    var a = self
    var b = other
    a.start = 0
    a.end = 0
    b.start = 0
    b.end = 0
    return a == b
  }

  static let prefix = "render-anim chunk "

  /// The metadata text: the prefix, then JSON.
  var metadataText: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return Self.prefix + String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
  }

  /// Reads the metadata text back; `nil` when it is not a chunk's.
  init?(metadataText text: String) {
    guard text.hasPrefix(Self.prefix),
      let value = try? JSONDecoder().decode(ChunkIdentity.self, from: Data(text.dropFirst(Self.prefix.count).utf8))
    else {
      return nil
    }
    self = value
  }

  init(
    scene: String, format: String, quality: Int, preset: String, width: Int, height: Int, fpsNumerator: Int,
    fpsDenominator: Int, frameCount: Int, start: Int, end: Int
  ) {
    self.scene = scene
    self.format = format
    self.quality = quality
    self.preset = preset
    self.width = width
    self.height = height
    self.fpsNumerator = fpsNumerator
    self.fpsDenominator = fpsDenominator
    self.frameCount = frameCount
    self.start = start
    self.end = end
  }
}

/// The output formats (docs/architecture.md, Writers).
public enum OutputFormat: String, Sendable, CaseIterable {
  /// An MP4 video: H.264 (libx264), BT.709 limited-range 4:2:0, no alpha.
  case mp4
  /// A folder of numbered PNG files, 8-bit RGBA with straight alpha.
  case png
  /// An animated GIF with one palette chosen from every frame (libimagequant).
  case gif
  /// An animated PNG with straight alpha, playing in a loop.
  case apng
  /// A WebM video: VP9 (libvpx-vp9) with alpha, 4:2:0.
  case webm
  /// A QuickTime movie: ProRes 4444 (prores_ks) with alpha.
  case mov

  /// The format an output path's extension names, if any (a path without one is a PNG folder).
  public init?(path: String) {
    let ext = path.split(separator: "/").last.flatMap { $0.contains(".") ? $0.split(separator: ".").last : nil }
    guard let ext else {
      self = .png
      return
    }
    switch ext.lowercased() {
    case "mp4", "m4v": self = .mp4
    case "gif": self = .gif
    case "apng": self = .apng
    case "webm": self = .webm
    case "mov": self = .mov
    case "png": self = .png
    default: return nil
    }
  }

  /// Whether the format keeps an alpha channel.
  public var hasAlpha: Bool { self != .mp4 && self != .gif }

  /// The values `--quality` takes for this format: x264's CRF (0…51) for MP4, libvpx-vp9's (0…63) for
  /// WebM, libimagequant's quality target for GIF (1…100, as gifski's `--quality`: lower stops adding
  /// palette colours sooner, for smaller files); `nil` where the format has no quality setting (PNG, APNG
  /// lossless; MOV is ProRes 4444).
  public var qualityRange: ClosedRange<Int>? {
    switch self {
    case .mp4: return 0...51
    case .webm: return 0...63
    case .gif: return 1...100
    case .png, .apng, .mov: return nil
    }
  }

  /// The quality used when none is given: CRF 18 for MP4 and WebM, 100 for GIF (docs/architecture.md,
  /// Writers: measured against FFmpeg's palettegen in `make bench`).
  public var defaultQuality: Int { self == .gif ? 100 : 18 }

  /// Why `quality` cannot be used for this format, or `nil` when it can (a quality the format ignores
  /// is accepted only when it was not given).
  public func qualityProblem(_ quality: Int, given: Bool = true) -> String? {
    guard let range = qualityRange else {
      return given ? "\(rawValue) has no quality setting; leave --quality out" : nil
    }
    return range.contains(quality)
      ? nil : "quality for \(rawValue) must be between \(range.lowerBound) and \(range.upperBound), got \(quality)"
  }

  /// Whether frames must have even sizes (4:2:0 chroma).
  public var needsEvenSize: Bool { self == .mp4 || self == .webm }
}

/// How to encode: `--quality` and `--preset` (docs/architecture.md, Writers).
public struct EncodeSettings: Sendable, Equatable {
  /// Frames per second as a fraction.
  public var fpsNumerator: Int
  /// The denominator of the frame rate (1 for a whole number of frames per second).
  public var fpsDenominator: Int
  /// CRF for H.264 and VP9 (default 18).
  public var quality: Int
  /// The x264 preset (default `medium`).
  public var preset: String

  /// Settings for `fpsNumerator`/`fpsDenominator` frames per second; `quality` and `preset` default to CRF 18
  /// and x264's `medium`.
  public init(fpsNumerator: Int, fpsDenominator: Int = 1, quality: Int = 18, preset: String = "medium") {
    self.fpsNumerator = fpsNumerator
    self.fpsDenominator = fpsDenominator
    self.quality = quality
    self.preset = preset
  }
}

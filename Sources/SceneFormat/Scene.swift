import Foundation
import Keyframes

/// A clip to render: a canvas, a frame rate, a duration, and the frames of a front end — a scene file run
/// on the view runtime (`SceneLowering.load(contentsOf:measurer:)`), or a Swift view (ViewLoading) — to ask
/// for the display list at any time.
///
/// ```swift
/// let scene = try SceneLowering.load(contentsOf: URL(fileURLWithPath: "scenes/keyframe-bounce.yaml"),
///                                    measurer: EstimatedTextMeasurer())
/// let list = try scene.displayList(at: 0.5, measurer: EstimatedTextMeasurer())
/// ```
/// Every value is a pure function of time (docs/semantics.md §0.1): frames can be evaluated in any order,
/// on any thread.
public struct Scene: Sendable {
  /// The frames.
  let source: any FrameSource

  /// The file the scene came from.
  public let file: String
  /// Canvas size in points.
  public let size: Size
  /// Pixels per point.
  public let scale: Double
  /// Frames per second as a fraction.
  public let fps: (numerator: Int, denominator: Int)
  /// Frames per second as a number.
  public var framesPerSecond: Double { Double(fps.numerator) / Double(fps.denominator) }
  /// `fps` as written in the file.
  public let fpsText: String
  /// The clip's duration: `duration` from the file, or the natural duration (docs/scene-format.md).
  public let duration: Double
  /// The number of frames: round(duration × fps), halves away from zero; at least 1.
  public let frameCount: Int
  /// The background colour.
  public let background: RGBAColor

  /// Identifies what a render draws: a hash (FNV-1a, 64 bits, hexadecimal) of the scene's text and the
  /// options that override it. The chunks of one render carry it, so that `join` refuses parts of another
  /// scene. Not a security hash.
  public let fingerprint: String

  static func fingerprint(of text: String, overrides: Overrides) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    let described =
      """
      \(overrides.fps.map(String.init) ?? "-")|\(overrides.scale.map { String($0) } ?? "-")|\
      \(overrides.duration.map { String($0) } ?? "-")|
      """
      + overrides.assetDirectories.map(\.path).joined(separator: "|")
    for byte in described.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return String(hash, radix: 16)
  }

  /// Options that replace the file's own values (the CLI's `--fps`, `--scale`, `--duration`).
  public struct Overrides: Sendable {
    /// `--fps`: a whole frame rate in place of the file's; `nil` keeps the file's.
    public var fps: Int?
    /// `--scale`: pixels per point in place of the file's `scale`; `nil` keeps the file's.
    public var scale: Double?
    /// `--duration`: the clip's duration in seconds in place of the file's; `nil` keeps the file's.
    public var duration: Double?
    /// `--assets`: folders searched for asset names (`image: evermore`, `Image("evermore")`) after the
    /// scene's or view's own folder and its `Assets/`.
    public var assetDirectories: [URL]
    /// Overrides of the values given; by default none, and no asset folders.
    public init(fps: Int? = nil, scale: Double? = nil, duration: Double? = nil, assetDirectories: [URL] = []) {
      self.fps = fps
      self.scale = scale
      self.duration = duration
      self.assetDirectories = assetDirectories
    }
  }

  /// The largest scene file render-anim reads (16 MB: 100 000 layers take about 6 MB).
  public static let maximumFileSize = 16 << 20
  /// The most layers a scene may have, groups and their children included.
  public static let maximumLayers = 100_000
  /// The latest instant a scene may name (an event's `at`): a million seconds, the longest clip at 1 fps.
  public static let maximumTime = 1_000_000.0

  /// The largest frame render-anim draws: 16384 pixels a side and 8192 × 8192 pixels in all, so that
  /// the frames in flight stay within memory (docs/architecture.md, Memory).
  public static let maximumPixelsPerSide = 16384
  /// See ``maximumPixelsPerSide``.
  public static let maximumPixelsPerFrame = 8192 * 8192

  /// Why a canvas of `width` × `height` points at `scale` is too large to render, or nil.
  package static func pixelLimitProblem(width: Double, height: Double, scale: Double) -> String? {
    let w = (width * scale).rounded()
    let h = (height * scale).rounded()
    if w > Double(maximumPixelsPerSide) || h > Double(maximumPixelsPerSide) {
      return "the canvas is \(String(format: "%.0f×%.0f", w, h)) pixels, more than \(maximumPixelsPerSide) a side"
    }
    if w * h > Double(maximumPixelsPerFrame) {
      return
        "the canvas is \(String(format: "%.0f×%.0f", w, h)) pixels, more than the limit of \(maximumPixelsPerFrame) "
        + "pixels (8192×8192); lower 'size' or 'scale'"
    }
    return nil
  }

  /// The time of frame `n`: `Double(n × den) / Double(num)` (docs/scene-format.md).
  public func frameTime(_ n: Int) -> Double {
    Double(n * fps.denominator) / Double(fps.numerator)
  }

  /// A one-line summary: duration, frames, layers, animators (``FrameCensus``).
  public var summary: String {
    let census = source.census ?? FrameCensus(layers: 0, animators: 0, animatedModifiers: 0)
    return String(
      format: "%.3f s, %d frames at %@ fps, %dx%d pt @%gx, %d layers, %d animators, %d animated modifiers",
      duration, frameCount, fpsText, Int(size.width), Int(size.height), scale,
      census.layers, census.animators, census.animatedModifiers)
  }

  /// The timeline's entries become changes of `context` at their times (the first, at 0, its initial value).
  package static func addTimelineEntries(_ document: inout SceneDocument) throws(SceneError) {
    guard let (schedule, location) = document.timeline else { return }
    let end: Double
    if let d = document.duration {
      end = d
    } else {
      guard !schedule.isEndless else { throw location.error("this timeline never ends; add the scene's 'duration'") }
      end = .infinity
    }
    let num = document.fpsNumerator
    let den = document.fpsDenominator
    guard let times = schedule.entries(until: end, frameTime: { Double($0 * den) / Double(num) }, limit: 100_000) else {
      throw location.error("the timeline has more than 100000 entries in the clip; use a longer interval")
    }
    for (i, t) in times.enumerated() {
      let value = SceneValue.record(["date": .number(t)])
      if i == 0 && t == 0 {
        if let k = document.state.firstIndex(where: { $0.0 == "context" }) { document.state[k].1 = value }
        continue
      }
      document.events.append(
        EventSpec(
          at: t, set: [("context", .constant(value, location))], animation: nil,
          completionCriteria: .logicallyComplete, completion: nil, location: location))
    }
  }
}

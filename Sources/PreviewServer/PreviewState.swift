/// What the preview page shows, as it polls for it (`GET /state`): the clip to play, whether a new one is
/// being made, the last error, and the settings.
public struct PreviewState: Sendable, Codable, Equatable {
  /// A clip's shape, marks and tappable views.
  public struct Clip: Sendable, Codable, Equatable {
    /// The clip's number in the session (frames are asked for by it).
    public var id: Int
    /// Pixels.
    public var width: Int, height: Int
    /// Pixels per point.
    public var scale: Double
    /// Frames per second, the number of frames and the length in seconds.
    public var fps: Double, frameCount: Int, duration: Double
    /// Events, phase changes, keyframe boundaries: what `plot` marks.
    public var marks: [Mark]
    /// The views a tap can reach, in picture points.
    public var tappables: [Tappable]
    /// Where the canvas that taps at points are given in stands in the picture, in points.
    public var originX: Double, originY: Double
  }

  /// An instant of note on the timeline.
  public struct Mark: Sendable, Codable, Equatable {
    /// Seconds.
    public var time: Double
    /// `event`, `completion`, `trigger`, `keyframe`, `phase`, `settled` or `removed`.
    public var kind: String
    /// What happened.
    public var label: String
  }

  /// A tappable view: its name and frame (centre and size) in picture points.
  public struct Tappable: Sendable, Codable, Equatable {
    /// The name a tap takes.
    public var name: String
    /// Its frame.
    public var x: Double, y: Double, width: Double, height: Double
  }

  /// Grows whenever anything here changes; the page waits for a larger one.
  public var version: Int
  /// The file previewed.
  public var file: String
  /// The last clip made (it stays while a new one is made, and after a failure).
  public var clip: Clip?
  /// Whether a new clip is being made (compiling, running the view's history).
  public var loading: Bool
  /// The last attempt's error (swiftc's lines), when it failed; `nil` once a clip is made again.
  public var error: String?
  /// A change the page asked for that could not be made (a tap where nothing is tappable), undone.
  public var notice: String?
  /// The settings of the clip being made or shown.
  public var settings: PreviewSettings
  /// The devices the page offers.
  public var devices: [String]
}

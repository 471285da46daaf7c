import Foundation

/// Another front-end's frames: what a scene asks for when it was not decoded from a scene file but
/// built by another front-end, such as a compiled SwiftUI view (docs/swift-views.md).
///
/// A source is computed once (its whole history: events, state changes, animations) and then answers for
/// any time t, on any thread; the answer must be a pure function of t (docs/semantics.md §0.1).
public protocol FrameSource: Sendable {
  /// The items the frame at `t` draws, in order, in canvas points.
  func items(at t: Double, canvas: Size, measurer: any TextMeasuring) throws -> [DisplayItem]
  /// Each drawn layer at `t` with its animated values by name (for `sample`, `plot` and `series`). The
  /// layers must be the same, in the same order, at every t.
  func values(
    at t: Double, canvas: Size, measurer: any TextMeasuring
  ) throws -> [(layer: DisplayItem, values: [(String, Double)])]
  /// Instants of note (events, completions, triggers), for `plot` and `check`.
  func marks() -> [TimelineMark]
  /// What was drawn in place of something missing (an image, an SF Symbol), one line each.
  var warnings: [String] { get }
  /// What a person can tap after the source's last event (an interactive preview's buttons and clicks);
  /// empty when nothing is tappable, as for scene files.
  var tapSurface: TapSurface { get }
  /// Its layers, animators and animated modifiers, for `check`'s summary; nil when it does not count them.
  var census: FrameCensus? { get }
}

extension FrameSource {
  public var warnings: [String] { [] }
  public var tapSurface: TapSurface { TapSurface() }
  public var census: FrameCensus? { nil }
}

import Foundation

extension KeyframeTimeline {
  /// For each track, in declaration order, the instants (seconds from the timeline's start) at which
  /// its keyframes end; the last entry is the track's duration. Tracks without keyframes are omitted.
  ///
  /// What a curve editor marks as keyframe boundaries, and what a linter compares with the frame grid.
  /// ```swift
  /// let timeline = KeyframeTimeline(initialValue: 0.0) {
  ///   LinearKeyframe(1, duration: 0.25)
  ///   LinearKeyframe(2, duration: 0.5)
  /// }
  /// timeline.trackBoundaries   // [[0.25, 0.75]]
  /// ```
  public var trackBoundaries: [[Double]] { tracks.map(\.ends) }
}

import Foundation

/// Keyframes for one or more properties of a value, evaluated at any time. Mirrors SwiftUI's
/// `KeyframeTimeline`.
///
/// Each track starts at t = 0 from the initial value's property; the timeline lasts as long as its
/// longest track; tracks apply in declaration order, so where two write the same property the later one
/// wins, even after it has finished (docs/semantics.md §3).
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: 0.0) {
///   CubicKeyframe(1, duration: 0.5)
///   CubicKeyframe(3, duration: 0.5)
/// }
/// timeline.value(time: 0.25)   // 0.3125
/// ```
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  let tracks: [any ResolvedTrack<Value>]

  /// The total duration: the longest track's.
  public let duration: TimeInterval

  /// A timeline starting from `initialValue`.
  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.init(initialValue: initialValue, velocities: [:], tracks: content()._tracks)
  }

  /// A timeline whose tracks start moving with `initialVelocity` (the animatable data of each tracked
  /// property, in units per second), as when a keyframe animator is retriggered mid-flight. Not in
  /// SwiftUI's public API.
  public init(
    initialValue: Value, initialVelocity: KeyframeVelocity<Value>,
    @KeyframesBuilder<Value> content: () -> some Keyframes<Value>
  ) {
    self.init(initialValue: initialValue, velocities: initialVelocity.byKeyPath, tracks: content()._tracks)
  }

  init(initialValue: Value, velocities: [AnyKeyPath: Any], tracks: [AnyKeyframeTrack<Value>]) {
    self.initialValue = initialValue
    self.tracks = tracks.filter { $0.keyframeCount > 0 }.map { $0.resolve(initialValue, velocities) }
    duration = self.tracks.map(\.duration).max() ?? 0
  }

  /// The value at `time` seconds (clamped to the ends).
  public func value(time: TimeInterval) -> Value {
    var value = initialValue
    for track in tracks { track.apply(to: &value, time: time) }
    return value
  }

  /// The value at `progress` × ``duration``.
  public func value(progress: Double) -> Value { value(time: progress * duration) }

  /// Every track's velocity at `time` (zero past a track's end): what a retriggered animator carries.
  public func velocity(time: TimeInterval) -> KeyframeVelocity<Value> {
    var result: [AnyKeyPath: Any] = [:]
    for track in tracks { result[track.keyPath] = track.velocity(at: time) }
    return KeyframeVelocity(byKeyPath: result)
  }
}

/// The velocities of a timeline's tracks at one instant, by key path.
public struct KeyframeVelocity<Root> {
  let byKeyPath: [AnyKeyPath: Any]

  /// No velocity.
  public static var zero: KeyframeVelocity { KeyframeVelocity(byKeyPath: [:]) }

  /// The velocity (animatable data per second) of the track writing `keyPath`, if any.
  public subscript<V: Animatable>(keyPath: WritableKeyPath<Root, V>) -> V.AnimatableData? {
    byKeyPath[keyPath] as? V.AnimatableData
  }
}

extension KeyframeTimeline: @unchecked Sendable where Value: Sendable {}
extension KeyframeVelocity: @unchecked Sendable where Root: Sendable {}

import Foundation

/// The content of a ``KeyframeTimeline``: one or more tracks. Mirrors SwiftUI's `Keyframes`.
public protocol Keyframes<Value> {
  /// The root type the tracks write into.
  associatedtype Value
  /// The tracks in declaration order (an implementation detail of the builders).
  var _tracks: [AnyKeyframeTrack<Value>] { get }
}

/// A sequence of keyframes animating one property of `Root` (or the root value itself).
/// Mirrors SwiftUI's `KeyframeTrack`.
/// ```swift
/// KeyframeTrack(\.scale) {
///   LinearKeyframe(1.0, duration: 0.36)
///   SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
/// }
/// ```
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == Value {
  let keyPath: WritableKeyPath<Root, Value>
  let content: Content

  /// A track for the property at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    @KeyframeTrackContentBuilder<Value> content: () -> Content
  ) {
    self.keyPath = keyPath
    self.content = content()
  }

  public var _tracks: [AnyKeyframeTrack<Root>] { [AnyKeyframeTrack(keyPath: keyPath, keyframes: content._keyframes)] }
}

extension KeyframeTrack where Root == Value {
  /// A track for the root value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
    self.init(\.self, content: content)
  }
}

/// A track with its value type erased: what a timeline resolves.
public struct AnyKeyframeTrack<Root> {
  let resolve: (_ initial: Root, _ velocities: [AnyKeyPath: Any]) -> any ResolvedTrack<Root>
  let keyframeCount: Int
  /// For bare keyframes on the root value: joins a following run of bare keyframes into this track.
  let joinRoot: ((AnyKeyframeTrack<Root>) -> AnyKeyframeTrack<Root>?)?
  let rootKeyframes: Any?

  init<Value: Animatable>(keyPath: WritableKeyPath<Root, Value>, keyframes: [AnyKeyframe<Value>], bare: Bool = false) {
    keyframeCount = keyframes.count
    rootKeyframes = bare ? keyframes : nil
    joinRoot =
      bare
      ? { next in
        (next.rootKeyframes as? [AnyKeyframe<Value>]).map {
          AnyKeyframeTrack(keyPath: keyPath, keyframes: keyframes + $0, bare: true)
        }
      } : nil
    resolve = { initial, velocities in
      let start = initial[keyPath: keyPath]
      let velocity = velocities[keyPath] as? Value.AnimatableData
      if Value.AnimatableData.self == Double.self {
        let scalar = keyframes.map { $0.scalar }
        return ScalarTrack(
          keyPath: keyPath, template: start,
          segments: KeyframeResolver.segments(
            scalar, from: start.animatableData as! Double,
            initialVelocity: velocity as? Double))
      }
      return TypedTrack(
        keyPath: keyPath, template: start,
        segments: KeyframeResolver.segments(
          keyframes, from: start.animatableData,
          initialVelocity: velocity))
    }
  }
}

/// A list of tracks: what ``KeyframesBuilder`` builds.
public struct KeyframeTrackList<Value>: Keyframes {
  public let _tracks: [AnyKeyframeTrack<Value>]

  /// Consecutive bare keyframes form one track on the root value.
  init(_ tracks: [AnyKeyframeTrack<Value>]) {
    var joined: [AnyKeyframeTrack<Value>] = []
    for track in tracks {
      if let last = joined.last, let join = last.joinRoot, let merged = join(track) {
        joined[joined.count - 1] = merged
      } else {
        joined.append(track)
      }
    }
    _tracks = joined
  }
}

/// Builds the tracks of a timeline, with `if`/`else` and `for`; bare keyframes form a track on the root
/// value. Mirrors SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Value> {
  /// A track or list of tracks, as it is.
  public static func buildExpression<K: Keyframes>(_ expression: K) -> KeyframeTrackList<Value> where K.Value == Value {
    KeyframeTrackList(expression._tracks)
  }
  /// Bare keyframes: a track on the root value itself.
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> KeyframeTrackList<Value>
  where K.Value == Value {
    KeyframeTrackList([AnyKeyframeTrack(keyPath: \Value.self, keyframes: expression._keyframes, bare: true)])
  }
  /// The statements' tracks in order, consecutive bare keyframes joined into one root track.
  public static func buildBlock(_ components: KeyframeTrackList<Value>...) -> KeyframeTrackList<Value> {
    KeyframeTrackList(components.flatMap(\._tracks))
  }
  /// An `if` without `else`: its tracks when the condition holds, else none.
  public static func buildOptional(_ component: KeyframeTrackList<Value>?) -> KeyframeTrackList<Value> {
    component ?? KeyframeTrackList([])
  }
  /// The tracks of an `if`'s first branch.
  public static func buildEither(first component: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> { component }
  /// The tracks of an `if`'s `else` branch.
  public static func buildEither(second component: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> { component }
  /// A `for` loop: every iteration's tracks, in order.
  public static func buildArray(_ components: [KeyframeTrackList<Value>]) -> KeyframeTrackList<Value> {
    KeyframeTrackList(components.flatMap(\._tracks))
  }
  /// An `if #available` branch: its tracks, as they are.
  public static func buildLimitedAvailability(_ component: KeyframeTrackList<Value>) -> KeyframeTrackList<Value> {
    component
  }
}

import Foundation

/// Keyframes for one track: a single keyframe, or a sequence built with ``KeyframeTrackContentBuilder``.
/// Mirrors SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
  /// The type the keyframes animate.
  associatedtype Value: Animatable
  /// The keyframes in order (an implementation detail of the builders).
  var _keyframes: [AnyKeyframe<Value>] { get }
}

/// A keyframe of any of the four kinds, for tracks built at run time.
///
/// ```swift
/// let list: [AnyKeyframe<Double>] = [AnyKeyframe(LinearKeyframe(1, duration: 0.5)), AnyKeyframe(MoveKeyframe(0))]
/// KeyframeTrack(\Pose.scale) { for k in list { k } }
/// ```
public struct AnyKeyframe<Value: Animatable>: KeyframeTrackContent {
  enum Kind {
    case linear(UnitCurve)
    case cubic(startVelocity: Value?, endVelocity: Value?)
    case spring(Spring, startVelocity: Value?)
    case move
  }

  let kind: Kind
  /// The value the keyframe moves to.
  public let to: Value
  /// The declared duration (`nil` for a spring that lasts its settling duration; 0 for a move).
  public let duration: TimeInterval?

  init(kind: Kind, to: Value, duration: TimeInterval?) {
    self.kind = kind
    self.to = to
    self.duration = duration
  }

  /// Erases a keyframe (or any single-keyframe content).
  public init<K: KeyframeTrackContent>(_ keyframe: K) where K.Value == Value {
    self = keyframe._keyframes[0]
  }

  public var _keyframes: [AnyKeyframe<Value>] { [self] }

  /// The same keyframe on the animatable data, for values whose data is a `Double`.
  var scalar: AnyKeyframe<Double> {
    func data(_ v: Value?) -> Double? { v.map { $0.animatableData as! Double } }
    let k: AnyKeyframe<Double>.Kind
    switch kind {
    case .linear(let curve): k = .linear(curve)
    case .cubic(let s, let e): k = .cubic(startVelocity: data(s), endVelocity: data(e))
    case .spring(let spring, let s): k = .spring(spring, startVelocity: data(s))
    case .move: k = .move
    }
    return AnyKeyframe<Double>(kind: k, to: to.animatableData as! Double, duration: duration)
  }
}

/// A sequence of keyframes: what ``KeyframeTrackContentBuilder`` builds.
public struct KeyframeList<Value: Animatable>: KeyframeTrackContent {
  public let _keyframes: [AnyKeyframe<Value>]
  init(_ keyframes: [AnyKeyframe<Value>]) { _keyframes = keyframes }
}

/// Builds the keyframes of a track, with `if`/`else` and `for`. Mirrors SwiftUI's
/// `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
  /// A keyframe or sequence of keyframes, as it is.
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> KeyframeList<Value>
  where K.Value == Value {
    KeyframeList(expression._keyframes)
  }
  /// The statements' keyframes, one after another.
  public static func buildBlock(_ components: KeyframeList<Value>...) -> KeyframeList<Value> {
    KeyframeList(components.flatMap(\._keyframes))
  }
  /// An `if` without `else`: its keyframes when the condition holds, else none.
  public static func buildOptional(_ component: KeyframeList<Value>?) -> KeyframeList<Value> {
    component ?? KeyframeList([])
  }
  /// The keyframes of an `if`'s first branch.
  public static func buildEither(first component: KeyframeList<Value>) -> KeyframeList<Value> { component }
  /// The keyframes of an `if`'s `else` branch.
  public static func buildEither(second component: KeyframeList<Value>) -> KeyframeList<Value> { component }
  /// A `for` loop: every iteration's keyframes, in order.
  public static func buildArray(_ components: [KeyframeList<Value>]) -> KeyframeList<Value> {
    KeyframeList(components.flatMap(\._keyframes))
  }
  /// An `if #available` branch: its keyframes, as they are.
  public static func buildLimitedAvailability(_ component: KeyframeList<Value>) -> KeyframeList<Value> { component }
}

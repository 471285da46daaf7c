import Foundation

/// Moves to `to` over `duration` along a unit curve: x = a + (b − a)·curve(t/d).
/// Mirrors SwiftUI's `LinearKeyframe`.
/// ```swift
/// LinearKeyframe(1.0, duration: 0.36)
/// ```
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  let keyframe: AnyKeyframe<Value>

  /// A keyframe to `to`, `duration` seconds long, shaped by `timingCurve`.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    keyframe = AnyKeyframe(kind: .linear(timingCurve), to: to, duration: duration)
  }

  public var _keyframes: [AnyKeyframe<Value>] { [keyframe] }
}

/// Moves along a cubic curve; adjacent cubic keyframes form a smooth Catmull-Rom spline (velocities
/// from the neighbouring keyframes, zero at the ends unless given). Mirrors SwiftUI's `CubicKeyframe`.
/// ```swift
/// CubicKeyframe(.degrees(16), duration: 0.125)
/// ```
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  let keyframe: AnyKeyframe<Value>

  /// A cubic keyframe to `to`, with optional velocities (units per second) at its start and end.
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
    keyframe = AnyKeyframe(
      kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity), to: to,
      duration: duration)
  }

  public var _keyframes: [AnyKeyframe<Value>] { [keyframe] }
}

/// Moves toward `to` with a spring, starting with the previous keyframe's velocity. With no duration it
/// lasts the spring's settling duration (ε = 1e-4); it is not snapped to `to` at its end.
/// Mirrors SwiftUI's `SpringKeyframe`.
/// ```swift
/// SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
/// ```
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  let keyframe: AnyKeyframe<Value>

  /// A spring keyframe to `to`.
  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
    keyframe = AnyKeyframe(kind: .spring(spring, startVelocity: startVelocity), to: to, duration: duration)
  }

  public var _keyframes: [AnyKeyframe<Value>] { [keyframe] }
}

/// Jumps to `to` at once, without interpolating. Mirrors SwiftUI's `MoveKeyframe`.
/// ```swift
/// MoveKeyframe(0.0)
/// ```
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  let keyframe: AnyKeyframe<Value>

  /// A zero-length keyframe at `to`.
  public init(_ to: Value) {
    keyframe = AnyKeyframe(kind: .move, to: to, duration: 0)
  }

  public var _keyframes: [AnyKeyframe<Value>] { [keyframe] }
}

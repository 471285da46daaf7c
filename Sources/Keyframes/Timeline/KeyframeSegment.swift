import Foundation

/// One resolved keyframe of a track, in animatable-data space: where it starts, where it goes, how long
/// it lasts and its velocities at both ends (docs/semantics.md §4).
struct KeyframeSegment<D: VectorArithmetic> {
  enum Shape {
    case linear(UnitCurve)
    /// Hermite with the start and end velocities.
    case cubic
    case spring(Spring, delta: D)
    case move
  }

  var shape: Shape
  /// Actual start value (the previous segment's actual end).
  var start: D
  /// Declared destination.
  var to: D
  var duration: Double
  var startVelocity: D
  var endVelocity: D

  /// The value `t` seconds into the segment (0 ≤ t ≤ duration).
  func value(at t: Double) -> D {
    switch shape {
    case .move: return to
    case .linear(let curve):
      guard duration > 0 else { return to }
      return start + (to - start).scaled(by: curve.value(at: t / duration))
    case .cubic:
      guard duration > 0 else { return to }
      let u = t / duration
      let u2 = u * u
      let u3 = u2 * u
      let h00 = 2 * u3 - 3 * u2 + 1
      let h10 = u3 - 2 * u2 + u
      let h01 = -2 * u3 + 3 * u2
      let h11 = u3 - u2
      return start.scaled(by: h00) + startVelocity.scaled(by: h10 * duration) + to.scaled(by: h01)
        + endVelocity.scaled(by: h11 * duration)
    case .spring(let spring, let delta):
      return start + spring.value(target: delta, initialVelocity: startVelocity, time: t)
    }
  }

  /// The velocity `t` seconds into the segment.
  func velocity(at t: Double) -> D {
    switch shape {
    case .move: return .zero
    case .linear(let curve):
      guard duration > 0 else { return .zero }
      return (to - start).scaled(by: curve.velocity(at: t / duration) / duration)
    case .cubic:
      guard duration > 0 else { return .zero }
      let u = t / duration
      let u2 = u * u
      let d00 = 6 * u2 - 6 * u
      let d10 = 3 * u2 - 4 * u + 1
      let d01 = -6 * u2 + 6 * u
      let d11 = 3 * u2 - 2 * u
      return start.scaled(by: d00 / duration) + startVelocity.scaled(by: d10) + to.scaled(by: d01 / duration)
        + endVelocity.scaled(by: d11)
    case .spring(let spring, let delta):
      return spring.velocity(target: delta, initialVelocity: startVelocity, time: t)
    }
  }

  /// Where the segment actually ends (a spring is not snapped to `to`).
  var end: D { value(at: duration) }
}

/// Resolves a track's keyframes into segments (docs/semantics.md §4, §0b.7).
enum KeyframeResolver {
  static func segments<Value: Animatable>(
    _ keyframes: [AnyKeyframe<Value>], from initial: Value.AnimatableData,
    initialVelocity: Value.AnimatableData?
  )
    -> [KeyframeSegment<Value.AnimatableData>]
  {
    typealias D = Value.AnimatableData
    let to = keyframes.map { $0.to.animatableData }
    var result: [KeyframeSegment<D>] = []
    var start = initial
    for (i, keyframe) in keyframes.enumerated() {
      /// Declared points: p[0] = initial, p[k+1] = keyframe k's `to`.
      func p(_ k: Int) -> D { k == 0 ? initial : to[k - 1] }
      let previousEnd = result.last?.endVelocity ?? initialVelocity ?? .zero
      var segment: KeyframeSegment<D>
      switch keyframe.kind {
      case .move:
        segment = KeyframeSegment(
          shape: .move, start: start, to: to[i], duration: 0, startVelocity: .zero, endVelocity: .zero)
      case .linear(let curve):
        let d = keyframe.duration ?? 0
        let span = to[i] - start
        segment = KeyframeSegment(
          shape: .linear(curve), start: start, to: to[i], duration: d,
          startVelocity: d > 0 ? span.scaled(by: curve.velocity(at: 0) / d) : .zero,
          endVelocity: d > 0 ? span.scaled(by: curve.velocity(at: 1) / d) : .zero)
      case .spring(let spring, let explicit):
        let v0 = explicit?.animatableData ?? previousEnd
        let delta = to[i] - start
        let d = keyframe.duration ?? spring.settlingDuration(target: delta, initialVelocity: v0, epsilon: 1e-4)
        segment = KeyframeSegment(
          shape: .spring(spring, delta: delta), start: start, to: to[i], duration: d,
          startVelocity: v0, endVelocity: spring.velocity(target: delta, initialVelocity: v0, time: d))
      case .cubic(let explicitStart, let explicitEnd):
        let d = keyframe.duration ?? 0
        segment = KeyframeSegment(
          shape: .cubic, start: start, to: to[i], duration: d,
          startVelocity: explicitStart?.animatableData
            ?? cubicStartVelocity(
              i, keyframes, p: p, initialVelocity: initialVelocity,
              previous: result.last),
          endVelocity: explicitEnd?.animatableData
            ?? cubicEndVelocity(i, keyframes, p: p, actualStart: start))
      }
      result.append(segment)
      start = segment.end
    }
    return result
  }

  /// Start velocity of cubic keyframe i without an explicit one.
  private static func cubicStartVelocity<Value: Animatable>(
    _ i: Int, _ keyframes: [AnyKeyframe<Value>], p: (Int) -> Value.AnimatableData,
    initialVelocity: Value.AnimatableData?, previous: KeyframeSegment<Value.AnimatableData>?
  ) -> Value.AnimatableData {
    guard i > 0, let previous else { return initialVelocity ?? .zero }
    switch keyframes[i - 1].kind {
    case .cubic(_, let explicitEnd):
      if i >= 2, let explicitEnd { return explicitEnd.animatableData }
      let span = (keyframes[i - 1].duration ?? 0) + (keyframes[i].duration ?? 0)
      return span > 0 ? (p(i + 1) - p(i - 1)).scaled(by: 1 / span) : .zero
    case .linear, .spring: return previous.endVelocity
    case .move: return .zero
    }
  }

  /// End velocity of cubic keyframe i without an explicit one.
  private static func cubicEndVelocity<Value: Animatable>(
    _ i: Int, _ keyframes: [AnyKeyframe<Value>], p: (Int) -> Value.AnimatableData, actualStart: Value.AnimatableData
  ) -> Value.AnimatableData {
    guard i + 1 < keyframes.count else { return .zero }
    let d = keyframes[i].duration ?? 0
    let next = keyframes[i + 1]
    switch next.kind {
    case .cubic(let explicitStart, _):
      if let explicitStart { return explicitStart.animatableData }
      let span = d + (next.duration ?? 0)
      return span > 0 ? (p(i + 2) - actualStart).scaled(by: 1 / span) : .zero
    case .linear(let curve):
      let dn = next.duration ?? 0
      return dn > 0 ? (p(i + 2) - p(i + 1)).scaled(by: curve.velocity(at: 0) / dn) : .zero
    case .move: return .zero
    case .spring(_, let explicitStart):
      if let explicitStart { return explicitStart.animatableData }
      return d > 0 ? (p(i + 2) - actualStart).scaled(by: 1 / (2 * d)) : .zero
    }
  }
}

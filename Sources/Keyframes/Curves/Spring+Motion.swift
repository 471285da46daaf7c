import Foundation

extension Spring {
  /// Coefficients of the closed-form motion at `time`: position = T·pT + v0·pV,
  /// velocity = T·vT + v0·vV (docs/semantics.md §1.2).
  func motionCoefficients(time t: Double) -> (pT: Double, pV: Double, vT: Double, vV: Double) {
    let w = angularFrequency
    let l = decayConstant
    if w > 0 {
      let e = exp(-l * t)
      let s = sin(w * t)
      let c = cos(w * t)
      return (1 - e * (l * s / w + c), e * s / w, e * (l * l + w * w) / w * s, e * (c - l * s / w))
    }
    if w == 0 {
      let e = exp(-l * t)
      return (1 - e * (1 + l * t), t * e, l * l * t * e, (1 - l * t) * e)
    }
    let r1 = -l - w
    let r2 = w - l
    let e1 = exp(r1 * t)
    let e2 = exp(r2 * t)
    return (
      1 + ((l - w) * e1 + r1 * e2) / (2 * w), -(e1 - e2) / (2 * w),
      ((l - w) * r1 * e1 + r1 * r2 * e2) / (2 * w), -(r1 * e1 - r2 * e2) / (2 * w)
    )
  }

  /// The displacement from 0 toward `target` at `time`, starting at rest at 0 with `initialVelocity`.
  /// ```swift
  /// Spring.bouncy.value(target: 1.0, time: 0.25)   // ≈ 0.984087
  /// ```
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
    let k = motionCoefficients(time: time)
    return target.scaled(by: k.pT) + initialVelocity.scaled(by: k.pV)
  }

  /// The velocity at `time` of the motion ``value(target:initialVelocity:time:)`` describes.
  public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
    let k = motionCoefficients(time: time)
    return target.scaled(by: k.vT) + initialVelocity.scaled(by: k.vV)
  }

  /// Advances `value` and `velocity` toward `target` by `deltaTime` seconds of spring motion.
  public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
    let delta = target - value
    let newVelocity = self.velocity(target: delta, initialVelocity: velocity, time: deltaTime)
    value += self.value(target: delta, initialVelocity: velocity, time: deltaTime)
    velocity = newVelocity
  }

  /// The force on the spring: k·(target − position) − c·velocity.
  public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
  }
}

import Foundation

extension Spring {
  /// A spring of perceptual `duration` and `bounce` (docs/semantics.md §1.1).
  ///
  /// `bounce` 0 is critically damped, up to 1 increasingly bouncy (ζ = 1 − bounce), and negative
  /// values are over-damped (ζ = 1/(1 + bounce)); values at or below −1 are taken as −0.999999.
  /// ```swift
  /// Spring(duration: 0.5, bounce: 0.3).damping   // ≈ 17.5929
  /// ```
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    self.init(periodicResponse: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
  }

  /// A spring of `response` (perceptual duration) and `dampingRatio` ζ.
  /// ```swift
  /// Spring(response: 0.5, dampingRatio: 0.7) == Spring(duration: 0.5, bounce: 0.3)
  /// ```
  public init(response: Double, dampingRatio: Double) {
    self.init(periodicResponse: response, dampingRatio: dampingRatio)
  }

  /// A spring from its physical constants.
  ///
  /// Unless `allowOverDamping` is true, a damping above critical is clamped to critical.
  /// ```swift
  /// Spring(mass: 1, stiffness: 100, damping: 10).bounce   // 0.5
  /// ```
  public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    let omega0 = (stiffness / mass).squareRoot()
    let halfDamping = damping / (2 * mass)
    if halfDamping > omega0 && !allowOverDamping {
      self.init(angularFrequency: 0, decayConstant: omega0, mass: mass)
    } else {
      let omega = abs(stiffness / mass - halfDamping * halfDamping).squareRoot()
      self.init(angularFrequency: halfDamping > omega0 ? -omega : omega, decayConstant: halfDamping, mass: mass)
    }
  }

  /// ζ for a SwiftUI bounce: 1 at 0, 1 − b for 0 < b ≤ 1, 0 above 1, 1/(1 + b) below 0.
  static func dampingRatio(bounce: Double) -> Double {
    if bounce == 0 { return 1 }
    if bounce > 1 { return 0 }
    if bounce > 0 { return 1 - bounce }
    return 1 / (1 + max(bounce, -0.999_999))
  }
}

extension Spring {
  /// A smooth spring (bounce 0).
  public static var smooth: Spring { smooth() }
  /// A smooth spring of `duration`; `extraBounce` adds to its bounce of 0.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// A snappy spring (bounce 0.15).
  public static var snappy: Spring { snappy() }
  /// A snappy spring of `duration`; `extraBounce` adds to its bounce of 0.15.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A bouncy spring (bounce 0.3).
  public static var bouncy: Spring { bouncy() }
  /// A bouncy spring of `duration`; `extraBounce` adds to its bounce of 0.3.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

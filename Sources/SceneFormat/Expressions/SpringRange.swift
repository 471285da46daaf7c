import Keyframes

/// The ranges in which SwiftUI's spring parameters describe a stable spring. A scene that writes a spring
/// outside them is refused with a one-line error (exit 65) instead of rendering a spring that grows
/// without bound: SwiftUI documents `bounce` in −1…1, and a negative or zero mass or stiffness, or a
/// negative damping, makes the motion undefined or unstable. Response 0 and duration 0 keep SwiftUI's
/// meaning (an infinitely stiff spring: the value jumps).
enum SpringRange {
  /// `duration:bounce:` (also `extraBounce:` added to a preset's bounce).
  static func check(duration: Double, bounce: Double, bounceLabel: String = "bounce") throws(ExpressionError) {
    try nonNegative(duration, "duration")
    guard bounce > -1, bounce <= 1 else {
      throw fail(
        """
        a spring's \(bounceLabel == "bounce" ? "bounce" : "bounce (with extraBounce)") must be greater than -1 \
        and at most 1, got \(format(bounce))
        """
      )
    }
  }

  /// `response:dampingFraction:` (or `dampingRatio:`).
  static func check(response: Double, damping: Double, dampingLabel: String = "dampingFraction") throws(ExpressionError)
  {
    try nonNegative(response, "response")
    try nonNegative(damping, dampingLabel)
  }

  /// `mass:stiffness:damping:`.
  static func check(mass: Double, stiffness: Double, damping: Double) throws(ExpressionError) {
    guard mass > 0 else { throw fail("a spring's mass must be greater than 0, got \(format(mass))") }
    guard stiffness > 0 else { throw fail("a spring's stiffness must be greater than 0, got \(format(stiffness))") }
    try nonNegative(damping, "damping")
  }

  /// A spring animation, once built: SwiftUI's 300 Hz integrator must converge for it.
  static func stable(_ animation: Animation) throws(ExpressionError) -> SceneValue {
    if let s = animation.integratedSpring, !s.isStable {
      throw fail(
        "a spring with response \(format(s.response)) and damping fraction \(format(s.dampingFraction)) grows "
          + "without bound in SwiftUI's 300-steps-per-second integrator; use a bounce closer to 0 or a longer duration"
      )
    }
    return .animation(animation)
  }

  /// `blendDuration:`.
  static func check(blendDuration: Double) throws(ExpressionError) { try nonNegative(blendDuration, "blendDuration") }

  private static func nonNegative(_ x: Double, _ label: String) throws(ExpressionError) {
    guard x >= 0 else { throw fail("a spring's \(label) must not be negative, got \(format(x))") }
  }

  private static func fail(_ message: String) -> ExpressionError {
    ExpressionError(message: message, column: 1, source: "")
  }

  private static func format(_ x: Double) -> String {
    String(format: "%.6g", x)
  }
}

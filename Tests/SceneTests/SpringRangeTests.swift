import Foundation
import Keyframes
import SceneFormat
import Testing

/// Spring parameters outside SwiftUI's ranges, or that make its 300 Hz integrator diverge, are refused
/// wherever a spring is written; the valid edges keep SwiftUI's meaning.
@Suite struct SpringRangeTests {
  func eval(_ s: String, _ type: ExpressionType) throws -> SceneValue {
    try Expression(s).evaluate(in: [:], expecting: type)
  }

  @Test(arguments: [
    ".spring(duration: 0.5, bounce: 1)", ".spring(duration: 0.5, bounce: -0.95)", ".spring(duration: 0, bounce: 0)",
    ".spring(response: 0, dampingFraction: 1)", ".spring(response: 0.5, dampingFraction: 0)",
    ".bouncy(extraBounce: 0.7)", ".smooth(duration: 2, extraBounce: -0.5)",
    ".interactiveSpring(duration: 0.2, extraBounce: 0.85)",
    ".interpolatingSpring(mass: 1, stiffness: 100, damping: 0)", ".interpolatingSpring(duration: 0.5, bounce: -0.99)",
    ".spring(Spring(mass: 2, stiffness: 300, damping: 0), blendDuration: 0)",
  ])
  func validEdgesAreAccepted(_ source: String) throws {
    guard case .animation(let a?) = try eval(source, .animation) else {
      Issue.record("\(source)")
      return
    }
    #expect(a.integratedSpring?.isStable ?? true)
  }

  @Test(arguments: [
    (".spring(duration: 0.5, bounce: -1.5)", "bounce must be greater than -1 and at most 1, got -1.5"),
    (".spring(duration: 0.5, bounce: -1)", "bounce must be greater than -1"),
    (".spring(duration: 0.5, bounce: 1.0001)", "got 1.0001"),
    (".spring(duration: -0.5, bounce: 0)", "duration must not be negative"),
    (".spring(response: -0.2, dampingFraction: 0.5)", "response must not be negative, got -0.2"),
    (".spring(response: 0.3, dampingFraction: -1)", "dampingFraction must not be negative"),
    (".spring(duration: 0.5, bounce: 0, blendDuration: -1)", "blendDuration must not be negative"),
    (".snappy(extraBounce: 0.9)", "bounce (with extraBounce) must be greater than -1 and at most 1, got 1.05"),
    (".interactiveSpring(duration: 0.2, extraBounce: -1.2)", "got -1.05"),
    (".interpolatingSpring(mass: 0, stiffness: 100, damping: 10)", "mass must be greater than 0, got 0"),
    (".interpolatingSpring(mass: 1, stiffness: 0, damping: 10)", "stiffness must be greater than 0"),
    (".interpolatingSpring(mass: 1, stiffness: 100, damping: -3)", "damping must not be negative"),
    (".interpolatingSpring(duration: 0.5, bounce: 2)", "at most 1, got 2"),
    (".spring(duration: 0.5, bounce: -0.97)", "grows without bound"),
    (".spring(response: 0.2, dampingFraction: 30)", "response 0.2 and damping fraction 30 grows without bound"),
    (".spring(Spring(duration: 0.5, bounce: -0.99))", "grows without bound"),
  ])
  func outOfRangeAnimationsAreRefused(_ source: String, _ message: String) {
    expectRefused(source, as: .animation, saying: message)
  }

  /// `source` evaluated as `type` fails with an expression error containing `message`.
  func expectRefused(_ source: String, as type: ExpressionType, saying message: String) {
    do {
      let v = try eval(source, type)
      Issue.record("\(source) gave \(v)")
    } catch let error as ExpressionError {
      #expect(error.message.contains(message), "\(source): \(error.message)")
    } catch {
      Issue.record("\(source): \(error)")
    }
  }

  @Test(arguments: [
    ("Spring(duration: 0.5, bounce: 1.5)", "at most 1, got 1.5"),
    ("Spring(response: 0.5, dampingRatio: -0.1)", "dampingRatio must not be negative"),
    ("Spring(mass: -1, stiffness: 100, damping: 10)", "mass must be greater than 0, got -1"),
    ("Spring.bouncy(extraBounce: 0.8)", "got 1.1"),
  ])
  func outOfRangeSpringsAreRefused(_ source: String, _ message: String) {
    expectRefused(source, as: .spring, saying: message)
  }

  /// The stability bound is kτ² + 2cτ ≤ 4 with τ = 1/300: at response 0.5 (k = 16π²), c ≤ 150·(4 − kτ²),
  /// so the damping fraction may reach 150·(4 − 16π²/90000)/(2·4π) = 23.8627….
  @Test func stabilityBoundIsTheIntegratorsEigenvalueBound() throws {
    let k = 16 * Double.pi * Double.pi
    let bound = 150 * (4 - k / 90000) / (2 * k.squareRoot())
    #expect(bound > 23.8627 && bound < 23.8628)
    #expect(Animation.spring(response: 0.5, dampingFraction: bound - 1e-9).integratedSpring!.isStable)
    #expect(!Animation.spring(response: 0.5, dampingFraction: bound + 1e-9).integratedSpring!.isStable)
    // Just inside the bound the offset decays; just outside it grows.
    var p = PropertyAnimator(initialValue: 0.0)
    p.set(1, animation: .spring(response: 0.5, dampingFraction: bound * 0.99), at: 0)
    #expect(abs(p.value(at: 2) - 1) < 1)
    var q = PropertyAnimator(initialValue: 0.0)
    q.set(1, animation: .spring(response: 0.5, dampingFraction: bound * 1.05), at: 0)
    #expect(abs(q.value(at: 2)) > 1e3)
  }
}

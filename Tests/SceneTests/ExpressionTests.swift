import Foundation
import Keyframes
import SceneFormat
import Testing

/// The expression language of docs/scene-format.md
@Suite struct ExpressionTests {
  let context: [String: SceneValue] = [
    "likeCount": .number(2), "flag": .bool(true),
    "value": .record(["scale": .number(1.5), "angle": .angle(.degrees(90))]),
    "phase": .record(["__name": .string("move"), "offset": .number(-64)]),
  ]

  func eval(_ s: String, _ type: ExpressionType = .any) throws -> SceneValue {
    try Expression(s).evaluate(in: context, expecting: type)
  }

  @Test func arithmeticAndLogic() throws {
    #expect(try eval("value.scale * 2 + 1") == .number(4))
    #expect(try eval("-likeCount / 4") == .number(-0.5))
    #expect(try eval("likeCount > 1 && !flag") == .bool(false))
    #expect(try eval("flag ? 10 : 20") == .number(10))
    #expect(try eval("(1 + 2) * 3") == .number(9))
    #expect(try eval("phase.offset") == .number(-64))
    #expect(try eval("phase == .move") == .bool(true))
    #expect(try eval("phase != \"scale\"") == .bool(true))
  }

  @Test func anglesPointsColours() throws {
    #expect(try eval(".degrees(16)") == .angle(.degrees(16)))
    #expect(try eval("Angle(radians: 0.3)") == .angle(.radians(0.3)))
    #expect(try eval(".zero", .angle) == .angle(.zero))
    #expect(try eval(".zero", .number) == .number(0))
    #expect(try eval(".bottom") == .unitPoint(UnitPoint(x: 0.5, y: 1)))
    #expect(try eval("UnitPoint(x: 0.5, y: 1)", .unitPoint) == .unitPoint(UnitPoint(x: 0.5, y: 1)))
    #expect(try eval("CGPoint(x: 1, y: 2)") == .point(x: 1, y: 2))
    #expect(try eval("CGSize(width: 3, height: 4)") == .size(width: 3, height: 4))
    #expect(try eval("Color.red") == .color(NamedColors.hex(0xFF3B30)))
    #expect(try eval("Color(red: 1, green: 0, blue: 0)") == .color(RGBAColor(red: 1, green: 0, blue: 0)))
    #expect(
      try eval(".blue.opacity(0.5)", .color) == .color(RGBAColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 0.5)))
    #expect(try eval("value.angle * 2") == .angle(.degrees(180)))
  }

  @Test func animations() throws {
    #expect(
      try eval(".spring(duration: 0.3, bounce: 0.7)", .animation) == .animation(.spring(duration: 0.3, bounce: 0.7)))
    #expect(try eval(".spring", .animation) == .animation(.spring))
    #expect(try eval(".spring()", .animation) == .animation(.spring()))
    #expect(
      try eval(".spring(response: 0.4, dampingFraction: 0.6)")
        == .animation(.spring(response: 0.4, dampingFraction: 0.6)))
    #expect(try eval("Animation.easeInOut(duration: 0.3)") == .animation(.easeInOut(duration: 0.3)))
    #expect(try eval(".bouncy.delay(0.2).speed(2)") == .animation(Animation.bouncy.delay(0.2).speed(2)))
    #expect(
      try eval(".linear(duration: 1).repeatCount(3, autoreverses: false)")
        == .animation(Animation.linear(duration: 1).repeatCount(3, autoreverses: false)))
    #expect(try eval(".easeIn.repeatForever()") == .animation(Animation.easeIn.repeatForever()))
    #expect(
      try eval(".interpolatingSpring(stiffness: 170, damping: 15)")
        == .animation(.interpolatingSpring(stiffness: 170, damping: 15)))
    #expect(try eval(".interactiveSpring()") == .animation(.interactiveSpring()))
    #expect(
      try eval(".bouncy(duration: 0.4, extraBounce: 0.1)") == .animation(.bouncy(duration: 0.4, extraBounce: 0.1)))
    #expect(
      try eval(".timingCurve(0.1, 0.75, 0.85, 0.35, duration: 1)")
        == .animation(.timingCurve(0.1, 0.75, 0.85, 0.35, duration: 1)))
    #expect(try eval(".spring(.bouncy, blendDuration: 0.1)") == .animation(.spring(.bouncy, blendDuration: 0.1)))
    #expect(try eval("nil", .animation) == .animation(nil))
    #expect(try eval("flag ? .bouncy : .default", .animation) == .animation(.bouncy))
    #expect(
      try eval(".default.logicallyComplete(after: 0.2)") == .animation(Animation.default.logicallyComplete(after: 0.2)))
  }

  @Test func springsCurvesKeyframes() throws {
    #expect(try eval("Spring(duration: 0.5, bounce: 0.3)") == .spring(Spring(duration: 0.5, bounce: 0.3)))
    #expect(
      try eval("Spring(mass: 1, stiffness: 100, damping: 10)") == .spring(Spring(mass: 1, stiffness: 100, damping: 10)))
    #expect(try eval(".bouncy(extraBounce: 0.1)", .spring) == .spring(.bouncy(extraBounce: 0.1)))
    #expect(try eval(".easeIn", .unitCurve) == .unitCurve(.easeIn))
    let k = try eval("SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)")
    #expect(k == .keyframe(KeyframeSpec(kind: .spring, to: .number(1.5), duration: 0.8, spring: .bouncy)))
    let l = try eval("LinearKeyframe(1.0, duration: 0.36, timingCurve: .easeOut)")
    #expect(l == .keyframe(KeyframeSpec(kind: .linear, to: .number(1), duration: 0.36, timingCurve: .easeOut)))
    let c = try eval("CubicKeyframe(.degrees(16), duration: 0.125, endVelocity: .zero)")
    #expect(
      c == .keyframe(KeyframeSpec(kind: .cubic, to: .angle(.degrees(16)), duration: 0.125, endVelocity: .angle(.zero))))
    #expect(try eval("MoveKeyframe(0)") == .keyframe(KeyframeSpec(kind: .move, to: .number(0), duration: 0)))
    #expect(try eval("SpringKeyframe(1)") == .keyframe(KeyframeSpec(kind: .spring, to: .number(1), duration: nil)))
    #expect(try Expression("value.scale + likeCount").referencedNames == ["value", "likeCount"])
  }

  /// Every error names the problem and points at its column.
  @Test(arguments: [
    ("likeCont + 1", "unknown name 'likeCont' (did you mean 'likeCount'?)", 1),
    (".spring(duraton: 0.3)", "'spring' has no argument 'duraton:' (did you mean 'duration:'?)", 9),
    (".bouncey", "unknown member '.bouncey' (did you mean '.bouncy'?)", 1),
    ("1 / 0", "division by zero", 5),
    ("value.scle", "no field 'scle' (did you mean 'scale'?)", 1),
    ("1 +", "cannot parse Swift expression", 4),
    ("Angle(degrees: true)", "expected a number, got Bool", 16),
    ("LinearKeyframe(1.0)", "wrong arguments for 'LinearKeyframe'", 16),
    ("\"a\" - 1", "cannot apply '-' to String and number", 1),
    ("{ 1 }", "closures are not supported in expressions", 1),
    ("[1, 2]", "array literals and subscripts are not supported", 1),
    ("min(1, (2)", "'(' is never closed", 4),
    ("1 + 2)", "unexpected ')'", 6),
  ])
  func errors(source: String, message: String, column: Int) {
    do {
      _ = try Expression(source).evaluate(in: context)
      Issue.record("no error for \(source)")
    } catch {
      #expect(error.message.hasPrefix(message) || error.message.contains(message), "\(error.message)")
      #expect(error.column == column, "\(source): column \(error.column)")
    }
  }

  /// Garbage never crashes: it parses or fails with an error.
  @Test func garbageDoesNotCrash() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("abc.()+-*/?:!=<>&|\"0123456789 ,_xyzspringdegrees")
    for _ in 0..<2000 {
      let n = Int.random(in: 0..<20, using: &generator)
      let s = String((0..<n).map { _ in alphabet.randomElement(using: &generator)! })
      _ = try? Expression(s).evaluate(in: context)
    }
  }
}

import Keyframes

/// `Animation`'s static functions, with SwiftUI's labels and defaults. Where SwiftUI overloads a name,
/// the overloads are tried in the order Swift would prefer them (`.spring()` is the duration form).
enum AnimationBuiltins {
  typealias P = Parameter
  static func n(_ x: Double) -> SceneValue { .number(x) }

  static func curve(_ make: @escaping @Sendable (Double) -> Animation) -> [Overload] {
    [
      Overload(parameters: [.required("duration", .number)]) { v throws(ExpressionError) in
        try nonNegativeDuration(v[0]!.number)
        return .animation(make(v[0]!.number))
      }
    ]
  }

  static func nonNegativeDuration(_ d: Double) throws(ExpressionError) {
    guard d >= 0 else {
      throw ExpressionError(message: "an animation's duration must not be negative, got \(d)", column: 1, source: "")
    }
  }

  static func springPreset(bounce base: Double, _ make: @escaping @Sendable (Double, Double) -> Animation) -> [Overload]
  {
    [
      Overload(parameters: [.optional("duration", .number, n(0.5)), .optional("extraBounce", .number, n(0))]) {
        v throws(ExpressionError) in
        try SpringRange.check(duration: v[0]!.number, bounce: base + v[1]!.number, bounceLabel: "extraBounce")
        return try SpringRange.stable(make(v[0]!.number, v[1]!.number))
      }
    ]
  }

  static let functions: [String: [Overload]] = [
    "linear": curve { .linear(duration: $0) },
    "easeIn": curve { .easeIn(duration: $0) },
    "easeOut": curve { .easeOut(duration: $0) },
    "easeInOut": curve { .easeInOut(duration: $0) },
    "timingCurve": [
      Overload(parameters: [
        .required(nil, .number), .required(nil, .number), .required(nil, .number),
        .required(nil, .number), .optional("duration", .number, n(0.35)),
      ]) { v throws(ExpressionError) in
        try nonNegativeDuration(v[4]!.number)
        return .animation(.timingCurve(v[0]!.number, v[1]!.number, v[2]!.number, v[3]!.number, duration: v[4]!.number))
      }
    ],
    "spring": [
      Overload(parameters: [
        .optional("duration", .number, n(0.5)), .optional("bounce", .number, n(0)),
        .optional("blendDuration", .number, n(0)),
      ]) { v throws(ExpressionError) in
        try SpringRange.check(duration: v[0]!.number, bounce: v[1]!.number)
        try SpringRange.check(blendDuration: v[2]!.number)
        return try SpringRange.stable(
          .spring(duration: v[0]!.number, bounce: v[1]!.number, blendDuration: v[2]!.number))
      },
      Overload(parameters: [
        .optional("response", .number, n(0.5)), .optional("dampingFraction", .number, n(0.825)),
        .optional("blendDuration", .number, n(0)),
      ]) { v throws(ExpressionError) in
        try SpringRange.check(response: v[0]!.number, damping: v[1]!.number)
        try SpringRange.check(blendDuration: v[2]!.number)
        return try SpringRange.stable(
          .spring(response: v[0]!.number, dampingFraction: v[1]!.number, blendDuration: v[2]!.number))
      },
      Overload(parameters: [.required(nil, .spring), .optional("blendDuration", .number, n(0))]) {
        v throws(ExpressionError) in
        guard case .spring(let s) = v[0]! else { return .animation(nil) }
        try SpringRange.check(blendDuration: v[1]!.number)
        return try SpringRange.stable(.spring(s, blendDuration: v[1]!.number))
      },
    ],
    "interactiveSpring": [
      Overload(parameters: [
        .optional("duration", .number, n(0.15)), .optional("extraBounce", .number, n(0)),
        .optional("blendDuration", .number, n(0.25)),
      ]) { v throws(ExpressionError) in
        try SpringRange.check(duration: v[0]!.number, bounce: 0.15 + v[1]!.number, bounceLabel: "extraBounce")
        try SpringRange.check(blendDuration: v[2]!.number)
        return try SpringRange.stable(
          .interactiveSpring(duration: v[0]!.number, extraBounce: v[1]!.number, blendDuration: v[2]!.number))
      },
      Overload(parameters: [
        .optional("response", .number, n(0.15)), .optional("dampingFraction", .number, n(0.86)),
        .optional("blendDuration", .number, n(0.25)),
      ]) { v throws(ExpressionError) in
        try SpringRange.check(response: v[0]!.number, damping: v[1]!.number)
        try SpringRange.check(blendDuration: v[2]!.number)
        return try SpringRange.stable(
          .interactiveSpring(response: v[0]!.number, dampingFraction: v[1]!.number, blendDuration: v[2]!.number))
      },
    ],
    "interpolatingSpring": [
      Overload(parameters: [
        .optional("mass", .number, n(1)), .required("stiffness", .number), .required("damping", .number),
        .optional("initialVelocity", .number, n(0)),
      ]) { v throws(ExpressionError) in
        try SpringRange.check(mass: v[0]!.number, stiffness: v[1]!.number, damping: v[2]!.number)
        return .animation(
          .interpolatingSpring(
            mass: v[0]!.number, stiffness: v[1]!.number, damping: v[2]!.number,
            initialVelocity: v[3]!.number))
      },
      Overload(parameters: [
        .optional("duration", .number, n(0.5)), .optional("bounce", .number, n(0)),
        .optional("initialVelocity", .number, n(0)),
      ]) { v throws(ExpressionError) in
        try SpringRange.check(duration: v[0]!.number, bounce: v[1]!.number)
        return .animation(
          .interpolatingSpring(duration: v[0]!.number, bounce: v[1]!.number, initialVelocity: v[2]!.number))
      },
      Overload(parameters: [.required(nil, .spring), .optional("initialVelocity", .number, n(0))]) { v in
        guard case .spring(let s) = v[0]! else { return .animation(nil) }
        return .animation(.interpolatingSpring(s, initialVelocity: v[1]!.number))
      },
    ],
    "smooth": springPreset(bounce: 0) { .smooth(duration: $0, extraBounce: $1) },
    "snappy": springPreset(bounce: 0.15) { .snappy(duration: $0, extraBounce: $1) },
    "bouncy": springPreset(bounce: 0.3) { .bouncy(duration: $0, extraBounce: $1) },
  ]
}

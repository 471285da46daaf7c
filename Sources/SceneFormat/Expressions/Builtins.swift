import Foundation
import Keyframes

/// The names the interpreter knows: SwiftUI's types, their members and constructors (docs/scene-format.md).
enum Builtins {
  static let typeNames: [String: ExpressionType] = [
    "Animation": .animation, "Spring": .spring, "UnitCurve": .unitCurve, "Angle": .angle, "UnitPoint": .unitPoint,
    "CGPoint": .point, "CGSize": .size, "Color": .color, "Double": .number, "CGFloat": .number,
    "AnyTransition": .transition,
  ]

  static func exampleMember(_ type: ExpressionType) -> String {
    switch type {
    case .animation: return "bouncy"
    case .transition: return "opacity"
    case .spring: return "smooth"
    case .unitCurve: return "easeIn"
    case .angle: return "zero"
    case .unitPoint: return "center"
    case .color: return "red"
    default: return "zero"
    }
  }

  static func spelled(_ type: ExpressionType) -> String {
    switch type {
    case .number: return "a number"
    case .bool: return "a Bool"
    case .string: return "a String"
    case .angle: return "an Angle"
    case .unitPoint: return "a UnitPoint"
    case .point: return "a CGPoint"
    case .size: return "a CGSize"
    case .color: return "a Color"
    case .animation: return "an Animation"
    case .spring: return "a Spring"
    case .unitCurve: return "a UnitCurve"
    case .keyframe: return "a keyframe"
    case .transition: return "an AnyTransition"
    case .layout: return "an AnyLayout"
    case .any: return "a value"
    }
  }

  static let unitPoints: [String: UnitPoint] = [
    "zero": .zero, "center": .center, "leading": .leading, "trailing": UnitPoint(x: 1, y: 0.5),
    "top": UnitPoint(x: 0.5, y: 0), "bottom": UnitPoint(x: 0.5, y: 1), "topLeading": UnitPoint(x: 0, y: 0),
    "topTrailing": UnitPoint(x: 1, y: 0), "bottomLeading": UnitPoint(x: 0, y: 1),
    "bottomTrailing": UnitPoint(x: 1, y: 1),
  ]

  /// Member names that belong to exactly one type, to resolve `.name` where any type is allowed.
  static func guessType(ofMember m: String) -> ExpressionType {
    if m == "zero" { return .angle }
    if animationProperties[m] != nil { return .animation }
    if unitPoints[m] != nil { return .unitPoint }
    if NamedColors.all[m] != nil { return .color }
    if unitCurves[m] != nil { return .unitCurve }
    if TransitionBuiltins.properties[m] != nil { return .transition }
    if CustomAnimations.named(m) != nil { return .animation }
    return .any
  }

  static func guessType(ofFunction m: String) -> ExpressionType {
    switch m {
    case "degrees", "radians": return .angle
    case "bezier": return .unitCurve
    case "scale", "move", "push", "asymmetric", "offset": return .transition
    default: return .animation
    }
  }

  static var animationProperties: [String: Animation?] {
    [
      "default": .default, "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
      "spring": .spring, "interactiveSpring": .interactiveSpring, "interpolatingSpring": .interpolatingSpring,
      "smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy,
    ]
  }

  static let unitCurves: [String: UnitCurve] = [
    "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
    "circularEaseIn": .circularEaseIn, "circularEaseOut": .circularEaseOut, "circularEaseInOut": .circularEaseInOut,
  ]

  /// `.m` or `Type.m` without a call.
  static func member<C>(
    _ m: String, of type: ExpressionType, column: Int, evaluator: Evaluator<C>
  ) throws(ExpressionError) -> SceneValue {
    func unknown(_ candidates: some Sequence<String>) -> ExpressionError {
      evaluator.fail(
        "\(spelled(type)) has no member '.\(m)'" + DidYouMean.hint(for: m, among: candidates, prefix: "."), column)
    }
    switch type {
    case .animation:
      if let custom = CustomAnimations.named(m) { return .animation(custom) }
      guard let a = animationProperties[m] else {
        throw unknown(Array(animationProperties.keys) + CustomAnimations.names)
      }
      return .animation(a)
    case .transition:
      guard let t = TransitionBuiltins.properties[m] else { throw unknown(TransitionBuiltins.properties.keys) }
      return .transition(t)
    case .spring:
      let springs: [String: Spring] = ["smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy]
      guard let s = springs[m] else { throw unknown(springs.keys) }
      return .spring(s)
    case .unitCurve:
      guard let c = unitCurves[m] else { throw unknown(unitCurves.keys) }
      return .unitCurve(c)
    case .angle:
      guard m == "zero" else { throw unknown(["zero", "degrees", "radians"]) }
      return .angle(.zero)
    case .unitPoint:
      guard let p = unitPoints[m] else { throw unknown(unitPoints.keys) }
      return .unitPoint(p)
    case .color:
      guard let c = NamedColors.all[m] else { throw unknown(NamedColors.all.keys) }
      return .color(c)
    case .number where m == "zero": return .number(0)
    case .point where m == "zero": return .point(x: 0, y: 0)
    case .size where m == "zero": return .size(width: 0, height: 0)
    default:
      let all = Array(animationProperties.keys) + Array(unitPoints.keys) + Array(NamedColors.all.keys) + ["zero"]
      throw evaluator.fail("unknown member '.\(m)'" + DidYouMean.hint(for: m, among: all, prefix: "."), column)
    }
  }

  /// `.f(…)` or `Type.f(…)`.
  static func callStatic<C>(
    _ m: String, of type: ExpressionType, _ args: [ExpressionNode.Argument], column: Int,
    evaluator: inout Evaluator<C>
  ) throws(ExpressionError) -> SceneValue {
    switch type {
    case .animation:
      guard let overloads = AnimationBuiltins.functions[m] else {
        throw evaluator.fail(
          "Animation has no function '.\(m)(…)'" + DidYouMean.hint(for: m, among: AnimationBuiltins.functions.keys),
          column)
      }
      return try evaluator.bind(m, overloads, args, column: column)
    case .spring:
      let springFunctions: [String: Double] = ["smooth": 0, "snappy": 0.15, "bouncy": 0.3]
      guard let base = springFunctions[m] else {
        throw evaluator.fail(
          "Spring has no function '.\(m)(…)'" + DidYouMean.hint(for: m, among: springFunctions.keys), column)
      }
      return try evaluator.bind(
        m,
        [
          Overload(parameters: [
            .optional("duration", .number, .number(0.5)), .optional("extraBounce", .number, .number(0)),
          ]) { v throws(ExpressionError) in
            try SpringRange.check(duration: v[0]!.number, bounce: base + v[1]!.number, bounceLabel: "extraBounce")
            return .spring(Spring(duration: v[0]!.number, bounce: base + v[1]!.number))
          }
        ], args, column: column)
    case .transition:
      guard let overloads = TransitionBuiltins.functions[m] else {
        throw evaluator.fail(
          "AnyTransition has no function '.\(m)(…)'"
            + DidYouMean.hint(for: m, among: TransitionBuiltins.functions.keys), column)
      }
      return try evaluator.bind(m, overloads, args, column: column)
    case .angle where m == "degrees" || m == "radians":
      return try evaluator.bind(
        m,
        [
          Overload(parameters: [.required(nil, .number)]) { v in
            .angle(m == "degrees" ? .degrees(v[0]!.number) : .radians(v[0]!.number))
          }
        ], args, column: column)
    case .unitCurve where m == "bezier":
      return try evaluator.bind(
        m,
        [
          Overload(parameters: [.required("startControlPoint", .unitPoint), .required("endControlPoint", .unitPoint)]) {
            v in
            guard case .unitPoint(let a) = v[0]!, case .unitPoint(let b) = v[1]! else { return .unitCurve(.linear) }
            return .unitCurve(.bezier(startControlPoint: a, endControlPoint: b))
          }
        ], args, column: column)
    default:
      throw evaluator.fail("\(spelled(type)) has no function '.\(m)(…)'", column)
    }
  }

  /// `value.f(…)`: animation modifiers and `Color.opacity(_:)`.
  static func callMethod<C>(
    _ m: String, on receiver: SceneValue, _ args: [ExpressionNode.Argument], column: Int,
    evaluator: inout Evaluator<C>
  ) throws(ExpressionError) -> SceneValue {
    switch receiver {
    case .animation(let animation):
      guard let a = animation else { throw evaluator.fail("nil has no member '\(m)'", column) }
      let methods: [String: [Overload]] = [
        "delay": [Overload(parameters: [.required(nil, .number)]) { v in .animation(a.delay(v[0]!.number)) }],
        "speed": [
          Overload(parameters: [.required(nil, .number)]) { v throws(ExpressionError) in
            guard v[0]!.number > 0 else {
              throw ExpressionError(message: "speed must be greater than 0, got \(v[0]!.number)", column: 1, source: "")
            }
            return .animation(a.speed(v[0]!.number))
          }
        ],
        "repeatCount": [
          Overload(parameters: [.required(nil, .number), .optional("autoreverses", .bool, .bool(true))]) {
            v throws(ExpressionError) in
            let n = v[0]!.number
            guard n == n.rounded(), n >= 0, n <= 1_000_000 else {
              throw ExpressionError(
                message: "repeatCount takes a whole number from 0 to 1000000, got \(n)", column: 1, source: "")
            }
            return .animation(a.repeatCount(Int(n), autoreverses: v[1]!.bool))
          }
        ],
        "repeatForever": [
          Overload(parameters: [.optional("autoreverses", .bool, .bool(true))]) { v in
            .animation(a.repeatForever(autoreverses: v[0]!.bool))
          }
        ],
        "logicallyComplete": [
          Overload(parameters: [.required("after", .number)]) { v in
            .animation(a.logicallyComplete(after: v[0]!.number))
          }
        ],
      ]
      guard let overloads = methods[m] else {
        throw evaluator.fail(
          "Animation has no modifier '.\(m)(…)'" + DidYouMean.hint(for: m, among: methods.keys), column)
      }
      return try evaluator.bind(m, overloads, args, column: column)
    case .transition(let t):
      let methods = TransitionBuiltins.methods(t)
      guard let overloads = methods[m] else {
        throw evaluator.fail(
          "AnyTransition has no modifier '.\(m)(…)'" + DidYouMean.hint(for: m, among: methods.keys), column)
      }
      return try evaluator.bind(m, overloads, args, column: column)
    case .color(let c) where m == "opacity":
      return try evaluator.bind(
        m,
        [
          Overload(parameters: [.required(nil, .number)]) { v in
            .color(RGBAColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * v[0]!.number))
          }
        ], args, column: column)
    default:
      throw evaluator.fail("\(receiver.kind) has no function '\(m)(…)'", column)
    }
  }

  /// `Type(…)`.
  static func callConstructor<C>(
    _ name: String, _ args: [ExpressionNode.Argument], column: Int,
    evaluator: inout Evaluator<C>
  ) throws(ExpressionError) -> SceneValue {
    guard let overloads = Constructors.all(keyframeValue: evaluator.keyframeValue)[name] else {
      let known = Constructors.all(keyframeValue: .any).keys
      throw evaluator.fail(
        "unknown function '\(name)'" + DidYouMean.hint(for: name, among: Array(known) + evaluator.context.names), column
      )
    }
    return try evaluator.bind(name, overloads, args, column: column)
  }
}

extension SceneValue {
  /// The number inside (0 for anything else: binding has already checked the type).
  var number: Double {
    if case .number(let x) = self { return x }
    return 0
  }
  /// The Bool inside.
  var bool: Bool {
    if case .bool(let b) = self { return b }
    return false
  }
}

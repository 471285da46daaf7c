import Keyframes

/// `Type(…)` calls: values, springs and the four keyframe kinds.
enum Constructors {
  static func n(_ x: Double) -> SceneValue { .number(x) }

  static func keyframes(_ value: ExpressionType) -> [String: [Overload]] {
    @Sendable func spec(_ kind: KeyframeSpec.Kind, _ v: [SceneValue?], duration: SceneValue?) -> KeyframeSpec {
      var k = KeyframeSpec(kind: kind, to: v[0]!)
      if let d = duration, !d.isNilDefault { k.duration = d.number }
      return k
    }
    @Sendable func optional(_ v: SceneValue?) -> SceneValue? { v.flatMap { $0.isNilDefault ? nil : $0 } }
    return [
      "LinearKeyframe": [
        Overload(parameters: [
          .required(nil, value), .required("duration", .number),
          .optional("timingCurve", .unitCurve, .unitCurve(.linear)),
        ]) { v in
          var k = spec(.linear, v, duration: v[1])
          if case .unitCurve(let c) = v[2]! { k.timingCurve = c }
          return .keyframe(k)
        }
      ],
      "CubicKeyframe": [
        Overload(parameters: [
          .required(nil, value), .required("duration", .number),
          .nilDefault("startVelocity", value), .nilDefault("endVelocity", value),
        ]) { v in
          var k = spec(.cubic, v, duration: v[1])
          k.startVelocity = optional(v[2])
          k.endVelocity = optional(v[3])
          return .keyframe(k)
        }
      ],
      "SpringKeyframe": [
        Overload(parameters: [
          .required(nil, value), .nilDefault("duration", .number),
          .optional("spring", .spring, .spring(Spring())),
          .nilDefault("startVelocity", value),
        ]) { v in
          var k = spec(.spring, v, duration: v[1])
          if case .spring(let s) = v[2]! { k.spring = s }
          k.startVelocity = optional(v[3])
          return .keyframe(k)
        }
      ],
      "MoveKeyframe": [
        Overload(parameters: [.required(nil, value)]) { v in
          .keyframe(KeyframeSpec(kind: .move, to: v[0]!, duration: 0))
        }
      ],
    ]
  }

  static func all(keyframeValue: ExpressionType) -> [String: [Overload]] {
    var table: [String: [Overload]] = [
      "Angle": [
        Overload(parameters: [.required("degrees", .number)]) { v in .angle(.degrees(v[0]!.number)) },
        Overload(parameters: [.required("radians", .number)]) { v in .angle(.radians(v[0]!.number)) },
      ],
      "UnitPoint": [
        Overload(parameters: [.required("x", .number), .required("y", .number)]) { v in
          .unitPoint(UnitPoint(x: v[0]!.number, y: v[1]!.number))
        }
      ],
      "CGPoint": [
        Overload(parameters: [.required("x", .number), .required("y", .number)]) { v in
          .point(x: v[0]!.number, y: v[1]!.number)
        }
      ],
      "CGSize": [
        Overload(parameters: [.required("width", .number), .required("height", .number)]) { v in
          .size(width: v[0]!.number, height: v[1]!.number)
        }
      ],
      "Color": [
        Overload(parameters: [
          .required("red", .number), .required("green", .number), .required("blue", .number),
          .optional("opacity", .number, n(1)),
        ]) { v in
          .color(RGBAColor(red: v[0]!.number, green: v[1]!.number, blue: v[2]!.number, alpha: v[3]!.number))
        },
        Overload(parameters: [.required("white", .number), .optional("opacity", .number, n(1))]) { v in
          .color(RGBAColor(red: v[0]!.number, green: v[0]!.number, blue: v[0]!.number, alpha: v[1]!.number))
        },
        Overload(parameters: [.required(nil, .string)]) { v in
          guard case .string(let s) = v[0]!, let c = NamedColors.parse(s) else { return .color(.clear) }
          return .color(c)
        },
      ],
      "Spring": [
        Overload(parameters: [.optional("duration", .number, n(0.5)), .optional("bounce", .number, n(0))]) {
          v throws(ExpressionError) in
          try SpringRange.check(duration: v[0]!.number, bounce: v[1]!.number)
          return .spring(Spring(duration: v[0]!.number, bounce: v[1]!.number))
        },
        Overload(parameters: [.required("response", .number), .required("dampingRatio", .number)]) {
          v throws(ExpressionError) in
          try SpringRange.check(response: v[0]!.number, damping: v[1]!.number, dampingLabel: "dampingRatio")
          return .spring(Spring(response: v[0]!.number, dampingRatio: v[1]!.number))
        },
        Overload(parameters: [
          .optional("mass", .number, n(1)), .required("stiffness", .number),
          .required("damping", .number), .optional("allowOverDamping", .bool, .bool(false)),
        ]) { v throws(ExpressionError) in
          try SpringRange.check(mass: v[0]!.number, stiffness: v[1]!.number, damping: v[2]!.number)
          return .spring(
            Spring(mass: v[0]!.number, stiffness: v[1]!.number, damping: v[2]!.number, allowOverDamping: v[3]!.bool))
        },
      ],
    ]
    for (k, v) in keyframes(keyframeValue) { table[k] = v }
    for (k, v) in TextBuiltins.constructors { table[k] = v }
    for (k, v) in layouts { table[k] = v }
    return table
  }

  /// `HStackLayout(alignment:spacing:)`, `VStackLayout(alignment:spacing:)`, `ZStackLayout(alignment:)`
  /// and `AnyLayout(_:)`.
  static let layouts: [String: [Overload]] = {
    @Sendable func stack(_ axis: StackLayout.Axis, _ v: [SceneValue?], spacing: Int?) -> SceneValue {
      guard case .unitPoint(let a) = v[0]! else { return .layout(StackLayout(axis: axis)) }
      let s = spacing.map { v[$0]!.isNilDefault ? StackLayout.defaultSpacing : v[$0]!.number } ?? 0
      return .layout(StackLayout(axis: axis, spacing: s, alignment: a))
    }
    let center = SceneValue.unitPoint(.center)
    return [
      "HStackLayout": [
        Overload(parameters: [.optional("alignment", .unitPoint, center), .nilDefault("spacing", .number)]) { v in
          stack(.horizontal, v, spacing: 1)
        }
      ],
      "VStackLayout": [
        Overload(parameters: [.optional("alignment", .unitPoint, center), .nilDefault("spacing", .number)]) { v in
          stack(.vertical, v, spacing: 1)
        }
      ],
      "ZStackLayout": [
        Overload(parameters: [.optional("alignment", .unitPoint, center)]) { v in stack(.depth, v, spacing: nil) }
      ],
      "AnyLayout": [Overload(parameters: [.required(nil, .layout)]) { v in v[0]! }],
    ]
  }()
}

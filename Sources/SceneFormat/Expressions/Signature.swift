/// One parameter of a built-in function: its label (`nil` for `_`), its type and its default.
struct Parameter: Sendable {
  var label: String?
  var type: ExpressionType
  var defaultValue: SceneValue?

  static func required(_ label: String?, _ type: ExpressionType) -> Parameter { Parameter(label: label, type: type) }
  static func optional(_ label: String?, _ type: ExpressionType, _ value: SceneValue) -> Parameter {
    Parameter(label: label, type: type, defaultValue: value)
  }
  /// A parameter whose default is `nil` (for example a keyframe's optional velocity).
  static func nilDefault(_ label: String?, _ type: ExpressionType) -> Parameter {
    Parameter(label: label, type: type, defaultValue: .record(["__nil": .bool(true)]))
  }
}

/// A built-in function's overload: its parameters and what it makes from bound arguments.
struct Overload: Sendable {
  var parameters: [Parameter]
  var make: @Sendable ([SceneValue?]) throws(ExpressionError) -> SceneValue

  /// Swift's rule: arguments match parameters in order; a defaulted parameter may be skipped.
  /// Answers the parameter index of each argument, or `nil` if the labels do not fit.
  func match(_ labels: [String?]) -> [Int]? {
    var result: [Int] = []
    var p = 0
    for label in labels {
      while p < parameters.count, parameters[p].label != label, parameters[p].defaultValue != nil { p += 1 }
      guard p < parameters.count, parameters[p].label == label else { return nil }
      result.append(p)
      p += 1
    }
    while p < parameters.count {
      if parameters[p].defaultValue == nil { return nil }
      p += 1
    }
    return result
  }

  /// How the call should have been written, e.g. `spring(duration:bounce:blendDuration:)`.
  func spelled(_ name: String) -> String {
    name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }
}

extension SceneValue {
  /// Whether this is the marker of a parameter left at its `nil` default.
  var isNilDefault: Bool {
    if case .record(let r) = self, r["__nil"] != nil { return true }
    return false
  }
}

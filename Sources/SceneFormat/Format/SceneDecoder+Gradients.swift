import Foundation
import Keyframes

extension SceneDecoder {
  /// `fill: { linearGradient: { colors: [...], startPoint: .top, endPoint: .bottom } }`, or `stops:
  /// [{ color:, location: }]` instead of `colors`, and the other gradients with SwiftUI's parameters and
  /// defaults.
  func gradient(_ node: YAMLValue) throws(SceneError) -> GradientSpec {
    let kinds = GradientSpec.Kind.allCases.map(\.rawValue)
    let outer = try node.fields(allowed: kinds)
    guard outer.count == 1, let (name, body) = outer.first, let kind = GradientSpec.Kind(rawValue: name) else {
      throw node.error("a gradient fill is one of " + kinds.joined(separator: ", "))
    }
    let parameterTypes: [String: ExpressionType]
    let defaults: [String: SceneValue]
    switch kind {
    case .linearGradient:
      parameterTypes = ["startPoint": .unitPoint, "endPoint": .unitPoint]
      defaults = ["startPoint": .unitPoint(.top), "endPoint": .unitPoint(.bottom)]
    case .radialGradient:
      parameterTypes = ["center": .unitPoint, "startRadius": .number, "endRadius": .number]
      defaults = ["center": .unitPoint(.center), "startRadius": .number(0)]
    case .ellipticalGradient:
      parameterTypes = ["center": .unitPoint, "startRadiusFraction": .number, "endRadiusFraction": .number]
      defaults = ["center": .unitPoint(.center), "startRadiusFraction": .number(0), "endRadiusFraction": .number(0.5)]
    case .angularGradient:
      parameterTypes = ["center": .unitPoint, "startAngle": .angle, "endAngle": .angle]
      defaults = ["center": .unitPoint(.center), "startAngle": .angle(.zero), "endAngle": .angle(.degrees(360))]
    }
    let f = try body.fields(allowed: ["colors", "stops"] + parameterTypes.keys.sorted())
    var stops: [(color: ValueSpec, location: Double?)] = []
    if let colors = f["colors"] {
      for c in try colors.sequence() { stops.append((try valueSpec(c, type: .color), nil)) }
    } else if let list = f["stops"] {
      for s in try list.sequence() {
        let sf = try s.fields(allowed: ["color", "location"])
        guard let c = sf["color"], let l = sf["location"] else { throw s.error("a stop needs 'color' and 'location'") }
        let location = try l.number()
        guard location >= 0, location <= 1 else {
          throw l.error("a stop's location is between 0 and 1, got \(location)")
        }
        stops.append((try valueSpec(c, type: .color), location))
      }
    } else {
      throw body.error("\(name) needs 'colors' or 'stops'")
    }
    guard stops.count >= 2 else { throw body.error("\(name) needs at least two colours") }
    let location = SourceLocation(file: file, line: body.line, column: body.column, path: body.path)
    var parameters: [String: ValueSpec] = [:]
    for (key, type) in parameterTypes {
      if let n = f[key] {
        parameters[key] = try valueSpec(n, type: type)
      } else if let d = defaults[key] {
        parameters[key] = .constant(d, location)
      } else {
        throw body.error("\(name) needs '\(key)'")
      }
    }
    return GradientSpec(kind: kind, stops: stops, parameters: parameters)
  }
}

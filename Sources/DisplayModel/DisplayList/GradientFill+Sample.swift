import Keyframes

extension GradientFill {
  /// The gradient as `sample` lists it, as drawn: each stop's colour in linear light, premultiplied
  /// (`gradient.stops[0].r`, `.g`, `.b`, `.a`), then its parameters by name in alphabetical order (`center`,
  /// `endAngle.radians`, `endPoint`, `endRadius`, … with `.x`/`.y` for a point).
  package var sampledValues: [(String, Double)] {
    var values: [(String, Double)] = []
    for (i, stop) in stops.enumerated() {
      values += zip(["r", "g", "b", "a"], stop.color.linearPremultiplied).map { ("gradient.stops[\(i)].\($0)", $1) }
    }
    func point(_ name: String, _ p: UnitPoint) -> [(String, Double)] {
      [("gradient.\(name).x", Double(p.x)), ("gradient.\(name).y", Double(p.y))]
    }
    switch kind {
    case .linear(let start, let end): values += point("endPoint", end) + point("startPoint", start)
    case .radial(let center, let r0, let r1):
      values += point("center", center) + [("gradient.endRadius", r1), ("gradient.startRadius", r0)]
    case .elliptical(let center, let f0, let f1):
      values += point("center", center) + [("gradient.endRadiusFraction", f1), ("gradient.startRadiusFraction", f0)]
    case .angular(let center, let a0, let a1):
      values += point("center", center) + [("gradient.endAngle.radians", a1), ("gradient.startAngle.radians", a0)]
    case .mesh(_, _, let points, _):
      values += points.enumerated().flatMap { point("points[\($0.offset)]", $0.element) }
    }
    return values
  }
}

import Foundation
import Keyframes

extension SceneDecoder {
  static let modifierNames = ["offset", "scaleEffect", "rotationEffect", "opacity", "blur", "foregroundColor", "fill",
                              "phaseAnimator", "keyframeAnimator", "animation"]

  func modifiers(_ node: YAMLValue, stateNames: [String]) throws(SceneError) -> [ModifierSpec] {
    var result: [ModifierSpec] = []
    for item in try node.sequence() {
      let entries = try item.mapping()
      guard entries.count == 1, let (name, value) = entries.first else {
        throw item.error("each modifier is a one-key mapping such as '- opacity: 0.5'")
      }
      result.append(try modifier(name, value, key: item.keyNode(for: name) ?? value, stateNames: stateNames))
    }
    return result
  }

  func modifier(_ name: String, _ v: YAMLValue, key: YAMLValue, stateNames: [String]) throws(SceneError) -> ModifierSpec {
    let location = SourceLocation(file: file, line: v.line, column: v.column, path: v.path)
    func number(_ x: Double) -> ValueSpec { .constant(.number(x), location) }
    let center = ValueSpec.constant(.unitPoint(.center), location)
    switch name {
    case "offset":
      if v.isSequence {
        let items = try v.sequence()
        guard items.count == 2 else { throw v.error("offset takes [x, y] or {x:, y:}") }
        return .offset(x: try valueSpec(items[0], type: .number), y: try valueSpec(items[1], type: .number))
      }
      let f = try v.fields(allowed: ["x", "y"])
      return .offset(x: try f["x"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .number) } ?? number(0),
                     y: try f["y"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .number) } ?? number(0))
    case "scaleEffect":
      if !v.isMapping {
        let s = try valueSpec(v, type: .number)
        return .scaleEffect(x: s, y: s, anchor: center)
      }
      let f = try v.fields(allowed: ["x", "y", "anchor"])
      return .scaleEffect(x: try f["x"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .number) } ?? number(1),
                          y: try f["y"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .number) } ?? number(1),
                          anchor: try f["anchor"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .unitPoint) } ?? center)
    case "rotationEffect":
      if !v.isMapping { return .rotationEffect(angle: try valueSpec(v, type: .angle), anchor: center) }
      let f = try v.fields(allowed: ["angle", "anchor"])
      guard let a = f["angle"] else { throw v.error("rotationEffect needs 'angle'") }
      return .rotationEffect(angle: try valueSpec(a, type: .angle),
                             anchor: try f["anchor"].map { (n: YAMLValue) throws(SceneError) in try valueSpec(n, type: .unitPoint) } ?? center)
    case "opacity":
      return .opacity(try valueSpec(v, type: .number))
    case "blur":
      if !v.isMapping { return .blur(try valueSpec(v, type: .number)) }
      let f = try v.fields(allowed: ["radius"])
      guard let r = f["radius"] else { throw v.error("blur needs 'radius'") }
      return .blur(try valueSpec(r, type: .number))
    case "foregroundColor", "fill":
      return .color(try valueSpec(v, type: .color))
    case "keyframeAnimator":
      return .keyframeAnimator(try keyframeAnimator(v, stateNames: stateNames))
    case "phaseAnimator":
      return .phaseAnimator(try phaseAnimator(v, stateNames: stateNames))
    case "animation":
      let f = try v.fields(allowed: ["animation", "value"])
      guard let a = f["animation"] else { throw v.error("animation needs 'animation' (an Animation or nil)") }
      guard let valueNode = f["value"] else { throw v.error("animation needs 'value' (the state it watches)") }
      let watched = try valueNode.string()
      guard stateNames.contains(watched) || watched == "phase" else {
        throw valueNode.error("'\(watched)' is not in state" + DidYouMean.hint(for: watched, among: stateNames))
      }
      return .animation(try valueSpec(a, type: .animation), value: watched, location: location)
    default:
      throw key.error("unknown modifier '\(name)'" + DidYouMean.hint(for: name, among: Self.modifierNames))
    }
  }
}

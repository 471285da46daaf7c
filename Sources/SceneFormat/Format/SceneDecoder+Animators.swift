import Foundation
import Keyframes

extension SceneDecoder {
  /// The expression type of a value's kind (what keyframes to it must be).
  static func type(of value: SceneValue) -> ExpressionType {
    switch value {
    case .number: return .number
    case .angle: return .angle
    case .point: return .point
    case .size: return .size
    case .color: return .color
    case .unitPoint: return .unitPoint
    default: return .any
    }
  }

  func keyframeAnimator(_ v: YAMLValue, stateNames: [String]) throws(SceneError) -> KeyframeAnimatorSpec {
    let f = try v.fields(allowed: ["initialValue", "trigger", "repeating", "content", "keyframes"])
    let location = SourceLocation(file: file, line: v.line, column: v.column, path: v.path)
    guard let initialNode = f["initialValue"] else { throw v.error("keyframeAnimator needs 'initialValue'") }
    var initial: [(String, SceneValue)] = []
    if initialNode.isMapping {
      for (name, fieldNode) in try initialNode.mapping() {
        let value = try constant(fieldNode)
        guard value.animatableComponents != nil else {
          throw fieldNode.error("\(value.kind) cannot be animated by keyframes")
        }
        initial.append((name, value))
      }
      guard !initial.isEmpty else { throw initialNode.error("initialValue has no fields") }
    } else {
      let value = try constant(initialNode)
      guard value.animatableComponents != nil else {
        throw initialNode.error("\(value.kind) cannot be animated by keyframes")
      }
      initial = [("", value)]
    }
    if f["trigger"] != nil && f["repeating"] != nil { throw v.error("use either 'trigger' or 'repeating', not both") }
    var trigger: String? = nil
    if let t = f["trigger"] {
      trigger = try t.string()
      guard stateNames.contains(trigger!) else {
        throw t.error("trigger '\(trigger!)' is not in state" + DidYouMean.hint(for: trigger!, among: stateNames))
      }
    }
    let repeating = try f["repeating"]?.bool() ?? true
    let content =
      try f["content"].map { (n: YAMLValue) throws(SceneError) in try modifiers(n, stateNames: stateNames) } ?? []
    guard let keyframesNode = f["keyframes"] else { throw v.error("keyframeAnimator needs 'keyframes'") }
    var spec = KeyframeAnimatorSpec(
      initialValue: initial, trigger: trigger, repeating: repeating, content: content,
      tracks: [], location: location)
    let single = spec.isSingleValue
    var trackNodes: [(String, YAMLValue, YAMLValue)] = []
    if keyframesNode.isMapping {
      for (path, list) in try keyframesNode.mapping() {
        trackNodes.append((path, list, keyframesNode.keyNode(for: path) ?? list))
      }
    } else {
      let items = try keyframesNode.sequence()
      if single
        || items.first.map({
          !$0.isMapping || (try? $0.mapping().count) != 1 || (try? $0.mapping().first?.value.isSequence) != true
        }) == true
      {
        guard single else {
          throw keyframesNode.error("keyframes is a mapping of field: [keyframes] (or a list of one-key mappings)")
        }
        trackNodes.append(("", keyframesNode, keyframesNode))
      } else {
        for item in items {
          let entries = try item.mapping()
          guard entries.count == 1 else { throw item.error("each entry is one field: [keyframes]") }
          trackNodes.append((entries[0].key, entries[0].value, item.keyNode(for: entries[0].key) ?? item))
        }
      }
    }
    for (path, list, keyNode) in trackNodes {
      let valueType = try trackType(path, initial: initial, at: keyNode)
      var keyframes: [KeyframeSpec] = []
      for item in try list.sequence() { keyframes.append(try keyframe(item, valueType: valueType)) }
      spec.tracks.append(
        (path, keyframes, SourceLocation(file: file, line: keyNode.line, column: keyNode.column, path: keyNode.path)))
    }
    return spec
  }

  /// The value type a track's keyframes must have: the field's, or a component's for `field.x`.
  func trackType(
    _ path: String, initial: [(String, SceneValue)], at node: YAMLValue
  ) throws(SceneError) -> ExpressionType {
    if path.isEmpty { return Self.type(of: initial[0].1) }
    if initial.count == 1 && initial[0].0.isEmpty {
      // Tracks on a component of a single value: `x` of a CGPoint.
      guard Self.componentIndex(path, of: initial[0].1) != nil else {
        throw node.error("'\(path)' is not a component of \(initial[0].1.kind) (use x/y, width/height)")
      }
      return .number
    }
    let parts = path.split(separator: ".").map(String.init)
    guard let field = initial.first(where: { $0.0 == parts[0] }) else {
      throw node.error(
        "'\(parts[0])' is not a field of initialValue" + DidYouMean.hint(for: parts[0], among: initial.map(\.0)))
    }
    if parts.count == 1 { return Self.type(of: field.1) }
    guard parts.count == 2, Self.componentIndex(parts[1], of: field.1) != nil else {
      throw node.error("'\(path)' is not a component of \(field.1.kind) (use .x/.y, .width/.height)")
    }
    return .number
  }

  static func componentIndex(_ name: String, of value: SceneValue) -> Int? {
    switch (value, name) {
    case (.point, "x"), (.size, "width"), (.unitPoint, "x"): return 0
    case (.point, "y"), (.size, "height"), (.unitPoint, "y"): return 1
    default: return nil
    }
  }

  func keyframe(_ node: YAMLValue, valueType: ExpressionType) throws(SceneError) -> KeyframeSpec {
    let spec: KeyframeSpec
    if node.isMapping {
      let f = try node.fields(allowed: [
        "kind", "value", "duration", "timingCurve", "spring", "startVelocity", "endVelocity",
      ])
      guard let kindNode = f["kind"], let valueNode = f["value"] else {
        throw node.error("a keyframe mapping needs 'kind' and 'value'")
      }
      let kindName = try kindNode.string()
      guard let kind = KeyframeSpec.Kind(rawValue: kindName.prefix(1).uppercased() + kindName.dropFirst()) else {
        throw kindNode.error(
          "unknown keyframe kind '\(kindName)'"
            + DidYouMean.hint(for: kindName, among: ["linear", "cubic", "spring", "move"]))
      }
      var k = KeyframeSpec(
        kind: kind, to: try constant(valueNode, type: valueType), duration: try f["duration"]?.number())
      if let c = f["timingCurve"], case .unitCurve(let curve) = try constant(c, type: .unitCurve) {
        k.timingCurve = curve
      }
      if let s = f["spring"], case .spring(let spring) = try constant(s, type: .spring) { k.spring = spring }
      k.startVelocity = try f["startVelocity"].map { (n: YAMLValue) throws(SceneError) in
        try constant(n, type: valueType)
      }
      k.endVelocity = try f["endVelocity"].map { (n: YAMLValue) throws(SceneError) in try constant(n, type: valueType) }
      if kind != .move && kind != .spring && k.duration == nil {
        throw node.error("a \(kindName) keyframe needs 'duration'")
      }
      spec = k
    } else {
      let e = try node.expression()
      let value: SceneValue
      do { value = try e.evaluate(in: [String: SceneValue](), expecting: .keyframe, keyframeValue: valueType) } catch {
        throw node.expressionError(error)
      }
      guard case .keyframe(let k) = value else {
        throw node.error("expected a keyframe such as LinearKeyframe(1.0, duration: 0.5)")
      }
      spec = k
    }
    if let d = spec.duration, !(d >= 0 && d.isFinite) {
      throw node.error("keyframe duration must be a finite number ≥ 0, got \(d)")
    }
    guard valueType == .any || Self.type(of: spec.to) == valueType else {
      throw node.error("keyframe value is \(spec.to.kind) but the track animates \(Builtins.spelled(valueType))")
    }
    return spec
  }

  func phaseAnimator(_ v: YAMLValue, stateNames: [String]) throws(SceneError) -> PhaseAnimatorSpec {
    let f = try v.fields(allowed: ["phases", "trigger", "properties", "content", "animation"])
    let location = SourceLocation(file: file, line: v.line, column: v.column, path: v.path)
    guard let phasesNode = f["phases"] else { throw v.error("phaseAnimator needs 'phases'") }
    var phases: [SceneValue] = []
    for p in try phasesNode.sequence() {
      switch p.scalar {
      case .number(let d): phases.append(.number(d))
      case .bool(let b): phases.append(.bool(b))
      case .string(let s, _): phases.append(.string(s.hasPrefix(".") ? String(s.dropFirst()) : s))
      default: throw p.error("a phase is a number, a Boolean or a name, got \(p.kindName)")
      }
    }
    guard !phases.isEmpty else { throw phasesNode.error("phases must not be empty") }
    func name(_ p: SceneValue) -> String {
      switch p {
      case .string(let s): return s
      case .number(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
      case .bool(let b): return String(b)
      default: return "\(p)"
      }
    }
    let names = phases.map(name)
    var trigger: String? = nil
    if let t = f["trigger"] {
      trigger = try t.string()
      guard stateNames.contains(trigger!) else {
        throw t.error("trigger '\(trigger!)' is not in state" + DidYouMean.hint(for: trigger!, among: stateNames))
      }
    }
    var properties: [(String, [SceneValue])] = []
    if let props = f["properties"] {
      for (prop, table) in try props.mapping() {
        var values: [SceneValue?] = Array(repeating: nil, count: phases.count)
        for (phaseName, valueNode) in try table.mapping() {
          guard let i = names.firstIndex(of: phaseName) else {
            throw (table.keyNode(for: phaseName) ?? valueNode).error(
              "'\(phaseName)' is not a phase" + DidYouMean.hint(for: phaseName, among: names))
          }
          values[i] = try constant(valueNode)
        }
        if let missing = values.firstIndex(where: { $0 == nil }) {
          throw table.error("property '\(prop)' has no value for phase '\(names[missing])'")
        }
        properties.append((prop, values.map { $0! }))
      }
    }
    let content =
      try f["content"].map { (n: YAMLValue) throws(SceneError) in try modifiers(n, stateNames: stateNames) } ?? []
    var animation = PhaseAnimatorSpec.AnimationChoice.perPhase(Array(repeating: nil, count: phases.count))
    if let a = f["animation"] {
      if a.isMapping {
        var table: [ValueSpec?] = Array(repeating: nil, count: phases.count)
        for (phaseName, valueNode) in try a.mapping() {
          guard let i = names.firstIndex(of: phaseName) else {
            throw (a.keyNode(for: phaseName) ?? valueNode).error(
              "'\(phaseName)' is not a phase" + DidYouMean.hint(for: phaseName, among: names))
          }
          table[i] = try valueSpec(valueNode, type: .animation)
        }
        animation = .perPhase(table)
      } else {
        animation = .expression(try valueSpec(a, type: .animation))
      }
    }
    return PhaseAnimatorSpec(
      phases: phases, trigger: trigger, properties: properties, content: content,
      animation: animation, location: location)
  }
}

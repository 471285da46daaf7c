import Foundation
import Keyframes
import SceneFormat

extension SceneLint {
  /// Modifiers still moving when the clip ends (only an explicit `duration` can cut one short): the last
  /// time the runtime's history brought each to rest (its `removed` marks; `.infinity` for one that never
  /// rests), on the layer `sample` lists it by.
  func stillMovingWarnings() -> [SceneWarning] {
    let ids = scene.layerIDs
    var rest: [String: (layer: Int, quantity: String, time: Double)] = [:]
    for mark in scene.marks() where mark.kind == .removed {
      guard let layer = mark.layer, let quantity = mark.quantity, ids.indices.contains(layer) else { continue }
      let key = "\(layer) \(quantity)"
      if rest[key].map({ mark.time > $0.time }) ?? true { rest[key] = (layer, quantity, mark.time) }
    }
    var warnings: [SceneWarning] = []
    for entry in rest.values.sorted(by: { ($0.layer, $0.quantity) < ($1.layer, $1.quantity) })
    where entry.time > duration + 1e-9 {
      guard let index = layerIndex(id: ids[entry.layer]) else { continue }
      let (name, location, cycles) = place(of: entry.quantity, in: document.layers[index])
      guard !cycles else { continue }
      let rest =
        entry.time.isFinite ? "it comes to rest at \(Self.seconds(entry.time))" : "it never comes to rest"
      warnings.append(
        location.warning(
          .stillMoving,
          "'\(name)' of \(layerName(index)) is still moving when the clip ends at \(Self.seconds(duration)); \(rest)"
        ))
    }
    return warnings
  }

  /// The modifier `sample` names `quantity` (`scaleEffect`, `scaleEffect#2` for the second, `presence` for
  /// a transition) in `layer` or its children, where the file writes its first value, and whether a phase
  /// animator without a trigger moves it (its phases cycle for as long as the view is there: a clip that
  /// ends while it moves is a loop, not a mistake).
  func place(of quantity: String, in layer: LayerSpec) -> (name: String, location: SourceLocation, cycles: Bool) {
    let parts = quantity.split(separator: "#", maxSplits: 1)
    let name = parts.first.map { $0 == "presence" ? "transition" : String($0) } ?? quantity
    let ordinal = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
    var seen = 0
    func search(_ layer: LayerSpec, scope: PhaseAnimatorSpec?) -> (SourceLocation, Bool)? {
      func walk(_ list: [ModifierSpec], content: PhaseAnimatorSpec?) -> (SourceLocation, Bool)? {
        for m in list {
          if case .phaseAnimator(let p) = m, let found = walk(p.content, content: p) { return found }
          if case .keyframeAnimator(let k) = m, let found = walk(k.content, content: content) { return found }
          guard m.name == name else { continue }
          seen += 1
          guard seen == ordinal else { continue }
          let readsPhase = m.valueSpecs.contains { $0.names.contains("phase") }
          let driver = content ?? (readsPhase ? scope : nil)
          return (m.valueSpecs.first?.location ?? layer.location, driver.map { $0.trigger == nil } ?? false)
        }
        return nil
      }
      if let found = walk(layer.modifiers, content: nil) { return found }
      guard case .group(let children) = layer.content else { return nil }
      let inner = layer.modifiers.reduce(scope) { scope, m in
        if case .phaseAnimator(let p) = m { return p }
        return scope
      }
      for child in children {
        if let found = search(child, scope: inner) { return found }
      }
      return nil
    }
    let (location, cycles) = search(layer, scope: nil) ?? (layer.location, false)
    return (name, location, cycles)
  }

  /// Keyframe animators whose last run, started by their trigger within the clip, ends after it.
  func keyframeRunWarnings() -> [SceneWarning] {
    keyframeAnimators.compactMap { spec in
      guard let trigger = spec.trigger, let start = log.changes(of: trigger).last(where: { $0 <= duration })
      else { return nil }
      let length = spec.timeline(from: spec.initialFields, velocity: .zero).duration
      guard length <= duration, start + length > duration + 1e-9 else { return nil }
      return spec.location.warning(
        .stillMoving,
        """
        this keyframe animator is still running when the clip ends at \(Self.seconds(duration)); its run from \
        \(Self.seconds(start)) ends at \(Self.seconds(start + length))
        """)
    }
  }

  /// When keyframe animator `spec` first runs (its trigger's first change, else at 0) and its timeline.
  func firstRun(_ spec: KeyframeAnimatorSpec) -> (start: Double, timeline: KeyframeTimeline<KeyframeFields>) {
    let start = spec.trigger.flatMap { log.changes(of: $0).first } ?? 0
    return (start, spec.timeline(from: spec.initialFields, velocity: .zero))
  }

  /// Keyframe tracks longer than the clip.
  func trackWarnings() -> [SceneWarning] {
    var warnings: [SceneWarning] = []
    for spec in keyframeAnimators {
      let boundaries = firstRun(spec).timeline.trackBoundaries
      let tracks = spec.tracks.filter { !$0.keyframes.isEmpty }
      guard boundaries.count == tracks.count else { continue }
      for (track, ends) in zip(tracks, boundaries) {
        guard let length = ends.last, length > duration + 1e-9 else { continue }
        let name = track.path.isEmpty ? "value" : track.path
        warnings.append(
          track.location.warning(
            .trackLongerThanClip,
            "track '\(name)' lasts \(Self.seconds(length)), longer than the clip (\(Self.seconds(duration))); "
              + "the rest is never drawn"
          ))
      }
    }
    return warnings
  }

  /// Animators whose trigger never changes within the clip.
  func triggerWarnings() -> [SceneWarning] {
    var warnings: [SceneWarning] = []
    func check(_ trigger: String?, _ location: SourceLocation, _ what: String) {
      guard let trigger, !log.changes(of: trigger).contains(where: { $0 <= duration }) else { return }
      warnings.append(
        location.warning(
          .triggerNeverChanges,
          "the trigger '\(trigger)' never changes during the clip, so this \(what) never runs",
          path: location.path + ".trigger"))
    }
    for spec in keyframeAnimators { check(spec.trigger, spec.location, "keyframe animator") }
    for (spec, _) in phaseAnimators { check(spec.trigger, spec.location, "phase animator") }
    return warnings
  }

  /// Phase animators whose content draws the same in every phase: no value of its content's modifiers,
  /// nor of a group's children that read `phase`, differs between phases in the initial state.
  func phaseWarnings() -> [SceneWarning] {
    let initial = Dictionary(document.state, uniquingKeysWith: { $1 })
    var warnings: [SceneWarning] = []
    for (spec, layer) in phaseAnimators where spec.phases.count > 1 {
      let specs = Self.phaseValueSpecs(spec, layer: layer)
      let differ = specs.contains { value in
        let each = spec.phases.indices.map { p in
          try? value.evaluate(ExpressionEnvironment(state: initial, extra: ["phase": spec.phaseValue(p)]))
        }
        return each.contains { $0 == nil || $0 != each[0] }
      }
      guard !differ else { continue }
      warnings.append(
        spec.location.warning(
          .phasesIdentical,
          "the \(spec.phases.count) phases of this phase animator never differ in what is drawn: no modifier in its "
            + "content changes with 'phase'"
        ))
    }
    return warnings
  }

  /// The values phase animator `spec` of `layer` moves: its content's, and those of a group's children
  /// that read `phase`.
  static func phaseValueSpecs(_ spec: PhaseAnimatorSpec, layer: LayerSpec) -> [ValueSpec] {
    var specs = spec.content.flatMap(\.valueSpecs)
    if case .group(let children) = layer.content {
      specs += children.flatMap(valueSpecs).filter { $0.names.contains("phase") }
    }
    return specs
  }

  /// Every value `layer` and its children read: their own keys and their modifiers'.
  static func valueSpecs(_ layer: LayerSpec) -> [ValueSpec] {
    var specs = modifiers(of: layer).flatMap(\.valueSpecs)
    specs += [layer.fill, layer.foregroundColor, layer.stroke?.color, layer.condition, layer.fontSizeExpression]
      .compactMap { $0 }
    specs += layer.position.map { [$0.x, $0.y] } ?? []
    switch layer.content {
    case .text(let v), .emoji(let v), .symbol(let v, _): specs.append(v)
    case .group(let children): specs += children.flatMap(valueSpecs)
    default: break
    }
    return specs
  }
}

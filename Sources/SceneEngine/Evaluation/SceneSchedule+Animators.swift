import Foundation
import Keyframes

extension SceneSchedule {
  /// Builds keyframe playbacks and phase engines from the triggers the events produced.
  mutating func buildAnimators(_ document: SceneDocument, _ program: SceneProgram, horizon: Double?) throws(SceneError)
  {
    let initialState = states[0].state
    for spec in program.keyframeSpecs {
      let mode: KeyframeAnimatorPlayback<KeyframeFields>.Mode =
        spec.trigger.map { .triggered(triggers[$0] ?? []) } ?? .repeating(spec.repeating)
      let playback = KeyframeAnimatorPlayback(initialValue: spec.initialFields, mode: mode) { _, start, velocity in
        spec.timeline(from: start, velocity: velocity)
      }
      if case .repeating(true) = mode, playback.runs[0].timeline.duration <= 0 {
        throw spec.location.error("a repeating keyframe animator needs keyframes with a duration")
      }
      playbacks.append(playback)
    }
    for (a, spec) in program.phaseSpecs.enumerated() {
      let channelIndices = program.phaseChannels[a]
      var values: [[AnimatableVector]] = []
      for c in channelIndices {
        var perPhase: [AnimatableVector] = []
        for p in spec.phases.indices {
          perPhase.append(
            try program.channels[c].vector(
              ExpressionEnvironment(state: initialState, extra: ["phase": spec.phaseValue(p)])))
        }
        values.append(perPhase)
      }
      if values.isEmpty { values = [Array(repeating: AnimatableVector([0]), count: spec.phases.count)] }
      // Animations for each destination phase (evaluated up front: errors surface now).
      var perPhase: [Animation?] = []
      for p in spec.phases.indices {
        let env = ExpressionEnvironment(state: initialState, extra: ["phase": spec.phases[p]])
        switch spec.animation {
        case .perPhase(let table):
          if let entry = table[p], case .animation(let anim) = try entry.evaluate(env) {
            perPhase.append(anim)
          } else {
            perPhase.append(.default)
          }
        case .expression(let e):
          guard case .animation(let anim) = try e.evaluate(env) else {
            perPhase.append(.default)
            continue
          }
          perPhase.append(anim)
        }
      }
      var implicit: [[Animation??]] = []
      for c in channelIndices {
        var row: [Animation??] = []
        for p in spec.phases.indices {
          if let entry = program.channels[c].implicitAnimations.first(where: { $0.value == "phase" }),
            case .animation(let anim) = try entry.animation.evaluate(
              ExpressionEnvironment(state: initialState, extra: ["phase": spec.phaseValue(p)]))
          {
            row.append(.some(anim))
          } else {
            row.append(nil)
          }
        }
        implicit.append(row)
      }
      let mode: PhaseAnimatorEngine.Mode = spec.trigger.map { .triggered(triggers[$0] ?? []) } ?? .cycling
      do {
        let engine = try PhaseAnimatorEngine(channels: values, mode: mode, until: horizon ?? 0) { phase, channel in
          if channel < implicit.count, let override = implicit[channel][phase] { return override }
          return perPhase[phase]
        }
        engines.append(engine)
      } catch {
        throw spec.location.error("\(error)")
      }
    }
  }

  /// The natural duration (docs/scene-format.md): the latest event, completion, removal, keyframe run end, or
  /// one cycle of each forever-cycling animator.
  mutating func computeNaturalEnd(_ program: SceneProgram) {
    var end = lastEvent
    for a in animators.values where a.removalTime > -.infinity { end = max(end, a.removalTime) }
    for p in playbacks where p.endTime > -.infinity { end = max(end, p.endTime) }
    for (i, e) in engines.enumerated() {
      if program.phaseSpecs[i].trigger == nil {
        end = max(end, e.endTime)
      } else {
        end = max(end, e.endTime, e.removalTime)
      }
    }
    naturalEnd = end
  }
}

import Foundation
import Keyframes

extension Scene {
  /// The ids of the top-level layers, in order (nil where a layer has none).
  public var layerIDs: [String?] {
    if let source {
      return ((try? source.values(at: 0, canvas: size, measurer: EstimatedTextMeasurer())) ?? []).map(\.layer.id)
    }
    return program.layers.map(\.spec.id)
  }

  /// Every instant of note in the clip, in time order: events and completions, trigger changes,
  /// keyframe boundaries, phase changes, logical completions and removals of animations (what
  /// `render-anim plot` marks). Instants past the clip's end are kept: a linter wants them.
  public func marks() -> [TimelineMark] {
    if let source { return source.marks() }
    var marks: [TimelineMark] = []
    for e in schedule.eventLog {
      marks.append(
        TimelineMark(
          kind: e.completion ? .completion : .event, time: e.time,
          label: e.completion ? "completion" : "event", layer: nil))
    }
    let owners = channelOwners()
    for (name, times) in schedule.triggers {
      let users = triggerUsers(name)
      guard !users.isEmpty else { continue }
      for t in times {
        for layer in users {
          marks.append(TimelineMark(kind: .trigger, time: t, label: "trigger \(name)", layer: layer))
        }
      }
    }
    for (k, playback) in schedule.playbacks.enumerated() {
      let spec = program.keyframeSpecs[k]
      let layer = animatorOwner(keyframe: k)
      for run in playback.runs {
        for (track, ends) in zip(spec.tracks, run.timeline.trackBoundaries) {
          let name = track.path.isEmpty ? "value" : track.path
          for (i, end) in ends.enumerated() {
            marks.append(
              TimelineMark(
                kind: .keyframe, time: run.start + end, label: "keyframe \(name)[\(i)]", layer: layer,
                quantity: track.path.isEmpty ? "value" : "value.\(track.path)"))
          }
        }
      }
    }
    for (a, engine) in schedule.engines.enumerated() {
      let spec = program.phaseSpecs[a]
      let layer = animatorOwner(phase: a)
      for transition in engine.transitions {
        marks.append(
          TimelineMark(
            kind: .phase, time: transition.time,
            label: "phase → \(Self.phaseName(spec.phases[transition.phase]))", layer: layer))
      }
      for (c, animator) in engine.channels.enumerated() {
        let name = program.channels[program.phaseChannels[a][c]].name
        marks += restMarks(animator, name: name, layer: layer)
      }
    }
    for (index, animator) in schedule.animators.sorted(by: { $0.key < $1.key }) {
      marks += restMarks(animator, name: program.channels[index].name, layer: owners[index])
    }
    return marks.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
  }

  private func restMarks(_ animator: PropertyAnimator<AnimatableVector>, name: String, layer: Int?) -> [TimelineMark] {
    var marks: [TimelineMark] = []
    for handle in animator.animationHandles {
      let t = animator.completionTime(of: handle, criteria: .logicallyComplete)
      if t.isFinite {
        marks.append(TimelineMark(kind: .settled, time: t, label: "\(name) settled", layer: layer, quantity: name))
      }
    }
    for t in animator.restInstants where t.isFinite {
      marks.append(TimelineMark(kind: .removed, time: t, label: "\(name) removed", layer: layer, quantity: name))
    }
    return marks
  }

  /// A phase as a user wrote it: `move`, `1.5`, `true`.
  package static func phaseName(_ phase: SceneValue) -> String {
    phase.textValue ?? phase.description
  }

  /// Channel index → the top-level layer it belongs to.
  func channelOwners() -> [Int: Int] {
    var owners: [Int: Int] = [:]
    func walk(_ layer: ResolvedLayer, _ top: Int) {
      for c in layer.chain { owners[c] = top }
      if let p = layer.position { owners[p] = top }
      for child in layer.children { walk(child, top) }
    }
    for (i, layer) in program.layers.enumerated() { walk(layer, i) }
    return owners
  }

  /// The top-level layer holding keyframe animator `keyframe` or phase animator `phase`.
  func animatorOwner(keyframe: Int? = nil, phase: Int? = nil) -> Int? {
    func holds(_ layer: ResolvedLayer) -> Bool {
      if let keyframe, layer.keyframeAnimators.contains(keyframe) { return true }
      if let phase, layer.phaseAnimators.contains(phase) { return true }
      return layer.children.contains(where: holds)
    }
    return program.layers.firstIndex(where: holds)
  }

  /// The top-level layers with an animator triggered by state `name`.
  func triggerUsers(_ name: String) -> [Int] {
    var users = Set<Int>()
    for (k, spec) in program.keyframeSpecs.enumerated() where spec.trigger == name {
      if let l = animatorOwner(keyframe: k) { users.insert(l) }
    }
    for (a, spec) in program.phaseSpecs.enumerated() where spec.trigger == name {
      if let l = animatorOwner(phase: a) { users.insert(l) }
    }
    return users.sorted()
  }
}

import Foundation
import Keyframes
import SceneFormat

// What the lowering checks in a decoded scene before the runtime runs it, so that a mistake is one line at
// its place in the file rather than a runtime's error about a view.
extension SceneLowering {
  /// The cycling phase animators of `document` whose every move to the next phase takes no time (no
  /// animation, or nothing that changes), which would loop forever in one instant: an error at the
  /// animator, found before the runtime runs it. An expression that fails on the way is the error.
  static func checkPhaseCycles(_ document: SceneDocument) throws(SceneError) {
    let state = Dictionary(document.state, uniquingKeysWith: { $1 })
    for (spec, layer) in SceneLint.phaseAnimators(in: document.layers) where spec.trigger == nil {
      let specs = SceneLint.phaseValueSpecs(spec, layer: layer)
      var values: [[SceneValue]] = []
      for p in spec.phases.indices {
        let environment = ExpressionEnvironment(state: state, extra: ["phase": spec.phaseValue(p)])
        var row: [SceneValue] = []
        for value in specs { row.append(try value.evaluate(environment)) }
        values.append(row)
      }
      let timed = spec.phases.indices.contains { p in
        let before = (p + spec.phases.count - 1) % spec.phases.count
        guard values[p] != values[before] else { return false }
        switch spec.animation {
        case .perPhase(let animations):
          guard let animation = animations[p] else { return true }  // missing: `.default`
          if case .animation(nil)? = try? animation.evaluate(ExpressionEnvironment(state: state)) { return false }
          return true
        case .expression: return true
        }
      }
      guard timed || spec.phases.count < 2 else {
        throw spec.location.error(PhaseAnimatorError.zeroTimeCycle.description)
      }
    }
  }

  /// The modifiers `document` names that the decoder does not read itself must be in `ViewModifierTable`,
  /// with its arguments: an unknown one is an error at its name, as the decoder's own are.
  static func checkViewModifiers(_ document: SceneDocument) throws(SceneError) {
    let state = ExpressionEnvironment(state: Dictionary(document.state, uniquingKeysWith: { $1 }))
    for layer in SceneLint.allLayers(document.layers) {
      for case .view(let name, let arguments, let location) in SceneLint.modifiers(of: layer) {
        if let error = ViewModifierTable.problem(name: name, arguments: arguments, at: location, state: state) {
          throw error
        }
      }
    }
  }
}

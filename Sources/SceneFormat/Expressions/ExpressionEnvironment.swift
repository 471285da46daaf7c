import Foundation

/// The environment expressions see: state, plus `value` and `phase` inside animators.
package struct ExpressionEnvironment: ExpressionContext {
  package var state: [String: SceneValue]
  package var extra: [String: SceneValue] = [:]

  package init(state: [String: SceneValue], extra: [String: SceneValue] = [:]) {
    self.state = state
    self.extra = extra
  }

  package func lookup(_ name: String) -> SceneValue? { extra[name] ?? state[name] }
  package var names: [String] { Array(state.keys) + Array(extra.keys) }
}

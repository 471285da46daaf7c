import Foundation
import RenderAnimSwiftUI
import SceneFormat
import Synchronization

/// The values a layer's expressions read in one update (the scene's state), and the typed reads the
/// lowering makes of them. An expression that fails here (the scene's validation caught the others)
/// gives its type's neutral value and is kept in ``errors``, which the lowering throws after the history.
struct SceneEnvironment {
  let state: [String: SceneValue]
  let errors: LoweringErrors
  /// `phase` inside a phase animator's content, `value` inside a keyframe animator's.
  var extra: [String: SceneValue] = [:]

  /// This environment with `name` bound to `value` (`phase`, `value`).
  func with(_ name: String, _ value: SceneValue) -> SceneEnvironment {
    var copy = self
    copy.extra[name] = value
    return copy
  }

  /// The value of `spec`, or nil when its expression fails (kept in ``errors``).
  func value(_ spec: ValueSpec) -> SceneValue? {
    do {
      return try spec.evaluate(ExpressionEnvironment(state: state, extra: extra))
    } catch {
      errors.record(error)
      return nil
    }
  }

  /// A `matchedGeometryEffect`'s id as the scene writes it: a state's value, a number or a name.
  func matchID(_ m: MatchedGeometrySpec) -> String { value(m.id).map { $0.textValue ?? "\($0)" } ?? "" }

  /// The state's value called `name` (`.animation(_:value:)`'s value).
  func lookup(_ name: String) -> SceneValue? { state[name] }

  func number(_ spec: ValueSpec) -> Double {
    if case .number(let x)? = value(spec) { return x }
    return 0
  }

  func bool(_ spec: ValueSpec) -> Bool {
    if case .bool(let b)? = value(spec) { return b }
    return false
  }

  func transition(_ spec: ValueSpec) -> AnyTransition {
    if case .transition(let t)? = value(spec) { return t.anyTransition }
    return .opacity
  }

  func string(_ spec: ValueSpec) -> String { value(spec)?.textValue ?? "" }

  func color(_ spec: ValueSpec) -> Color { Color(rgba: value(spec)?.colorValue ?? .clear) }

  func angle(_ spec: ValueSpec) -> Angle {
    switch value(spec) {
    case .angle(let a)?: return a
    case .number(let x)?: return .radians(x)
    default: return .zero
    }
  }

  func unitPoint(_ spec: ValueSpec) -> UnitPoint {
    if case .unitPoint(let p)? = value(spec) { return p }
    return .center
  }

  func animation(_ spec: ValueSpec) -> Animation? {
    if case .animation(let a)? = value(spec) { return a }
    return nil
  }
}

/// The first error an expression threw while the lowered scene's history ran.
final class LoweringErrors: Sendable {
  private let first = Mutex<SceneError?>(nil)

  func record(_ error: SceneError) { first.withLock { if $0 == nil { $0 = error } } }

  var error: SceneError? { first.withLock { $0 } }
}

import Foundation
import Keyframes

/// The value of a scene's keyframe animator: its fields' animatable vectors, by index, with key paths
/// built at run time (`\KeyframeFields.[field: 0]`, `\KeyframeFields.[field: 1, component: 0]`).
package struct KeyframeFields: Sendable, Equatable, SampledComponents {
  package var values: [AnimatableVector]
  /// The fields' names, in the order of ``values`` ("" for an animator of a single value).
  var names: [String] = []

  subscript(field i: Int) -> AnimatableVector {
    get { values[i] }
    set { values[i] = newValue }
  }

  subscript(field i: Int, component c: Int) -> Double {
    get { values[i][c] }
    set { values[i][c] = newValue }
  }

  /// `value` for a single value, `value.name` for a field; a value of several components numbers them,
  /// `value.position[0]` (docs/scene-format.md, keyframeAnimator).
  package func sampledComponents(prefix: String) -> [(String, Double)] {
    var out: [(String, Double)] = []
    for (i, name) in names.enumerated() {
      let base = name.isEmpty ? prefix : "\(prefix).\(name)"
      let components = values[i].components
      if components.count == 1 {
        out.append((base, components[0]))
      } else {
        for (j, c) in components.enumerated() { out.append(("\(base)[\(j)]", c)) }
      }
    }
    return out
  }
}

extension KeyframeAnimatorSpec {
  /// The animator's value as `value` for expressions: a record of fields, or the single value.
  package func sceneValue(_ fields: KeyframeFields) -> SceneValue {
    if isSingleValue { return initialValue[0].1.with(components: fields.values[0].components) }
    var record: [String: SceneValue] = [:]
    for (i, (name, template)) in initialValue.enumerated() {
      record[name] = template.with(components: fields.values[i].components)
    }
    return .record(record)
  }

  package var initialFields: KeyframeFields {
    KeyframeFields(
      values: initialValue.map { AnimatableVector($0.1.animatableComponents ?? []) }, names: initialValue.map(\.0))
  }

  /// The keyframes of one track as library keyframes on vectors.
  static func vectorKeyframes(_ specs: [KeyframeSpec]) -> [AnyKeyframe<AnimatableVector>] {
    specs.map { k in
      let to = AnimatableVector(k.to.animatableComponents ?? [])
      let start = k.startVelocity.map { AnimatableVector($0.animatableComponents ?? []) }
      let end = k.endVelocity.map { AnimatableVector($0.animatableComponents ?? []) }
      switch k.kind {
      case .linear: return AnyKeyframe(LinearKeyframe(to, duration: k.duration ?? 0, timingCurve: k.timingCurve))
      case .cubic:
        return AnyKeyframe(CubicKeyframe(to, duration: k.duration ?? 0, startVelocity: start, endVelocity: end))
      case .spring: return AnyKeyframe(SpringKeyframe(to, duration: k.duration, spring: k.spring, startVelocity: start))
      case .move: return AnyKeyframe(MoveKeyframe(to))
      }
    }
  }

  static func scalarKeyframes(_ specs: [KeyframeSpec]) -> [AnyKeyframe<Double>] {
    func d(_ v: SceneValue?) -> Double? { v.flatMap { $0.animatableComponents?.first } }
    return specs.map { k in
      let to = d(k.to) ?? 0
      switch k.kind {
      case .linear: return AnyKeyframe(LinearKeyframe(to, duration: k.duration ?? 0, timingCurve: k.timingCurve))
      case .cubic:
        return AnyKeyframe(
          CubicKeyframe(to, duration: k.duration ?? 0, startVelocity: d(k.startVelocity), endVelocity: d(k.endVelocity))
        )
      case .spring:
        return AnyKeyframe(
          SpringKeyframe(to, duration: k.duration, spring: k.spring, startVelocity: d(k.startVelocity)))
      case .move: return AnyKeyframe(MoveKeyframe(to))
      }
    }
  }

  /// The field (and component, for a dotted path) a track writes.
  package func target(of path: String) -> (field: Int, component: Int?) {
    if path.isEmpty { return (0, nil) }
    if isSingleValue { return (0, SceneDecoder.componentIndex(path, of: initialValue[0].1)) }
    let parts = path.split(separator: ".").map(String.init)
    let field = initialValue.firstIndex { $0.0 == parts[0] } ?? 0
    let component = parts.count > 1 ? SceneDecoder.componentIndex(parts[1], of: initialValue[field].1) : nil
    return (field, component)
  }

  /// The timeline from `start`, with the tracks in declaration order.
  package func timeline(
    from start: KeyframeFields, velocity: KeyframeVelocity<KeyframeFields>
  ) -> KeyframeTimeline<KeyframeFields> {
    KeyframeTimeline(initialValue: start, initialVelocity: velocity) { keyframes() }
  }

  /// The tracks in declaration order, each on its field (or a field's component, for a dotted path):
  /// what SwiftUI's `keyframes` closure returns.
  @KeyframesBuilder<KeyframeFields>
  package func keyframes() -> some Keyframes<KeyframeFields> {
    let resolved: [(field: Int, component: Int?, keyframes: [KeyframeSpec])] = tracks.map { track in
      let target = self.target(of: track.path)
      return (target.field, target.component, track.keyframes)
    }
    for track in resolved {
      if let c = track.component {
        KeyframeTrack(\KeyframeFields.[field: track.field, component: c]) {
          for k in Self.scalarKeyframes(track.keyframes) { k }
        }
      } else {
        KeyframeTrack(\KeyframeFields.[field: track.field]) {
          for k in Self.vectorKeyframes(track.keyframes) { k }
        }
      }
    }
  }
}

import DisplayModel
import Keyframes

extension ViewHistory {
  /// The clip's instants of note for `plot` and `check`: the events, taps, completions, triggers and phase
  /// changes the graph kept (a trigger on the first layer of its animator), the end of each keyframe, and
  /// each modifier's animations — when each is logically complete (`settled`) and when the modifier comes to
  /// rest (`removed`, at `.infinity` for an animation that never ends) — on the layers (`layers`, the drawn
  /// layers' views in `sample`'s order) that list the modifier's values, named by the modifier as `sample`
  /// names them.
  func marks(layers: [ViewPath]) -> [TimelineMark] {
    /// The layers that list the values of the view at `path`: it, what it holds, or the group holding it.
    func owners(_ path: String) -> [Int] {
      layers.indices.filter { i in
        let layer = layers[i].description
        return layer == path || layer.hasPrefix(path + "/") || path.hasPrefix(layer + "/")
      }
    }
    var marks = self.marks.map { mark, view in
      var mark = mark
      if let view { mark.layer = owners(view.description).first }
      return mark
    }
    func add(_ animator: PropertyAnimator<AnimatableVector>, path: String, quantity: String) {
      for layer in owners(path) {
        for handle in animator.animationHandles {
          let t = animator.completionTime(of: handle, criteria: .logicallyComplete)
          guard t.isFinite else { continue }
          marks.append(
            TimelineMark(kind: .settled, time: t, label: "\(quantity) settled", layer: layer, quantity: quantity))
        }
        // `.infinity`: an animation that never ends (`repeatForever`), which `check` warns about.
        for t in animator.restInstants {
          marks.append(
            TimelineMark(kind: .removed, time: t, label: "\(quantity) removed", layer: layer, quantity: quantity))
        }
      }
    }
    // A keyframe's end is marked on the layers its animator's content draws, over its track's `value` panel
    // when the track is named, else over all of them.
    for (host, ends) in keyframeBoundaries.sorted(by: { $0.key.description < $1.key.description }) {
      for layer in owners(host.description) {
        for b in ends {
          let label = b.name.map { "keyframe \($0.isEmpty ? "value" : $0)[\(b.index)]" }
          marks.append(
            TimelineMark(
              kind: .keyframe, time: b.time, label: label ?? "keyframe \(b.index) of track \(b.track + 1)",
              layer: layer, quantity: b.name.map { $0.isEmpty ? "value" : "value.\($0)" } ?? "value"))
        }
      }
    }
    for (key, animator) in animators.sorted(by: { $0.key < $1.key }) {
      guard let (path, quantity) = Self.quantity(ofAnimator: key) else { continue }
      add(animator, path: path, quantity: quantity)
    }
    return marks.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
  }

  /// The view and the name `sample` lists an animator's values by: a modifier's (`…#2.scaleEffect`), a
  /// transition's `presence`; nil for the others (frames, paint, data).
  static func quantity(ofAnimator key: String) -> (path: String, quantity: String)? {
    guard let hash = key.lastIndex(of: "#") else { return nil }
    let path = String(key[..<hash])
    let suffix = key[key.index(after: hash)...]
    if suffix == "presence" { return (path, "presence") }
    guard let dot = suffix.firstIndex(of: "."), Int(suffix[..<dot]) != nil else { return nil }
    return (path, String(suffix[suffix.index(after: dot)...]))
  }
}

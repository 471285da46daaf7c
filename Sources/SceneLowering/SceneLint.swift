import Foundation
import SceneFormat

/// `render-anim check`'s lints of a scene file run on the view runtime (docs/architecture.md, One
/// runtime): what the file writes, read with what the runtime's history did — when each modifier came to
/// rest (its `removed` marks), which events ran and the states they made (``LoweringLog``), what each
/// frame draws.
struct SceneLint {
  let scene: Scene
  /// The document as run (its timeline's entries are events).
  let document: SceneDocument
  let log: LoweringLog

  /// The scene's keyframe animators, in file order.
  let keyframeAnimators: [KeyframeAnimatorSpec]
  /// Its phase animators with their layers, in file order.
  let phaseAnimators: [(PhaseAnimatorSpec, LayerSpec)]

  init(_ lowered: LoweredScene) {
    scene = lowered.scene
    document = lowered.document
    log = lowered.log
    keyframeAnimators = Self.allLayers(document.layers).flatMap { layer in
      Self.modifiers(of: layer).compactMap { m -> KeyframeAnimatorSpec? in
        guard case .keyframeAnimator(let k) = m else { return nil }
        return k
      }
    }
    phaseAnimators = Self.phaseAnimators(in: document.layers)
  }

  var duration: Double { scene.duration }

  /// Every rule's warnings, in file order.
  func warnings(measurer: any TextMeasuring, glyphs: (any GlyphCoverage)?) throws(SceneError) -> [SceneWarning] {
    var warnings = stillMovingWarnings() + keyframeRunWarnings() + trackWarnings() + offGridWarnings()
    warnings += triggerWarnings() + phaseWarnings()
    warnings += try offCanvasWarnings(measurer: measurer)
    if let glyphs { warnings += glyphWarnings(glyphs) }
    return warnings.enumerated().sorted {
      ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
    }.map(\.element)
  }

  // MARK: Time

  /// `0.517 s`.
  static func seconds(_ t: Double) -> String { String(format: "%.3f s", t) }

  /// Where `t` lies on the frame grid: the frame at or just before it, and whether it is on a frame.
  func gridPosition(_ t: Double) -> (before: Int, onGrid: Bool) {
    let x = t * Double(document.fpsNumerator) / Double(document.fpsDenominator)
    guard abs(x) < 1e15 else { return (x < 0 ? Int.min : Int.max, false) }
    let nearest = x.rounded()
    if abs(x - nearest) < 1e-6 { return (Int(nearest), true) }
    return (Int(x.rounded(.down)), false)
  }

  // MARK: Layers

  /// `layer 'dot'`, or `layers[2]` for a layer without an id.
  func layerName(_ index: Int) -> String {
    document.layers[index].id.map { "layer '\($0)'" } ?? "layers[\(index)]"
  }

  /// The top-level layer that `sample` lists by `id`: its own id, or `#index` (SceneFileView).
  func layerIndex(id: String?) -> Int? {
    guard let id else { return nil }
    if let i = document.layers.firstIndex(where: { $0.id == id }) { return i }
    guard id.hasPrefix("#"), let i = Int(id.dropFirst()), document.layers.indices.contains(i) else { return nil }
    return i
  }

  /// Every layer with its children, depth first, in file order.
  func allLayers() -> [LayerSpec] { Self.allLayers(document.layers) }

  /// `layers` with their children, depth first, in file order.
  static func allLayers(_ layers: [LayerSpec]) -> [LayerSpec] {
    layers.flatMap { layer -> [LayerSpec] in
      guard case .group(let children) = layer.content else { return [layer] }
      return [layer] + allLayers(children)
    }
  }

  /// The modifiers of `layer` and of its animators' content, in file order.
  static func modifiers(of layer: LayerSpec) -> [ModifierSpec] {
    func walk(_ list: [ModifierSpec]) -> [ModifierSpec] {
      list.flatMap { m -> [ModifierSpec] in
        switch m {
        case .keyframeAnimator(let k): return [m] + walk(k.content)
        case .phaseAnimator(let p): return [m] + walk(p.content)
        default: return [m]
        }
      }
    }
    return walk(layer.modifiers)
  }

  /// The phase animators of `layers` and their children, each with its layer, in file order.
  static func phaseAnimators(in layers: [LayerSpec]) -> [(PhaseAnimatorSpec, LayerSpec)] {
    allLayers(layers).flatMap { layer in
      modifiers(of: layer).compactMap { m -> (PhaseAnimatorSpec, LayerSpec)? in
        guard case .phaseAnimator(let p) = m else { return nil }
        return (p, layer)
      }
    }
  }

  /// The states the scene passes through: the initial one, then each event's, without repeats.
  func states() -> [[String: SceneValue]] {
    var states = [Dictionary(document.state, uniquingKeysWith: { $1 })]
    for entry in log.events where !states.contains(entry.state) { states.append(entry.state) }
    return states
  }
}

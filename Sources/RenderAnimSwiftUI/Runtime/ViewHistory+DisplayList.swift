import Foundation
import Keyframes
import Scene

/// A drawn leaf with the values `sample` prints for it.
struct EmittedLayer {
  var item: DisplayItem
  var values: [(String, Double)]
}

extension ViewHistory {
  /// The frame at `t` as display items. A container whose modifiers need a layer of their own (opacity
  /// over several views, blur, shadow, clip, colour effects, 3-D) becomes a group item.
  func items(at t: Double, measurer: any TextMeasuring) throws(ViewError) -> [DisplayItem] {
    let (root, frames) = try evaluate(at: t, measurer: measurer)
    var out: [EmittedLayer] = []
    emit(root, frames: frames, at: t, parent: .identity, parentCenter: (0, 0), opacity: 1, flatten: false, into: &out)
    return out.map(\.item)
  }

  /// Every leaf at `t` with its canvas transform, opacity and animated values (for `sample`).
  func layers(at t: Double, measurer: any TextMeasuring) throws(ViewError) -> [EmittedLayer] {
    let (root, frames) = try evaluate(at: t, measurer: measurer)
    var out: [EmittedLayer] = []
    emit(root, frames: frames, at: t, parent: .identity, parentCenter: (0, 0), opacity: 1, flatten: true, into: &out)
    return out
  }

  private func emit(_ node: ViewNode, frames: [ViewPath: Frame], at t: Double, parent: PlaneTransform,
                    parentCenter: (Double, Double), opacity: Double, flatten: Bool, into out: inout [EmittedLayer]) {
    guard let frame = frames[node.path] else { return }
    let size = Size(width: frame.width, height: frame.height)
    let looks = Looks(node: node, history: self, size: size, at: t)
    let local = PlaneTransform.translation(x: frame.x - parentCenter.0, y: frame.y - parentCenter.1)
    let transform = parent.concatenating(local).concatenating(looks.transform)
    let content: DisplayContent?
    switch node.kind {
    case .fixed(let c, _): content = c
    case .shape(let spec): content = .shape(spec)
    case .resizableImage(let path, _, _): content = .image(path: path)
    default: content = nil
    }
    if let content {
      var item = DisplayItem(id: node.identifier ?? node.path.readable, content: content, frameSize: size,
                             transform: transform, opacity: opacity * looks.opacity, blurRadius: looks.blur)
      looks.apply(to: &item, transform: transform)
      out.append(EmittedLayer(item: item, values: node.values + looks.values))
      return
    }
    if !flatten && looks.needsLayer(childCount: node.children.count) {
      var inner: [EmittedLayer] = []
      for c in node.children {
        emit(c, frames: frames, at: t, parent: .identity, parentCenter: (frame.x, frame.y), opacity: 1, flatten: false, into: &inner)
      }
      var item = DisplayItem(id: node.identifier ?? node.path.readable, content: .group(inner.map(\.item)), frameSize: size,
                             transform: transform, opacity: opacity * looks.opacity, blurRadius: looks.blur)
      looks.apply(to: &item, transform: transform)
      out.append(EmittedLayer(item: item, values: looks.values))
      return
    }
    for c in node.children {
      emit(c, frames: frames, at: t, parent: transform, parentCenter: (frame.x, frame.y), opacity: opacity * looks.opacity,
           flatten: flatten, into: &out)
    }
  }
}

/// A node's modifiers evaluated at one instant: the affine part (innermost first, each about its anchor)
/// and what needs the renderer's layers (opacity, blur, shadows, clips, colour effects, 3-D).
struct Looks {
  var transform = PlaneTransform.identity
  var opacity = 1.0
  var blur = 0.0
  var values: [(String, Double)] = []
  var colorEffects: [ColorEffect] = []
  var clips: [(inner: PlaneTransform, shape: ShapeSpec)] = []
  var shadows: [(inner: PlaneTransform, color: RGBAColor, radius: Double, x: Double, y: Double, clips: Int)] = []
  var projections: [(inner: PlaneTransform, projection: Projection)] = []

  init(node: ViewNode, history: ViewHistory, size: Size, at t: Double) {
    var counts: [String: Int] = [:]
    for (i, effect) in node.effects.enumerated() {
      let v = history.value(of: effect, key: ViewGraph.effectKey(node, i), at: t)
      counts[effect.name, default: 0] += 1
      let label = counts[effect.name]! > 1 ? "\(effect.name)#\(counts[effect.name]!)" : effect.name
      for (k, component) in effect.componentNames.enumerated() where k < v.count {
        values.append((component.isEmpty ? label : "\(label).\(component)", v[k]))
      }
      func about(_ anchor: UnitPoint, _ m: PlaneTransform) -> PlaneTransform {
        let px = (Double(anchor.x) - 0.5) * size.width, py = (Double(anchor.y) - 0.5) * size.height
        return PlaneTransform.translation(x: px, y: py).concatenating(m).concatenating(.translation(x: -px, y: -py))
      }
      func color(_ o: Int) -> RGBAColor { RGBAColor(linearPremultiplied: [v[o], v[o + 1], v[o + 2], v[o + 3]]) }
      switch effect.kind {
      case .offset: transform = PlaneTransform.translation(x: v[0], y: v[1]).concatenating(transform)
      case .scale(let anchor): transform = about(anchor, .scale(x: v[0], y: v[1])).concatenating(transform)
      case .rotation(let anchor): transform = about(anchor, .rotation(radians: v[0])).concatenating(transform)
      case .opacity: opacity *= v[0]
      case .blur: blur += max(v[0], 0)
      case .shadow: shadows.append((transform, color(0), max(v[4], 0), v[5], v[6], clips.count))
      case .saturation: colorEffects.append(.saturation(v[0]))
      case .grayscale: colorEffects.append(.grayscale(v[0]))
      case .brightness: colorEffects.append(.brightness(v[0]))
      case .contrast: colorEffects.append(.contrast(v[0]))
      case .hueRotation: colorEffects.append(.hueRotation(v[0]))
      case .colorMultiply: colorEffects.append(.colorMultiply(color(0)))
      case .colorInvert: colorEffects.append(.colorInvert)
      case .clip(var shape):
        shape.cornerRadius = max(v[0], 0)
        clips.append((transform, shape))
      case .rotation3D(let axis, let anchor, let anchorZ, let perspective):
        let p = Projection.rotation3D(angle: v[0], axis: axis, anchor: (Double(anchor.x), Double(anchor.y)), anchorZ: anchorZ,
                                      perspective: perspective, size: size)
        projections.append((transform, p))
      case .background, .marker: break
      }
    }
  }

  /// Whether a container needs a layer of its own for these looks.
  func needsLayer(childCount: Int) -> Bool {
    blur > 0 || !colorEffects.isEmpty || !clips.isEmpty || !shadows.isEmpty || !projections.isEmpty
      || (opacity != 1 && childCount > 1)
  }

  /// Sets the item's layered looks, each standing where its modifier does (as for scene layers).
  func apply(to item: inout DisplayItem, transform: PlaneTransform) {
    item.colorEffects = colorEffects
    if !projections.isEmpty {
      var map = Projection(.identity)
      for p in projections {
        guard let undo = p.inner.inverted else { continue }
        map = Projection(undo).concatenating(p.projection).concatenating(Projection(p.inner)).concatenating(map)
      }
      item.projection = Projection(transform).concatenating(map)
    }
    item.clips = clips.compactMap { c in c.inner.inverted.map { Clip(shape: c.shape, transform: transform.concatenating($0)) } }
    item.shadows = shadows.compactMap { s in
      guard let undo = s.inner.inverted else { return nil }
      let moved = PlaneTransform.translation(x: s.x, y: s.y).concatenating(s.inner)
      return Shadow(color: s.color, radius: s.radius, transform: transform.concatenating(undo).concatenating(moved), clipsInside: s.clips)
    }
  }
}

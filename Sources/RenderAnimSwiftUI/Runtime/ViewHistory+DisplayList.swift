import DisplayModel
import Foundation
import Keyframes

/// A drawn leaf with the values `sample` prints for it.
nonisolated struct EmittedLayer {
  var item: DisplayItem
  var values: [(String, Double)]
  /// The item's id is an `.accessibilityIdentifier` (not a name made from its path).
  var identified = false
  /// The view the item draws (a leaf, or a container drawn as one group).
  var path: ViewPath
}

extension ViewHistory {
  /// The frame at `t` as display items. A container whose modifiers need a layer of their own (opacity
  /// over several views, blur, shadow, clip, colour effects, 3-D) becomes a group item.
  func items(at t: Double, measurer: any TextMeasuring) throws(ViewError) -> [DisplayItem] {
    let (root, frames) = try evaluate(at: t, measurer: measurer)
    var out: [EmittedLayer] = []
    let context = ResolveContext(mode: .probe, time: t, measurer: measurer, store: StateStore(), assetDirectories: [])
    emit(
      root, frames: frames, at: t, parent: placement, parentCenter: (0, 0), opacity: 1, flatten: false,
      context: context, into: &out)
    return schemeBackground(at: t) + out.map(\.item)
  }

  /// The system background of the presentation's scheme at `t` over the whole picture, where the scheme is
  /// no longer the one the canvas was painted for (a `.preferredColorScheme` that changed).
  private func schemeBackground(at t: Double) -> [DisplayItem] {
    let scheme = presentationColorScheme(at: t)
    guard backgroundFollowsScheme, scheme != presentationColorScheme else { return [] }
    let fill = ShapeSpec(kind: .rectangle, fill: Color(named: "systemBackground").resolved(scheme))
    return [
      DisplayItem(
        id: "background", content: .shape(fill), frameSize: picture,
        transform: .translation(x: picture.width / 2, y: picture.height / 2))
    ]
  }

  /// Every leaf at `t` with its canvas transform, opacity and animated values (for `sample`).
  func layers(at t: Double, measurer: any TextMeasuring) throws(ViewError) -> [EmittedLayer] {
    let (root, frames) = try evaluate(at: t, measurer: measurer)
    var out: [EmittedLayer] = []
    let context = ResolveContext(mode: .probe, time: t, measurer: measurer, store: StateStore(), assetDirectories: [])
    emit(
      root, frames: frames, at: t, parent: placement, parentCenter: (0, 0), opacity: 1, flatten: true, context: context,
      into: &out)
    // Views of the same type in the same body get their order as a suffix: `…/Text`, `…/Text#2`.
    var seen: [String: Int] = [:]
    for i in out.indices {
      guard let id = out[i].item.id else { continue }
      seen[id, default: 0] += 1
      if seen[id]! > 1 { out[i].item.id = "\(id)#\(seen[id]!)" }
    }
    return out
  }

  private func emit(
    _ node: ViewNode, frames: [ViewPath: Frame], at t: Double, parent: PlaneTransform,
    parentCenter: (Double, Double), opacity: Double, flatten: Bool, removal: Double? = nil,
    inherited: [(String, Double)] = [], context: ResolveContext, into out: inout [EmittedLayer]
  ) {
    guard let frame = frames[node.path] else { return }
    let looks = self.looks(of: node, frame: frame, at: t, removal: removal, context: context)
    let local = PlaneTransform.translation(x: frame.x - parentCenter.0, y: frame.y - parentCenter.1)
    let transform = parent.concatenating(local).concatenating(looks.transform)
    let (content, size) = self.content(
      of: node, size: Size(width: frame.width, height: frame.height), at: t, context: context)
    if let content {
      let item = DisplayItem(
        id: node.identifier ?? Self.name(node.path, content), content: content, frameSize: size,
        transform: transform, effects: looks.effects(inherited: opacity, blendMode: node.blendMode))
      let own = values(of: node, looks: looks, drawing: content, at: t)
      out.append(
        EmittedLayer(
          item: item, values: Self.merge(own, inherited), identified: node.identifier != nil, path: node.path))
      return
    }
    let maskPaths = Set((node.masksFrom.map { node.children[$0...] } ?? []).map(\.path))
    if node.samplesAsLayer
      || !flatten
        && (looks.needsLayer || node.blendMode != .normal || !maskPaths.isEmpty)
    {
      var inner: [EmittedLayer] = []
      var masks: [EmittedLayer] = []
      for (c, cframes, gone) in children(of: node, frames: frames, at: t) {
        var emitted: [EmittedLayer] = []
        emit(
          c, frames: cframes, at: t, parent: .identity, parentCenter: (frame.x, frame.y), opacity: 1, flatten: false,
          removal: gone ?? removal.map { _ in 1 }, context: context, into: &emitted)
        if maskPaths.contains(c.path) { masks += emitted } else { inner += emitted }
      }
      // A mask view's items: the innermost effect, so the view's own modifiers apply to the masked result.
      let masking = maskPaths.isEmpty ? [] : [DisplayEffect(.maskItems(masks.map(\.item)))]
      var item = DisplayItem(
        id: node.identifier ?? node.path.readable, content: .group(inner.map(\.item)), frameSize: size,
        transform: transform, effects: masking + looks.effects(inherited: opacity, blendMode: node.blendMode))
      if !node.samplesAsLayer, let only = inner.first?.item.hoisted(into: item), inner.count == 1 { item = only }
      // A scene file's group lists its children's values before its own, as the scene engine does.
      let values =
        (node.samplesAsLayer ? Self.childValues(inner) : []) + Self.merge(node.values + looks.values, inherited)
      out.append(EmittedLayer(item: item, values: values, identified: node.identifier != nil, path: node.path))
      return
    }
    let first = out.count
    var own = node.values + looks.values
    // A `position` modifier's values: its view's centre in the space it takes, as a scene layer's
    // `position` reports it.
    if case .position = node.kind, let child = node.children.first, let f = frames[child.path] {
      own += [("position.x", f.x - frame.x + frame.width / 2), ("position.y", f.y - frame.y + frame.height / 2)]
    }
    // A padding of one length on every edge: as it is drawn (animated with the view's frame), as a scene
    // layer's `padding` reports it.
    if case .padding(let e) = node.kind, e.top == e.leading, e.leading == e.bottom, e.bottom == e.trailing,
      let child = node.children.first, let f = frames[child.path]
    {
      own.append(("padding", (frame.width - f.width) / 2))
    }
    // `sample` lists what is drawn: a mask view draws nothing of its own.
    for (c, cframes, gone) in children(of: node, frames: frames, at: t) where !maskPaths.contains(c.path) {
      emit(
        c, frames: cframes, at: t, parent: transform, parentCenter: (frame.x, frame.y),
        opacity: opacity * looks.opacity,
        flatten: flatten, removal: gone, inherited: Self.merge(own, inherited), context: context, into: &out)
    }
    // An identifier written after a layout modifier names the one layer drawn inside it (SwiftUI applies it
    // to the view it modifies, whatever comes before it); one written on the view itself wins.
    if let identifier = node.identifier, out.count == first + 1, !out[first].identified {
      out[first].item.id = identifier
      out[first].identified = true
    }
  }

  /// The values `sample` lists for a view that draws `content`: its own and its modifiers', a text's change
  /// progress under a content transition (1 at rest) and, when asked, its font size as drawn, as a scene's
  /// text layer reports them.
  private func values(
    of node: ViewNode, looks: Looks, drawing content: DisplayContent, at t: Double
  ) -> [(String, Double)] {
    var own = node.values + looks.values
    if node.textTransition != nil, node.listsTextTransition || textChanges[node.path] != nil {
      own.append(("contentTransition", textChange(node.path, at: t)?.progress ?? 1))
    }
    if node.samplesFontSize, case .text(_, let font, _, _, _) = content { own.insert(("font.size", font.size), at: 0) }
    if node.samplesFontSize, case .emoji(_, let size) = content { own.insert(("font.size", size), at: 0) }
    if node.samplesGradient, case .shape(let shape) = content, let g = shape.gradient { own += g.sampledValues }
    return own
  }

  /// A view's looks at `t`: its modifiers, the values a frame or padding modifier reports, and its
  /// transitions' modifiers at their progress.
  private func looks(
    of node: ViewNode, frame: Frame, at t: Double, removal: Double?, context: ResolveContext
  ) -> Looks {
    // A transition's modifiers are evaluated with random numbers seeded by the view's identity, so that
    // a `.modifier(active:identity:)` that draws random offsets keeps them for the whole transition. A
    // removal of a symmetric transition took its insertion over (ViewGraph.removeWithTransitions).
    let transition = node.insertionTransition ?? .opacity
    let inserting = removal != nil && transition.symmetric ? nil : presence(node.path, at: t)
    let transitions: [(steps: [AnyTransition.Step], progress: Double)] =
      [
        inserting.map { (transition.insertion, $0) },
        removal.map { (transition.removal, $0) },
      ].compactMap { $0 }
    // Only a view in transition needs its seed and its transition's modifiers (this runs for every view in
    // every frame).
    var random: ViewRandomState? = nil
    var inPlace: [Int: [Double]]? = nil
    if !transitions.isEmpty {
      var seed: UInt64 = 0xcbf2_9ce4_8422_2325
      for b in node.path.description.utf8 { seed = (seed ^ UInt64(b)) &* 0x100_0000_01b3 }
      random = ViewRandomState(seed: seed)
      inPlace = ViewRandom.$current.withValue(random!) {
        Looks.modifierInPlace(node.effects, transitions: transitions, context: context)
      }
    }
    var looks = Looks(
      node: node, history: self, size: Size(width: frame.width, height: frame.height), at: t,
      overrides: inPlace ?? [:])
    // A frame modifier's values, as a scene layer's `frame` reports them (an unset side is −1).
    switch node.kind {
    case .frame(let f) where f.reportsValues && (f.width != nil || f.height != nil):
      looks.values += [
        ("frame.width", f.width == nil ? -1 : frame.width), ("frame.height", f.height == nil ? -1 : frame.height),
      ]
    default: break
    }
    if node.samplesPresence { looks.values.insert(("presence", removal ?? presence(node.path, at: t) ?? 1), at: 0) }
    if node.samplesPlace { looks.values += [("place.x", frame.x), ("place.y", frame.y)] }
    if let random {
      ViewRandom.$current.withValue(random) {
        for (steps, p) in transitions {
          looks.add(steps, progress: p, frame: frame, canvas: canvas, context: context, modifiers: inPlace == nil)
        }
      }
    }
    return looks
  }

  /// What a leaf draws at `t` and its size (a content transition's text takes the changing run's size);
  /// nil for a container.
  private func content(
    of node: ViewNode, size: Size, at t: Double, context: ResolveContext
  ) -> (DisplayContent?, Size) {
    var size = size
    var content: DisplayContent?
    switch node.kind {
    case .fixed(let c, _): content = c
    case .shape(var spec):
      if let outline = node.outline { spec.outline = outline.make(size) }
      // A canvas is one picture, as a shape is: the opacity and shadows around it apply to it whole.
      content = node.drawing.map { .group([DisplayItem.picture(of: $0(size), size: size)]) } ?? .shape(spec)
    case .resizableImage(let path, _, _, let template): content = .image(path: path, template: template)
    case .resizableSymbol:
      content = node.changingDrawn(in: size)
    default: content = nil
    }
    // While a paint animates with its transaction (at rest the model's own colours draw, exactly).
    if let c = content, let paint = AnimatedPaint.vector(of: node) {
      if let a = animators[paint.key], a.isAnimating(at: t), a.modelValue.components.count == paint.vector.count {
        let v = node.derived ? DerivedScope.presented(paint.vector, animator: a, at: t) : a.value(at: t).components
        content = AnimatedPaint.apply(v, to: c)
      }
    }
    if let kind = node.textTransition, let new = content, case let (change, progress)? = textChange(node.path, at: t) {
      if kind == .opacity {
        content = .group(Self.crossfade(change.old, new, size: size, progress: progress, measurer: context.measurer))
      } else if case .replace(let replacement) = kind {
        content = .group(
          Self.crossfade(
            change.old, new, size: size, progress: progress, replacing: replacement, measurer: context.measurer))
      } else if case .text(_, let font, let color, let paragraph, _) = new {
        let (items, changing) = kind.items(
          from: change.from, to: change.to, progress: progress, font: font, color: color, spacing: paragraph,
          measurer: context.measurer)
        content = .group(items)
        size = changing
      }
    }
    return (content, size)
  }

  /// A text's or symbol's old content fading out as its new one fades in, at `progress` of the change: a
  /// text as it is set (its font, colours, styled runs and lines) at its own size, a symbol in the view's
  /// frame (`size`), each centred in the frame, which animates between the two sizes. `replacing` (a
  /// symbol's replace): the new one grows from half its size about its centre, the old one goes as the
  /// replacement says (``SymbolReplacement``).
  static func crossfade(
    _ old: DisplayContent, _ new: DisplayContent, size: Size, progress: Double,
    replacing: SymbolReplacement? = nil, measurer: some TextMeasuring
  ) -> [DisplayItem] {
    let shown = min(max(progress, 0), 1)
    let oldPose = replacing?.old(shown: shown) ?? (scale: 1, opacity: 1 - shown)
    let newScale = replacing == nil ? 1 : 0.5 + 0.5 * shown
    return [(old, oldPose.scale, oldPose.opacity), (new, newScale, shown)].map { content, scale, opacity in
      var frame = size
      if case .text(let string, let font, _, let paragraph, _) = content {
        frame = measurer.size(ofText: string, font: font, paragraph: paragraph)
      }
      return DisplayItem(
        content: content, frameSize: frame, transform: .scale(x: scale, y: scale), opacity: opacity)
    }
  }

  /// A view's own values followed by those of the views around it; a name used again gets the next
  /// `#n` (`offset`, `offset#2`), as modifiers further out in a scene layer's chain do.
  static func merge(_ own: [(String, Double)], _ outer: [(String, Double)]) -> [(String, Double)] {
    guard !outer.isEmpty else { return own }
    var result = own
    var names = Set(own.map(\.0))
    for (name, v) in outer {
      var candidate = name
      if names.contains(candidate) {
        let dot = name.firstIndex(of: ".")
        let base = dot.map { String(name[..<$0]) } ?? name
        let rest = dot.map { String(name[$0...]) } ?? ""
        var n = 2
        while names.contains("\(base)#\(n)\(rest)") { n += 1 }
        candidate = "\(base)#\(n)\(rest)"
      }
      names.insert(candidate)
      result.append((candidate, v))
    }
    return result
  }

  /// A drawn view's name for `sample`: its path of view types and what it draws (`…/EmojiView/Image`).
  static func name(_ path: ViewPath, _ content: DisplayContent) -> String {
    let kind: String
    switch content {
    case .text(let s, let font, _, _, _):
      kind = SFSymbols.isSymbolFamily(font.family) ? "Image" : (s.isEmpty ? "Text" : "Text")
    case .emoji: kind = "Text"
    case .image: kind = "Image"
    case .shape(let spec): kind = spec.kind.rawValue.prefix(1).uppercased() + spec.kind.rawValue.dropFirst()
    case .group: kind = "Group"
    }
    let base = path.readable
    return base.isEmpty ? kind : base + "/" + kind
  }

  /// A node's children at `t` with the frames to draw them with, and the removed ones still leaving (with
  /// their presence, 1 → 0), at the places they had.
  private func children(
    of node: ViewNode, frames: [ViewPath: Frame], at t: Double
  ) -> [(ViewNode, [ViewPath: Frame], Double?)] {
    var result: [(ViewNode, [ViewPath: Frame], Double?)] = node.children.map { ($0, frames, nil) }
    if let leaving = ghosts[node.path] {
      for (ghost, end) in leaving where ghost.start <= t && t < end {
        let p = animators[ghost.key]?.value(at: t)[0] ?? 0
        // At the index it had, kept after the views written before it and before those written after it
        // (`if a { A }; if b { B }`: B's removal stays over A's insertion); a `ForEach`'s views, whose order
        // the paths do not tell, keep it at its index.
        let path = ghost.node.path
        let lower = result.lastIndex { ViewPath.writtenBefore($0.0.path, path) == true }.map { $0 + 1 } ?? 0
        let upper = result.firstIndex { ViewPath.writtenBefore(path, $0.0.path) == true } ?? result.count
        let place = max(min(ghost.index, upper), min(lower, upper))
        result.insert((ghost.node, ghostFrames(ghost, at: t), p), at: place)
      }
    }
    return ViewNode.drawingOrder(result) { $0.0.drawingZIndex }
  }

  /// A removed view's frames at `t`: where it was, except that a view with a `matchedGeometryEffect`
  /// takes the frame it shares with the view inserted in its place (animating from the removed view's
  /// frame to the inserted one's), as SwiftUI moves and sizes both and cross-fades them; what is inside
  /// it moves with it, keeping its size, as inside the inserted view.
  func ghostFrames(_ ghost: Ghost, at t: Double) -> [ViewPath: Frame] {
    var frames = ghost.frames
    func follow(_ n: ViewNode) {
      guard let m = n.matched, let old = ghost.frames[n.path],
        let v = animators["matched#\(m.key)"]?.value(at: t).components,
        v.count == 4
      else { return n.children.forEach(follow) }
      // Drawn inside the offsets and scales that were around it.
      let shared = (ghost.placements[n.path] ?? .identity).inverse(Frame(x: v[0], y: v[1], width: v[2], height: v[3]))
      func move(_ c: ViewNode) {
        if let f = ghost.frames[c.path] {
          frames[c.path] = Frame(x: f.x + shared.x - old.x, y: f.y + shared.y - old.y, width: f.width, height: f.height)
        }
        c.children.forEach(move)
      }
      move(n)
      frames[n.path] = shared
    }
    follow(ghost.node)
    return frames
  }
}

/// A node's modifiers evaluated at one instant: the affine part (innermost first, each about its anchor)
/// and the effects that need the renderer's layers, in the order they are written.
nonisolated struct Looks {
  var chain = EffectChain()
  var values: [(String, Double)] = []

  /// The affine modifiers: the view's frame-centred coordinates to its parent's.
  var transform: PlaneTransform { chain.transform }
  /// The product of the view's opacities.
  var opacity: Double { chain.opacity }

  init() {}

  /// The looks of `node` at `t`; `overrides` replaces the values of some of its effects (by index).
  init(node: ViewNode, history: ViewHistory, size: Size, at t: Double, overrides: [Int: [Double]] = [:]) {
    var counts: [String: Int] = [:]
    for (i, effect) in node.effects.enumerated() {
      let v = overrides[i] ?? history.value(of: effect, key: ViewGraph.effectKey(node, i), at: t)
      counts[effect.name, default: 0] += 1
      let label = counts[effect.name]! > 1 ? "\(effect.name)#\(counts[effect.name]!)" : effect.name
      for (k, component) in effect.componentNames.enumerated() where k < v.count {
        values.append((component.isEmpty ? label : "\(label).\(component)", v[k]))
      }
      add(effect.kind, v, size: size)
    }
  }

  /// Adds one modifier, outside those already added.
  mutating func add(_ kind: Effect.Kind, _ v: [Double], size: Size) {
    func about(_ anchor: UnitPoint, _ m: PlaneTransform) -> PlaneTransform {
      let px = (Double(anchor.x) - 0.5) * size.width
      let py = (Double(anchor.y) - 0.5) * size.height
      return PlaneTransform.translation(x: px, y: py).concatenating(m).concatenating(.translation(x: -px, y: -py))
    }
    func color(_ o: Int) -> RGBAColor { RGBAColor(linearPremultiplied: [v[o], v[o + 1], v[o + 2], v[o + 3]]) }
    switch kind {
    case .offset: chain.transform = PlaneTransform.translation(x: v[0], y: v[1]).concatenating(chain.transform)
    case .scale(let anchor): chain.transform = about(anchor, .scale(x: v[0], y: v[1])).concatenating(chain.transform)
    case .rotation(let anchor): chain.transform = about(anchor, .rotation(radians: v[0])).concatenating(chain.transform)
    case .opacity: chain.add(.opacity(v[0]))
    case .blur: chain.add(.blur(radius: max(v[0], 0)))
    case .shadow: chain.add(.shadow(color: color(0), radius: max(v[4], 0), x: v[5], y: v[6]))
    case .saturation: chain.add(.color(.saturation(v[0])))
    case .grayscale: chain.add(.color(.grayscale(v[0])))
    case .brightness: chain.add(.color(.brightness(v[0])))
    case .contrast: chain.add(.color(.contrast(v[0])))
    case .hueRotation: chain.add(.color(.hueRotation(v[0])))
    case .colorMultiply: chain.add(.color(.colorMultiply(color(0))))
    case .colorInvert: chain.add(.color(.colorInvert))
    case .clip(var shape, let outline):
      shape.cornerRadius = max(v[0], 0)
      shape.outline = outline?.make(size)
      chain.add(.clip(shape))
    case .rotation3D:
      let p = Projection.rotation3D(
        angle: v[0], axis: (v[1], v[2], v[3]), anchor: (v[4], v[5]), anchorZ: v[6], perspective: v[7], size: size)
      chain.add(.projection(p))
    case .mask(var shape, let outline):
      shape.cornerRadius = max(v[0], 0)
      shape.outline = outline?.make(size)
      chain.add(.mask(shape))
    case .geometry(let geometry):
      // In the view's coordinates (origin at its top-left): about the top-left corner, as an anchor.
      let m = geometry.make(size)
      if m.m13 == 0 && m.m23 == 0 && m.m33 == 1 {
        let affine = PlaneTransform(xx: m.m11, yx: m.m12, xy: m.m21, yy: m.m22, x0: m.m31, y0: m.m32)
        chain.transform = about(.topLeading, affine).concatenating(chain.transform)
      } else {
        let corner = PlaneTransform.translation(x: size.width / 2, y: size.height / 2)
        let back = PlaneTransform.translation(x: -size.width / 2, y: -size.height / 2)
        chain.add(.projection(Projection(back).concatenating(m).concatenating(Projection(corner))))
      }
    case .background(var shape, let over):
      shape.fill = color(0)
      shape.cornerRadius = max(v[4], 0)
      chain.add(.decoration(shape, size: size, over: over))
    case .compositingGroup: chain.add(.compositingGroup)
    case .marker: break
    }
  }

  /// The values a `.modifier(active:identity:)` transition gives the effects of its identity modifier,
  /// which the view is drawn in (the last of its effects), by index: interpolated where they stand, so
  /// that what the modifier writes after them (a `.clipped()` after a rotation) applies after them, as in
  /// SwiftUI. Nil when the transitions have no such modifier, or more than one, or the view's last effects
  /// are not the identity modifier's.
  static func modifierInPlace(
    _ effects: [Effect], transitions: [(steps: [AnyTransition.Step], progress: Double)], context: ResolveContext
  ) -> [Int: [Double]]? {
    let steps = transitions.flatMap { t in t.steps.compactMap { s in s.modifier.map { ($0, t.progress) } } }
    guard steps.count == 1, let (modifier, p) = steps.first else { return nil }
    // Present: the view's own values (the identity modifier's, animated as they change).
    if p >= 1 { return [:] }
    let (active, identity) = modifier(context)
    let start = effects.count - identity.count
    guard active.count == identity.count, start >= 0 else { return nil }
    var overrides: [Int: [Double]] = [:]
    for (j, (a, i)) in zip(active, identity).enumerated() {
      let own = effects[start + j]
      guard own.name == i.name, a.vector.count == i.vector.count, own.vector.count == i.vector.count else {
        return nil
      }
      if a.vector != i.vector { overrides[start + j] = zip(a.vector, i.vector).map { $0 + ($1 - $0) * p } }
    }
    return overrides
  }

  /// Adds a transition's effects at `progress` (0 absent, 1 present), outside the view's modifiers (with
  /// `modifiers` false, not a `.modifier(active:identity:)`'s, which ``modifierInPlace`` placed).
  mutating func add(
    _ steps: [AnyTransition.Step], progress p: Double, frame: Frame, canvas: Size, context: ResolveContext,
    modifiers: Bool = true
  ) {
    let size = Size(width: frame.width, height: frame.height)
    for step in steps {
      if let o = step.opacity { chain.add(.opacity(o + (1 - o) * p)) }
      if let s = step.scale { add(.scale(anchor: step.scaleAnchor), [s + (1 - s) * p, s + (1 - s) * p], size: size) }
      if let o = step.offset { add(.offset, [o.x * (1 - p), o.y * (1 - p)], size: size) }
      if let edge = step.edge {
        // By the view's own size towards the edge, or (a presentation's slide) past the canvas's edge.
        let (left, top) = (frame.x - frame.width / 2, frame.y - frame.height / 2)
        let away: (Double, Double) =
          switch edge {
          case .leading: (step.offScreen ? -(left + frame.width) : -frame.width, 0)
          case .trailing: (step.offScreen ? canvas.width - left : frame.width, 0)
          case .top: (0, step.offScreen ? -(top + frame.height) : -frame.height)
          case .bottom: (0, step.offScreen ? canvas.height - top : frame.height)
          }
        add(.offset, [away.0 * (1 - p), away.1 * (1 - p)], size: size)
      }
      if modifiers, let modifier = step.modifier {
        let (active, identity) = modifier(context)
        // What the two modifiers share is drawn by the identity modifier the view is in.
        for (a, i) in zip(active, identity) where a.vector.count == i.vector.count && a.vector != i.vector {
          add(i.kind, zip(a.vector, i.vector).map { $0 + ($1 - $0) * p }, size: size)
        }
      }
    }
  }

  /// Whether a container needs a layer of its own for these looks: an opacity alone does not, as SwiftUI
  /// fades each view inside (docs/architecture.md, Leaves).
  var needsLayer: Bool { chain.effects.needsLayer }

  /// The item's effects: the view's own in chain order, then its blend mode, then the opacity of the
  /// containers around it that have no layer of their own.
  func effects(inherited opacity: Double, blendMode: BlendMode) -> [DisplayEffect] {
    var effects = chain.effects
    if blendMode != .normal { effects.append(DisplayEffect(.blendMode(blendMode), inner: chain.transform)) }
    if opacity != 1 { effects.append(DisplayEffect(.opacity(opacity), inner: chain.transform)) }
    return effects
  }
}

extension ViewHistory {
  /// The values of a group's children, each named `child.name` by the child's identifier (or `#index`).
  fileprivate static func childValues(_ children: [EmittedLayer]) -> [(String, Double)] {
    children.enumerated().flatMap { i, child in
      let prefix = child.identified ? child.item.id ?? "#\(i)" : "#\(i)"
      return child.values.map { ("\(prefix).\($0.0)", $0.1) }
    }
  }
}

extension DisplayItem {
  /// This item drawn as `group`, whose one child it is, when that draws the same: the item fills the group's
  /// frame as it is (no transform of its own, no blend mode or mask views), so the group's effects can
  /// follow its own in one stack — a shape with a `frame` and a `shadow` is drawn as a shape with a shadow,
  /// not as a layer holding the shape. Nil when it cannot.
  fileprivate func hoisted(into group: DisplayItem) -> DisplayItem? {
    guard transform == .identity, frameSize == group.frameSize else { return nil }
    for effect in effects {
      switch effect.kind {
      case .blendMode, .maskItems: return nil
      default: continue
      }
    }
    var item = self
    item.id = group.id
    item.transform = group.transform
    item.effects = effects + group.effects
    return item
  }
}

import Foundation
import RenderAnimSwiftUI
import SceneFormat

/// A layer's `modifiers`, first entry innermost, each the SwiftUI modifier of its name with its values
/// evaluated against the state of this update: the runtime animates each modifier's data as it does a
/// Swift view's.
struct ModifierChain {
  let modifiers: [ModifierSpec]
  let environment: SceneEnvironment
  /// Whether the layer's `matchedGeometryEffect` is applied inside its `frame` (it has one).
  var matchedInFrame = false

  func apply(to content: AnyView) -> AnyView {
    modifiers.reduce(content) { view, modifier in apply(modifier, to: view) }
  }

  /// The chain applied to the layer's content, where `content` makes the content in an environment: a
  /// phase animator's content closure makes the layer again with `phase` bound (a group's children read
  /// it, in an `if`), with the modifiers written before the animator.
  func apply(rebuilding content: @escaping (SceneEnvironment) -> AnyView) -> AnyView {
    var view = content(environment)
    for (k, modifier) in modifiers.enumerated() {
      guard case .phaseAnimator(let animator) = modifier else {
        view = apply(modifier, to: view)
        continue
      }
      let inner = Array(modifiers[..<k])
      view = phaseAnimator(animator) { e in
        ModifierChain(modifiers: inner, environment: e, matchedInFrame: matchedInFrame).apply(rebuilding: content)
      }
    }
    return view
  }

  private func apply(_ modifier: ModifierSpec, to view: AnyView) -> AnyView {
    let e = environment
    switch modifier {
    case .view(let name, let arguments, _):
      guard let entry = ViewModifierTable.entries[name] else { return view }
      return entry.apply(view, ViewModifierTable.typed(arguments, of: name), e)
    case .offset(let x, let y): return AnyView(view.offset(x: e.number(x), y: e.number(y)))
    case .scaleEffect(let x, let y, let anchor):
      return AnyView(view.scaleEffect(x: e.number(x), y: e.number(y), anchor: e.unitPoint(anchor)))
    case .rotationEffect(let angle, let anchor):
      return AnyView(view.rotationEffect(e.angle(angle), anchor: e.unitPoint(anchor)))
    case .opacity(let v): return AnyView(view.opacity(e.number(v)))
    case .blur(let v): return AnyView(view.blur(radius: e.number(v)))
    case .frame(let width, let height):
      return AnyView(
        view.frame(width: width.map { CGFloat(e.number($0)) }, height: height.map { CGFloat(e.number($0)) }))
    case .padding(let v): return AnyView(view.padding(e.number(v)))
    case .animation(let animation, let value, _):
      return AnyView(view.animation(e.animation(animation), value: e.lookup(value)))
    case .transaction(let animation, let disables, _):
      let a = animation.map { e.animation($0) }
      return AnyView(
        view.transaction { t in
          if let a { t.animation = a }
          if let disables { t.disablesAnimations = disables }
        })
    case .shadow(let color, let radius, let x, let y):
      return AnyView(view.shadow(color: e.color(color), radius: e.number(radius), x: e.number(x), y: e.number(y)))
    case .colorEffect(let name, let value): return colorEffect(name, value, on: view)
    case .clip(let shape, let radius, let modifier):
      if modifier == "cornerRadius" { return AnyView(view.cornerRadius(e.number(radius))) }
      return AnyView(view.clipShape(SceneShape(kind: shape, cornerRadius: e.number(radius))))
    case .rotation3D(let angle, let x, let y, let z, let anchor, let anchorZ, let perspective):
      return AnyView(
        view.rotation3DEffect(
          e.angle(angle), axis: (CGFloat(e.number(x)), CGFloat(e.number(y)), CGFloat(e.number(z))),
          anchor: e.unitPoint(anchor), anchorZ: CGFloat(e.number(anchorZ)), perspective: CGFloat(e.number(perspective)))
      )
    case .decoration(let shape, let color, let radius, let over, let gradient):
      var spec = ShapeSpec(kind: shape, cornerRadius: e.number(radius))
      spec.gradient = gradient.flatMap { e.gradient($0).gradientFill(.light) }
      return AnyView(view.decoration(spec, color: e.color(color), over: over))
    case .mask(let shape, let radius, let color, let gradient):
      let style = e.style(color, gradient: gradient) ?? AnyShapeStyle(Color.black)
      return AnyView(view.mask(SceneShape(kind: shape, cornerRadius: e.number(radius)).fill(style)))
    case .blendMode(let mode): return AnyView(view.blendMode(mode))
    case .geometryGroup: return AnyView(view.geometryGroup())
    case .phaseAnimator:
      // Made with the layer inside it (apply(rebuilding:)).
      return view
    case .keyframeAnimator(let animator): return keyframeAnimator(animator, on: view)
    case .contentTransition(let kind): return AnyView(view.contentTransition(RenderAnimSwiftUI.ContentTransition(kind)))
    case .transition, .trim:
      // The layer's outermost modifier, and its shape's outline (LayerView).
      return view
    case .color(let c):
      // The foreground style of what is inside that does not set its own, as SwiftUI's.
      return AnyView(view.foregroundStyle(e.color(c)))
    case .matchedGeometry(let m):
      // Inside the layer's `frame` when it has one (LayerView.framed), else where it is written.
      guard !matchedInFrame else { return view }
      return AnyView(view.matchedGeometryEffect(id: e.matchID(m), in: m.namespaceID, isSource: m.isSource))
    }
  }

  /// `saturation`, `grayscale`, `brightness`, `contrast`, `hueRotation`, `colorMultiply` and `colorInvert`.
  private func colorEffect(_ name: String, _ value: ValueSpec, on view: AnyView) -> AnyView {
    let e = environment
    switch name {
    case "saturation": return AnyView(view.saturation(e.number(value)))
    case "grayscale": return AnyView(view.grayscale(e.number(value)))
    case "brightness": return AnyView(view.brightness(e.number(value)))
    case "contrast": return AnyView(view.contrast(e.number(value)))
    case "hueRotation": return AnyView(view.hueRotation(e.angle(value)))
    case "colorMultiply": return AnyView(view.colorMultiply(e.color(value)))
    default: return AnyView(view.colorInvert())
    }
  }

  /// `keyframeAnimator(initialValue:trigger:content:keyframes:)` (or `repeating:`) on the animator's fields:
  /// the content's modifiers read `value`.
  private func keyframeAnimator(_ animator: KeyframeAnimatorSpec, on view: AnyView) -> AnyView {
    let e = environment
    let content = { (placeholder: PlaceholderContentView<AnyView>, value: KeyframeFields) -> AnyView in
      ModifierChain(modifiers: animator.content, environment: e.with("value", animator.sceneValue(value)))
        .apply(to: AnyView(placeholder))
    }
    // `plot` names each keyframe by its track's field, as the scene engine does.
    let tracks = animator.tracks.map(\.path)
    guard let trigger = animator.trigger else {
      return AnyView(
        view.keyframeAnimator(initialValue: animator.initialFields, repeating: animator.repeating, content: content) {
          _ in animator.keyframes()
        }.keyframeTracksNamed(tracks))
    }
    return AnyView(
      view.keyframeAnimator(initialValue: animator.initialFields, trigger: e.lookup(trigger), content: content) { _ in
        animator.keyframes()
      }.triggerNamed(trigger).keyframeTracksNamed(tracks))
  }

  /// `PhaseAnimator(_:trigger:content:animation:)` over the phases' indices: its content is the layer made
  /// with `phase` bound (the phase's name or number, or its record of properties), with the animator's
  /// `content` modifiers.
  private func phaseAnimator(_ animator: PhaseAnimatorSpec, layer: @escaping (SceneEnvironment) -> AnyView) -> AnyView {
    let e = environment
    let content = { (i: Int) -> AnyView in
      let inner = e.with("phase", animator.phaseValue(i))
      return ModifierChain(modifiers: animator.content, environment: inner).apply(to: layer(inner))
    }
    let animation = { (i: Int) -> Animation? in
      switch animator.animation {
      case .perPhase(let specs): return specs[i].map { e.animation($0) } ?? .default
      case .expression(let spec): return e.with("phase", animator.phaseValue(i)).animation(spec)
      }
    }
    let phases = Array(animator.phases.indices)
    // `plot` names each phase as written, as the scene engine does.
    let names = animator.phaseNames
    guard let trigger = animator.trigger else {
      return AnyView(PhaseAnimator(phases, content: content, animation: animation).phasesNamed(names))
    }
    return AnyView(
      PhaseAnimator(phases, trigger: e.lookup(trigger), content: content, animation: animation)
        .triggerNamed(trigger).phasesNamed(names))
  }

  /// The first modifier of `modifiers` the lowering does not make yet, by its name.
  static func unsupported(in modifiers: [ModifierSpec]) -> String? {
    for m in modifiers {
      switch m {
      case .offset, .scaleEffect, .rotationEffect, .opacity, .blur, .frame, .padding, .animation, .transaction,
        .contentTransition, .transition, .shadow, .colorEffect, .clip, .rotation3D, .blendMode,
        .geometryGroup, .trim, .color, .matchedGeometry, .view:
        continue
      case .decoration, .mask:
        continue
      case .phaseAnimator(let animator):
        if let name = unsupported(in: animator.content) { return name }
      case .keyframeAnimator(let animator):
        if let name = unsupported(in: animator.content) { return name }
      }
    }
    return nil
  }
}

extension MatchedGeometrySpec {
  /// The namespace the scene names (`in: hero`), the same for every layer that names it.
  var namespaceID: Namespace.ID { Namespace.ID(named: namespace) }
}

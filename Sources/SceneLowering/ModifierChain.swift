import Foundation
import RenderAnimSwiftUI
import SceneEngine

/// A layer's `modifiers`, first entry innermost, each the SwiftUI modifier of its name with its values
/// evaluated against the state of this update: the runtime animates each modifier's data as it does a
/// Swift view's.
struct ModifierChain {
  let modifiers: [ModifierSpec]
  let environment: SceneEnvironment

  func apply(to content: AnyView) -> AnyView {
    modifiers.reduce(content) { view, modifier in apply(modifier, to: view) }
  }

  private func apply(_ modifier: ModifierSpec, to view: AnyView) -> AnyView {
    let e = environment
    switch modifier {
    case .offset(let x, let y): return AnyView(view.offset(x: e.number(x), y: e.number(y)))
    case .scaleEffect(let x, let y, let anchor):
      return AnyView(view.scaleEffect(x: e.number(x), y: e.number(y), anchor: e.unitPoint(anchor)))
    case .rotationEffect(let angle, let anchor):
      return AnyView(view.rotationEffect(e.angle(angle), anchor: e.unitPoint(anchor)))
    case .opacity(let v): return AnyView(view.opacity(e.number(v)))
    case .blur(let v): return AnyView(view.blur(radius: e.number(v)))
    case .color(let v): return AnyView(view.foregroundStyle(e.color(v)))
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
    case .phaseAnimator(let animator): return phaseAnimator(animator, on: view)
    case .keyframeAnimator(let animator): return keyframeAnimator(animator, on: view)
    case .contentTransition(let kind): return AnyView(view.contentTransition(RenderAnimSwiftUI.ContentTransition(kind)))
    default:
      return view
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
    guard let trigger = animator.trigger else {
      return AnyView(
        view.keyframeAnimator(initialValue: animator.initialFields, repeating: animator.repeating, content: content) {
          _ in animator.keyframes()
        })
    }
    return AnyView(
      view.keyframeAnimator(initialValue: animator.initialFields, trigger: e.lookup(trigger), content: content) { _ in
        animator.keyframes()
      })
  }

  /// `phaseAnimator(_:trigger:content:animation:)` over the phases' indices: the content's modifiers read
  /// `phase` (the phase's name or number, or its record of properties).
  private func phaseAnimator(_ animator: PhaseAnimatorSpec, on view: AnyView) -> AnyView {
    let e = environment
    let content = { (placeholder: PlaceholderContentView<AnyView>, i: Int) -> AnyView in
      ModifierChain(modifiers: animator.content, environment: e.with("phase", animator.phaseValue(i)))
        .apply(to: AnyView(placeholder))
    }
    let animation = { (i: Int) -> Animation? in
      switch animator.animation {
      case .perPhase(let specs): return specs[i].map { e.animation($0) } ?? .default
      case .expression(let spec): return e.with("phase", animator.phaseValue(i)).animation(spec)
      }
    }
    let phases = Array(animator.phases.indices)
    guard let trigger = animator.trigger else {
      return AnyView(view.phaseAnimator(phases, content: content, animation: animation))
    }
    return AnyView(view.phaseAnimator(phases, trigger: e.lookup(trigger), content: content, animation: animation))
  }

  /// The first modifier of `modifiers` the lowering does not make yet, by its name.
  static func unsupported(in modifiers: [ModifierSpec]) -> String? {
    for m in modifiers {
      switch m {
      case .offset, .scaleEffect, .rotationEffect, .opacity, .blur, .color, .frame, .padding, .animation, .transaction,
        .contentTransition:
        continue
      case .phaseAnimator(let animator):
        if let name = unsupported(in: animator.content) { return name }
      case .keyframeAnimator(let animator):
        if let name = unsupported(in: animator.content) { return name }
      default: return m.name
      }
    }
    return nil
  }
}

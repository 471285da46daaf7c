import Foundation

extension ModifierSpec {
  /// The modifiers the decoder reads itself; any other name is a ``view(name:arguments:location:)``, which
  /// SceneLowering's `ViewModifierTable` makes.
  package static let decodedNames = [
    "offset", "scaleEffect", "rotationEffect", "opacity", "blur", "shadow", "saturation", "grayscale",
    "hueRotation", "colorMultiply", "brightness", "contrast", "colorInvert", "clipShape", "cornerRadius", "trim",
    "rotation3DEffect", "background", "overlay",
    "foregroundColor", "fill",
    "phaseAnimator", "keyframeAnimator", "animation", "transaction", "transition", "frame",
    "padding", "contentTransition", "matchedGeometryEffect", "geometryGroup", "blendMode", "mask",
  ]

  /// The values the modifier reads, in the order the file writes its keys (an animator's content not
  /// included): where `check` places a warning about the modifier, and what a phase may change.
  package var valueSpecs: [ValueSpec] {
    switch self {
    case .offset(let x, let y): return [x, y]
    case .scaleEffect(let x, let y, let anchor): return [x, y, anchor]
    case .rotationEffect(let angle, let anchor): return [angle, anchor]
    case .opacity(let v), .blur(let v), .color(let v), .transition(let v), .padding(let v): return [v]
    case .colorEffect(_, let v): return [v]
    case .rotation3D(let angle, let x, let y, let z, let anchor, let anchorZ, let perspective):
      return [angle, x, y, z, anchor, anchorZ, perspective]
    case .decoration(_, let color, let radius, _, let gradient):
      return [color, radius] + (gradient?.valueSpecs ?? [])
    case .trim(let from, let to): return [from, to]
    case .clip(_, let radius, _): return [radius]
    case .shadow(let color, let radius, let x, let y): return [color, radius, x, y]
    case .animation(let v, _, _): return [v]
    case .transaction(let animation, _, _): return animation.map { [$0] } ?? []
    case .frame(let width, let height): return [width, height].compactMap { $0 }
    case .matchedGeometry(let m): return [m.id]
    case .mask(_, let radius, let color, let gradient):
      return [radius] + (color.map { [$0] } ?? []) + (gradient?.valueSpecs ?? [])
    case .view(_, let arguments, _): return arguments
    case .keyframeAnimator, .phaseAnimator, .contentTransition, .geometryGroup, .blendMode: return []
    }
  }
}

extension GradientSpec {
  /// The gradient's stop colours, then its parameters by name.
  package var valueSpecs: [ValueSpec] {
    stops.map(\.color) + parameters.sorted { $0.key < $1.key }.map(\.value)
  }
}

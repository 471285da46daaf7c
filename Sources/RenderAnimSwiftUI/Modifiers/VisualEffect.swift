import DisplayModel
import Foundation

/// Effects that change how a view looks without changing its layout (SwiftUI's `VisualEffect`), built on
/// ``EmptyVisualEffect`` in `visualEffect(_:)` and `scrollTransition(_:axis:transition:)` closures. Each
/// applies as the view modifier of the same name, in the order written.
public protocol VisualEffect: Sendable {
  /// The effects in the order written (render-anim's representation; not part of SwiftUI's API).
  var _effects: [_VisualEffectStep] { get }
}

/// One effect of a ``VisualEffect``: its numbers, and the view modifier it applies with them (so that a
/// scroll transition part-way interpolates the numbers of two chains).
public struct _VisualEffectStep: Sendable {
  let vector: [Double]
  let make: @Sendable ([Double], AnyView) -> AnyView
  func apply(_ view: AnyView) -> AnyView { make(vector, view) }
}

/// No effect: what a `visualEffect` closure starts from.
nonisolated public struct EmptyVisualEffect: VisualEffect {
  /// No effect.
  public init() {}
  /// None.
  public var _effects: [_VisualEffectStep] { [] }
}

/// Effects in the order written.
nonisolated public struct _VisualEffectChain: VisualEffect {
  /// The effects in the order written.
  public let _effects: [_VisualEffectStep]
}

nonisolated extension VisualEffect {
  private func then(
    _ vector: [Double], _ make: @escaping @Sendable ([Double], AnyView) -> AnyView
  ) -> _VisualEffectChain {
    _VisualEffectChain(_effects: _effects + [_VisualEffectStep(vector: vector, make: make)])
  }
  /// Moves the view by `offset`.
  public func offset(_ offset: CGSize) -> some VisualEffect { self.offset(x: offset.width, y: offset.height) }
  /// Moves the view by `x` and `y` points.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    then([Double(x), Double(y)]) { v, view in AnyView(view.offset(x: v[0], y: v[1])) }
  }
  /// Scales the view by `scale` about `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }
  /// Scales the view by `s` about `anchor`.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    scaleEffect(x: s, y: s, anchor: anchor)
  }
  /// Scales the view by `x` and `y` about `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
    then([Double(x), Double(y)]) { v, view in AnyView(view.scaleEffect(x: v[0], y: v[1], anchor: anchor)) }
  }
  /// Rotates the view by `angle` about `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    then([angle.radians]) { v, view in AnyView(view.rotationEffect(.radians(v[0]), anchor: anchor)) }
  }
  /// Rotates the view in 3-D about `axis`.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some VisualEffect {
    let (x, y, z) = (axis.x, axis.y, axis.z)
    return then([angle.radians]) { v, view in
      AnyView(
        view.rotation3DEffect(
          .radians(v[0]), axis: (x, y, z), anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
  }
  /// Fades the view to `opacity`.
  public func opacity(_ opacity: Double) -> some VisualEffect {
    then([opacity]) { v, view in AnyView(view.opacity(v[0])) }
  }
  /// Blurs the view by `radius` points.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    then([Double(radius)]) { v, view in AnyView(view.blur(radius: v[0], opaque: opaque)) }
  }
  /// Brightens the view by `amount`.
  public func brightness(_ amount: Double) -> some VisualEffect {
    then([amount]) { v, view in AnyView(view.brightness(v[0])) }
  }
  /// Changes the view's contrast by `amount`.
  public func contrast(_ amount: Double) -> some VisualEffect {
    then([amount]) { v, view in AnyView(view.contrast(v[0])) }
  }
  /// Changes the view's saturation by `amount`.
  public func saturation(_ amount: Double) -> some VisualEffect {
    then([amount]) { v, view in AnyView(view.saturation(v[0])) }
  }
  /// Removes `amount` of the view's colour.
  public func grayscale(_ amount: Double) -> some VisualEffect {
    then([amount]) { v, view in AnyView(view.grayscale(v[0])) }
  }
  /// Turns the view's hues by `angle`.
  public func hueRotation(_ angle: Angle) -> some VisualEffect {
    then([angle.radians]) { v, view in AnyView(view.hueRotation(.radians(v[0]))) }
  }
  /// Multiplies the view's colours by `color` (not interpolated by a scroll transition part-way).
  public func colorMultiply(_ color: Color) -> some VisualEffect {
    then([]) { _, view in AnyView(view.colorMultiply(color)) }
  }
}

nonisolated extension View {
  /// Applies the effects `effect` makes from the view's geometry (a ``GeometryProxy`` of its frame, as
  /// layout placed it), without changing its layout.
  public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View {
    _VisualEffectView(content: self) { proxy, _ in effect(EmptyVisualEffect(), proxy) }
  }
}

/// A view with the effects made from its own frame (`visualEffect`, `scrollTransition`): it reads its
/// frame as a `GeometryReader` does (the places of the last layout, settled before each update) and
/// applies the effects around its content, which keeps its identity.
nonisolated struct _VisualEffectView<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  /// The effects for the view's frame and the frame of the scroll view around it (nil when none).
  let make: (GeometryProxy, CGRect?) -> any VisualEffect

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    context.measured.insert(path)
    let canvas = context.canvas ?? Size(width: 390, height: 844)
    let frame = context.geometry.rect(path) ?? CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
    let effects = make(
      GeometryProxy(frame: frame, geometry: context.geometry, path: path),
      context.geometry.space(ScrollViewSpace.name, around: path))
    var view = AnyView(content)
    for step in effects._effects { view = step.apply(view) }
    // An `.animated` scroll transition's change of phase animates the effects, not where the view is: the
    // scroll that moved it has no animation (an `.animation(_:value:)` here would make it lag its place).
    var environment = environment
    if let animated = effects as? _AnimatedVisualEffect, let graph = context.graph,
      graph.changed(key: context.slot(path, "phase"), to: animated.phase), !environment.transaction.disablesAnimations
    {
      environment.transaction.animation = animated.animation
    }
    return try context.resolve(view, path: path, environment: environment)
  }
}

import DisplayModel
import Foundation

/// SwiftUI's `GeometryEffect`: a modifier that moves, turns or projects the view it modifies by the
/// transform `effectValue(size:)` returns for the view's size, in the view's coordinates (origin at its
/// top-left). Like every `Animatable`, it is evaluated on every frame at its animated `animatableData`
/// (docs/swift-views.md, Animatable): a shake written as `-30 · sin(2π · n)` shakes.
///
/// ```swift
/// struct Shake: GeometryEffect {
///   var n: CGFloat
///   var animatableData: CGFloat { get { n } set { n = newValue } }
///   func effectValue(size: CGSize) -> ProjectionTransform {
///     ProjectionTransform(CGAffineTransform(translationX: -30 * sin(n * 2 * .pi), y: 0))
///   }
/// }
/// ```
public protocol GeometryEffect: Animatable, ViewModifier {
  /// The transform for a view of `size`.
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// The view with the effect's transform applied where the modifier stands.
  public func body(content: Content) -> some View {
    content.modifier(
      _GeometryEffectModifier(
        transform: GeometryTransform { size in
          self.effectValue(size: CGSize(width: size.width, height: size.height)).projection
        }))
  }
}

/// A geometry effect's transform for the size the view is laid out at (known only after layout).
nonisolated struct GeometryTransform {
  let make: (Size) -> Projection
}

/// Adds a ``GeometryTransform`` to the modified views' effects.
nonisolated public struct _GeometryEffectModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let transform: GeometryTransform

  func resolve(
    content: any View, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    var nodes = try context.resolve(content, path: path, environment: environment)
    for i in nodes.indices {
      nodes[i].effects.append(
        context.effect(
          .geometry(transform), name: "geometryEffect", components: [], vector: [],
          environment: environment))
    }
    return nodes
  }
}

nonisolated extension View {
  /// Applies `transform` to the view, in its coordinates (origin at its top-left), without changing its layout.
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    projectionEffect(ProjectionTransform(transform))
  }

  /// Applies `transform` (perspective allowed) to the view, in its coordinates, without changing its layout.
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    let projection = transform.projection
    return modifier(_GeometryEffectModifier(transform: GeometryTransform { _ in projection }))
  }
}

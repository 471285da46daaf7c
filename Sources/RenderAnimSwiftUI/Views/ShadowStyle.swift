import DisplayModel

/// A shadow a shape style casts (SwiftUI's `ShadowStyle`): `.drop`, under and around the shape, as
/// `.shadow(color:radius:x:y:)` draws it; `.inner`, inside the shape along its edge, as if the shape were
/// a hole cut in a plane that casts the shadow into it.
nonisolated public struct ShadowStyle: Sendable, Equatable {
  enum Kind: Sendable { case drop, inner }
  let kind: Kind
  let color: Color
  let radius: Double
  let x: Double
  let y: Double

  /// A shadow under the shape, blurred by `radius` and moved by (`x`, `y`).
  public static func drop(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(kind: .drop, color: color, radius: Double(radius), x: Double(x), y: Double(y))
  }
  /// A shadow inside the shape, blurred by `radius` and moved by (`x`, `y`).
  public static func inner(
    color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(kind: .inner, color: color, radius: Double(radius), x: Double(x), y: Double(y))
  }
}

/// A shape style with the shadows it casts (``ShapeStyle/shadow(_:)``).
nonisolated public struct _ShadowShapeStyle: ShapeStyle {
  let base: any ShapeStyle
  let shadows: [ShadowStyle]

  /// `view` filled with the base style, its shadows drawn: a drop shadow as `.shadow` draws one, an
  /// inner shadow as ``_InnerShadow`` over the fill.
  func resolve<S: Shape>(
    _ view: _ShapeView<S>, path: ViewPath, environment: ViewEnvironment, in context: ResolveContext
  ) throws(ViewError) -> [ViewNode] {
    var plain = view
    plain.fill = base
    var result: any View = plain
    for s in shadows {
      switch s.kind {
      case .drop: result = result.shadow(color: s.color, radius: s.radius, x: s.x, y: s.y)
      case .inner: result = result.overlay(_InnerShadow(shape: view.shape, shadow: s))
      }
    }
    return try context.resolve(result, path: path, environment: environment)
  }
}

nonisolated extension ShapeStyle {
  /// This style casting `style`'s shadow: a shape filled with it draws the shadow (text and symbols in
  /// it draw the style alone).
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
    if let shadowed = self as? _ShadowShapeStyle {
      return _ShadowShapeStyle(base: shadowed.base, shadows: shadowed.shadows + [style])
    }
    return _ShadowShapeStyle(base: self, shadows: [style])
  }
}

/// An inner shadow: the plane around the shape (the shape cut out of a rectangle reaching past the blur,
/// filled by the even-odd rule) in the shadow's colour, moved by its offset and blurred, clipped to the
/// shape.
nonisolated struct _InnerShadow<S: Shape>: View {
  let shape: S
  let shadow: ShadowStyle

  var body: some View {
    _PlaneAround(shape: shape, margin: 3 * shadow.radius + max(abs(shadow.x), abs(shadow.y)) + 1)
      .fill(shadow.color, style: FillStyle(eoFill: true))
      .offset(x: shadow.x, y: shadow.y)
      .blur(radius: shadow.radius)
      .clipShape(shape)
  }
}

/// A rectangle `margin` points larger than the frame on every side, with the shape's outline inside it.
nonisolated struct _PlaneAround<S: Shape>: Shape {
  let shape: S
  let margin: Double
  func path(in rect: CGRect) -> Path {
    var p = Path(rect.insetBy(dx: -margin, dy: -margin))
    p.addPath(shape.path(in: rect))
    return p
  }
}

import DisplayModel

/// A shape of the display model's kinds, for a scene file's `shape:` layer lowered onto the view runtime:
/// SwiftUI's five (`circle`, `ellipse`, `rectangle`, `roundedRectangle`, `capsule`) and the scene
/// format's `star` and `heart`, drawn by the rasterizer from its kind as the built-in shapes are.
nonisolated package struct SceneShape: Shape, BuiltInShape {
  package let kind: ShapeKind
  package let cornerRadius: Double

  package init(kind: ShapeKind, cornerRadius: Double) {
    self.kind = kind
    self.cornerRadius = cornerRadius
  }

  package func path(in rect: CGRect) -> Path {
    switch kind {
    case .circle: return Circle().path(in: rect)
    case .ellipse: return Ellipse().path(in: rect)
    case .roundedRectangle: return RoundedRectangle(cornerRadius: cornerRadius).path(in: rect)
    case .capsule: return Capsule().path(in: rect)
    case .rectangle, .star, .heart: return Path(rect)
    }
  }

  var spec: ShapeSpec { ShapeSpec(kind: kind, cornerRadius: cornerRadius) }
}

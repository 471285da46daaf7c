/// iOS 17's hierarchical levels of any style: `Color.orange.tertiary`, `.tint.secondary`,
/// `.background.secondary` (docs/swift-views.md, What is supported). A colour or gradient at level n is
/// drawn at SwiftUI's opacity for the level (1, 0.5, 0.25, then 0.18); the background's levels are iOS's
/// secondary and tertiary system backgrounds.
nonisolated public struct _LeveledShapeStyle: ShapeStyle {
  let base: any ShapeStyle
  /// 0 the primary level, 1 secondary, 2 tertiary, 3 quaternary, 4 quinary.
  let level: Int

  /// SwiftUI's opacity for a colour's level.
  static func opacity(_ level: Int) -> Double {
    switch level {
    case 0: 1
    case 1: 0.5
    case 2: 0.25
    default: 0.18
    }
  }

  /// The style this level paints as.
  var resolvedStyle: any ShapeStyle {
    if base is BackgroundStyle || (base as? AnyShapeStyle)?.base is BackgroundStyle {
      return Color(named: ["systemBackground", "secondarySystemBackground", "tertiarySystemBackground"][min(level, 2)])
    }
    let style = base.unwrapped
    let opacity = Self.opacity(level)
    if let color = style as? Color { return color.opacity(opacity) }
    if let gradient = style as? any GradientStyle {
      let stops = gradient.gradient.stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) }
      return AnyGradient(kind: gradient.kind, gradient: Gradient(stops: stops))
    }
    return style
  }
}

extension ShapeStyle {
  /// The second level of this style (iOS 17).
  public var secondary: _LeveledShapeStyle { _LeveledShapeStyle(base: self, level: 1) }
  /// The third level of this style (iOS 17).
  public var tertiary: _LeveledShapeStyle { _LeveledShapeStyle(base: self, level: 2) }
  /// The fourth level of this style (iOS 17).
  public var quaternary: _LeveledShapeStyle { _LeveledShapeStyle(base: self, level: 3) }
  /// The fifth level of this style (iOS 17).
  public var quinary: _LeveledShapeStyle { _LeveledShapeStyle(base: self, level: 4) }
}

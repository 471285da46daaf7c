import DisplayModel
import Keyframes

/// SwiftUI's `MeshGradient` (iOS 18): a grid of `width` × `height` points in unit coordinates of the
/// frame, each with a colour, blended between them. As a view it fills the space offered; as a shape style
/// it paints a shape. A change of its points or colours animates with the transaction, point by point and
/// colour by colour (docs/swift-views.md, Gradients).
///
/// render-anim draws the edges between the points as Catmull–Rom curves, and with `smoothsColors` (the
/// default) blends the colours along the same curves (``GradientFill/meshPatches``). The `background`
/// is not drawn (where the points leave part of the frame uncovered, that part is clear), and the colour
/// space is always the device's.
nonisolated public struct MeshGradient: ShapeStyle, GradientStyle, View, PrimitiveView, Equatable {
  public typealias Body = Never
  /// The number of points in each row.
  public var width: Int
  /// The number of rows.
  public var height: Int
  /// The colour of the frame where the mesh does not reach.
  public var background: Color
  /// Whether the colours blend along curves (true) or bilinearly in each cell.
  public var smoothsColors: Bool
  /// The space the colours blend in.
  public var colorSpace: Gradient.ColorSpace
  let points: [UnitPoint]
  let colors: [Color]

  /// A mesh of `width` × `height` `points` (row by row, in unit coordinates) with a colour each.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.width = width
    self.height = height
    self.points = points.map { UnitPoint(x: Double($0.x), y: Double($0.y)) }
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
    self.colorSpace = colorSpace
  }

  /// A mesh whose points carry control points of their own (render-anim uses the points' positions).
  public init(
    width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, points: bezierPoints.map(\.position), colors: colors, background: background,
      smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// A point of a mesh with the control points of the four edges that meet there.
  public struct BezierPoint: Equatable, Sendable {
    /// Where the point is, in unit coordinates.
    public var position: SIMD2<Float>
    /// The control point of the edge toward the point on the left.
    public var leadingControlPoint: SIMD2<Float>
    /// The control point of the edge toward the point above.
    public var topControlPoint: SIMD2<Float>
    /// The control point of the edge toward the point on the right.
    public var trailingControlPoint: SIMD2<Float>
    /// The control point of the edge toward the point below.
    public var bottomControlPoint: SIMD2<Float>
    /// A point with its four control points.
    public init(
      position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
      trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
    ) {
      self.position = position
      self.leadingControlPoint = leadingControlPoint
      self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint
      self.bottomControlPoint = bottomControlPoint
    }
  }

  var kind: GradientFill.Kind {
    .mesh(columns: width, rows: height, points: points, smoothsColors: smoothsColors)
  }

  var gradient: Gradient {
    Gradient(
      stops: colors.enumerated().map {
        Gradient.Stop(color: $0.element, location: colors.count > 1 ? Double($0.offset) / Double(colors.count - 1) : 0)
      })
  }

  /// Whether the two meshes have the same points, colours and options.
  public static func == (a: MeshGradient, b: MeshGradient) -> Bool {
    a.width == b.width && a.height == b.height && a.points == b.points && a.colors == b.colors
      && a.background == b.background && a.smoothsColors == b.smoothsColors && a.colorSpace == b.colorSpace
  }

  func resolve(path: ViewPath, environment: ViewEnvironment, in context: ResolveContext) throws(ViewError) -> [ViewNode]
  {
    guard width >= 2, height >= 2, points.count == width * height, colors.count == width * height else {
      throw ViewError(
        .unsupported,
        "MeshGradient(width: \(width), height: \(height)) needs \(width * height) points and colours, at least 2 × 2"
          + " (has \(points.count) points and \(colors.count) colours)")
    }
    return [
      ViewNode(path: path, kind: .shape(ShapeSpec.filled(.rectangle, style: self, scheme: environment.colorScheme)))
    ]
  }
}

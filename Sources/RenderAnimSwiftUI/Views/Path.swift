import DisplayModel
import Foundation

/// An outline made of lines, curves and arcs (SwiftUI's `Path`), in the coordinates of the rectangle a
/// shape's `path(in:)` is given. A `Path` is itself a shape: drawn as it is, whatever its frame.
nonisolated public struct Path: Shape {
  /// The outline's steps, in order.
  public private(set) var elements: [PathElement] = []
  private var current = CGPoint.zero

  /// An empty path.
  public init() {}
  /// A path built by `build`.
  public init(_ build: (inout Path) -> Void) { build(&self) }
  /// A rectangle's outline.
  public init(_ rect: CGRect) { addRect(rect) }
  /// An ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
  /// A rounded rectangle with circular corners.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  /// A rounded rectangle with corners of `cornerSize` (its width is the radius drawn).
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  public func path(in rect: CGRect) -> Path { self }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }
  /// The last point added.
  public var currentPoint: CGPoint? { elements.isEmpty ? nil : current }

  /// Begins a new subpath at `p`.
  public mutating func move(to p: CGPoint) { append(.move(x: Double(p.x), y: Double(p.y)), p) }
  /// A straight line from the current point to `p`.
  public mutating func addLine(to p: CGPoint) { append(.line(x: Double(p.x), y: Double(p.y)), p) }
  /// Lines through `points`, starting with a move to the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for p in points.dropFirst() { addLine(to: p) }
  }
  /// A quadratic Bézier curve from the current point to `p`, pulled towards the control point `c`.
  public mutating func addQuadCurve(to p: CGPoint, control c: CGPoint) {
    append(.quadCurve(x: Double(p.x), y: Double(p.y), cx: Double(c.x), cy: Double(c.y)), p)
  }
  /// A cubic Bézier curve from the current point to `p`, with control points `c1` and `c2`.
  public mutating func addCurve(to p: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint) {
    append(
      .curve(
        x: Double(p.x), y: Double(p.y), c1x: Double(c1.x), c1y: Double(c1.y), c2x: Double(c2.x), c2y: Double(c2.y)), p)
  }
  /// An arc of a circle; as in SwiftUI, `clockwise` is in flipped coordinates (on screen it turns the
  /// other way), and a line joins the current point to the arc's start.
  public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
    let end = CGPoint(
      x: Double(center.x) + Double(radius) * cos(endAngle.radians),
      y: Double(center.y) + Double(radius) * sin(endAngle.radians))
    append(
      .arc(
        cx: Double(center.x), cy: Double(center.y), radius: Double(radius), start: startAngle.radians,
        end: endAngle.radians,
        clockwise: clockwise), end)
  }
  /// A rectangle's outline as a closed subpath, clockwise on screen from its top-left corner.
  public mutating func addRect(_ r: CGRect) {
    append(
      contentsOf: PathElement.rect(
        x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)))
  }
  /// The outline of the ellipse inscribed in `r`, as a closed subpath of four cubic curves.
  public mutating func addEllipse(in r: CGRect) {
    append(
      contentsOf: PathElement.ellipse(
        x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)))
  }
  /// A rounded rectangle's outline as a closed subpath, its corners circular arcs whose radius is
  /// `cornerSize.width` (at most half of either side); `style` is accepted, and continuous corners are drawn
  /// circular.
  public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    append(
      contentsOf: PathElement.roundedRect(
        x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height),
        radius: Double(cornerSize.width)))
  }
  /// Another path's elements.
  public mutating func addPath(_ path: Path) { append(contentsOf: path.elements) }
  /// Elements made elsewhere (a turned shape's).
  mutating func addElements(_ steps: [PathElement]) { append(contentsOf: steps) }
  /// Closes the current subpath with a line back to where it began.
  public mutating func closeSubpath() { elements.append(.close) }

  private mutating func append(_ element: PathElement, _ end: CGPoint) {
    elements.append(element)
    current = end
  }

  private mutating func append(contentsOf steps: [PathElement]) {
    elements += steps
    if case .move(let x, let y)? = steps.first { current = CGPoint(x: x, y: y) }
  }
}

/// A custom shape's outline as a function of its frame's size, evaluated when the frame is drawn.
nonisolated struct CustomOutline {
  let make: (Size) -> [PathElement]
  init(_ make: @escaping (Size) -> [PathElement]) { self.make = make }

  /// `shape`'s outline in a frame of the size given.
  static func of<S: Shape>(_ shape: S) -> CustomOutline {
    CustomOutline { size in shape.path(in: CGRect(x: 0, y: 0, width: size.width, height: size.height)).elements }
  }
}

import Foundation
import RenderAnimCoreGraphics

/// The corners of a rectangle (UIKit's `UIRectCorner`), for
/// ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``.
public struct UIRectCorner: OptionSet, Sendable {
  /// The corners' bits.
  public let rawValue: UInt
  /// A set of corners from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All four corners.
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's Bézier path, as SwiftUI code uses it: built with UIKit's calls and drawn through
/// `Path(path.cgPath)`. `clockwise` is UIKit's: clockwise on screen (Core Graphics' flag the other way).
/// Stroke properties (`lineWidth`, …) are kept and not drawn: a `Path` is stroked by its shape view.
public final class UIBezierPath: @unchecked Sendable {
  private let path: CGMutablePath
  /// The width a UIKit `stroke()` would draw (kept, not drawn).
  public var lineWidth: CGFloat = 1

  /// An empty path.
  public init() { path = CGMutablePath() }
  /// A rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }
  /// An ellipse inscribed in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }
  /// A rectangle with every corner rounded by `cornerRadius` (at most half the shorter side).
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(
      roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
  }
  /// A rectangle with the corners in `corners` rounded by `cornerRadii.width` (at most half the shorter
  /// side), clockwise on screen from the top-left corner, as UIKit draws it.
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init()
    let r = max(0, min(cornerRadii.width, rect.width / 2, rect.height / 2))
    func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? r : 0 }
    let (tl, tr, br, bl) = (radius(.topLeft), radius(.topRight), radius(.bottomRight), radius(.bottomLeft))
    path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
    corner(CGPoint(x: rect.maxX - tr, y: rect.minY + tr), tr, from: -.pi / 2)
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
    corner(CGPoint(x: rect.maxX - br, y: rect.maxY - br), br, from: 0)
    path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
    corner(CGPoint(x: rect.minX + bl, y: rect.maxY - bl), bl, from: .pi / 2)
    path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
    corner(CGPoint(x: rect.minX + tl, y: rect.minY + tl), tl, from: .pi)
    path.closeSubpath()
  }
  /// An arc of a circle; `clockwise` on screen, as UIKit means it.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }
  /// A path with `cgPath`'s steps.
  public init(cgPath: CGPath) { path = cgPath.mutableCopy() ?? CGMutablePath() }

  /// A quarter turn clockwise on screen around `center` from the angle `from`, when the radius is not 0.
  private func corner(_ center: CGPoint, _ radius: CGFloat, from angle: CGFloat) {
    guard radius > 0 else { return }
    path.addArc(center: center, radius: radius, startAngle: angle, endAngle: angle + .pi / 2, clockwise: false)
  }

  /// The path as Core Graphics' (a copy), for `Path(_:)`.
  public var cgPath: CGPath { path.copy() ?? CGPath(steps: []) }
  /// Whether the path has no steps.
  public var isEmpty: Bool { path.isEmpty }

  /// Starts a subpath at `point`.
  public func move(to point: CGPoint) { path.move(to: point) }
  /// A straight line to `point`.
  public func addLine(to point: CGPoint) { path.addLine(to: point) }
  /// A quadratic Bézier curve to `end`.
  public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }
  /// A cubic Bézier curve to `end`.
  public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
  }
  /// An arc of a circle, joined by a line from the current point; `clockwise` on screen, as UIKit means it.
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
  }
  /// Closes the current subpath.
  public func close() { path.closeSubpath() }
  /// Appends `other`'s steps.
  public func append(_ other: UIBezierPath) { path.addPath(other.path) }
  /// Transforms every point of the path.
  public func apply(_ transform: CGAffineTransform) {
    let moved = CGMutablePath()
    moved.addPath(path, transform: transform)
    path.steps = moved.steps
  }
  /// The path drawn backwards (each subpath from its end to its start), as a new path.
  public func reversing() -> UIBezierPath { UIBezierPath(cgPath: CGPath(steps: path.reversedSteps)) }
  /// Removes every step.
  public func removeAllPoints() { path.steps = [] }
}

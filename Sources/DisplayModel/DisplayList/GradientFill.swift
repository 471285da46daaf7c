import Foundation
import Keyframes

/// SwiftUI's four gradients as a shape's fill, in the shape's frame (unit points: (0, 0) top-left,
/// (1, 1) bottom-right). Colours interpolate in sRGB between stops, as SwiftUI's gradients do by default.
public struct GradientFill: Sendable, Equatable, Hashable {
  /// One colour stop at `location` (0…1 along the gradient).
  public struct Stop: Sendable, Equatable, Hashable {
    /// The colour at the stop.
    public var color: RGBAColor
    /// Where the stop lies along the gradient, from 0 (its start) to 1 (its end).
    public var location: Double
    /// Creates a stop of `color` at `location`.
    public init(color: RGBAColor, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// Which of the four gradients, with its geometry.
  public enum Kind: Sendable, Equatable, Hashable {
    /// `LinearGradient(stops:startPoint:endPoint:)`.
    case linear(start: UnitPoint, end: UnitPoint)
    /// `RadialGradient(stops:center:startRadius:endRadius:)`: radii in points.
    case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
    /// `EllipticalGradient(stops:center:startRadiusFraction:endRadiusFraction:)`: radii as fractions of the
    /// frame's width and height (an ellipse that fills the frame at 0.5).
    case elliptical(center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
    /// `AngularGradient(stops:center:startAngle:endAngle:)`: colours sweep clockwise (y down) from
    /// `startAngle` to `endAngle` (radians, 0 pointing right).
    case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    /// `MeshGradient(width:height:points:colors:)`: a grid of `columns` × `rows` points (unit points, row
    /// by row), whose colours are the stops in the same order; between them the colours blend smoothly
    /// (`smoothsColors`) or bilinearly (MeshGradient.swift in Render/Cairo).
    case mesh(columns: Int, rows: Int, points: [UnitPoint], smoothsColors: Bool)

    /// How many numbers the geometry takes in an animated vector: a point's two, or two radii or angles.
    public var parameterCount: Int {
      if case .mesh(_, _, let points, _) = self { return points.count * 2 }
      return 4
    }
  }

  /// Which gradient, and where it lies in the frame.
  public var kind: Kind
  /// The colour stops along the gradient.
  public var stops: [Stop]

  /// Creates a gradient fill of `kind` through `stops`.
  public init(kind: Kind, stops: [Stop]) {
    self.kind = kind
    self.stops = stops
  }

  /// Evenly spaced stops for `colors` (SwiftUI's `Gradient(colors:)`).
  public static func evenStops(_ colors: [RGBAColor]) -> [Stop] {
    colors.enumerated().map {
      Stop(color: $0.element, location: colors.count > 1 ? Double($0.offset) / Double(colors.count - 1) : 0)
    }
  }

  /// The colour at gradient position `t` (0…1, clamped), interpolated in sRGB between the stops: what an
  /// angular gradient draws at each angle.
  public func color(at t: Double) -> RGBAColor {
    guard let first = stops.first, let last = stops.last else { return .clear }
    let t = min(max(t, 0), 1)
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    for (a, b) in zip(stops, stops.dropFirst()) where t >= a.location && t <= b.location {
      let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
      return RGBAColor(
        red: a.color.red + (b.color.red - a.color.red) * f, green: a.color.green + (b.color.green - a.color.green) * f,
        blue: a.color.blue + (b.color.blue - a.color.blue) * f,
        alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
    }
    return last.color
  }
}

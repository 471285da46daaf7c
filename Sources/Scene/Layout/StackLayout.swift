import Foundation
import Keyframes

/// A group's layout: SwiftUI's `HStackLayout`, `VStackLayout` and `ZStackLayout` (as `AnyLayout`).
///
/// ```yaml
/// layout: "isHorizontal ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout())"
/// ```
public struct StackLayout: Sendable, Equatable, CustomStringConvertible {
  /// The stacking direction.
  public enum Axis: Int, Sendable, Equatable, CaseIterable { case horizontal = 0, vertical = 1, depth = 2 }

  /// HStack, VStack or ZStack.
  public var axis: Axis
  /// Space between adjacent children (SwiftUI's default spacing is 8 points).
  public var spacing: Double
  /// Cross-axis alignment as a unit point: HStack uses `y`, VStack `x`, ZStack both.
  public var alignment: UnitPoint

  /// SwiftUI's default spacing between stack children.
  public static let defaultSpacing = 8.0

  public init(axis: Axis, spacing: Double = StackLayout.defaultSpacing, alignment: UnitPoint = .center) {
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
  }

  /// The layout's animatable data: a weight for each axis (one-hot), spacing, alignment x and y.
  /// Interpolating it moves every child along the straight line between its two placements.
  public var animatableComponents: [Double] {
    var weights = [0.0, 0.0, 0.0]
    weights[axis.rawValue] = 1
    return weights + [spacing, Double(alignment.x), Double(alignment.y)]
  }

  public var description: String {
    let name = ["HStackLayout", "VStackLayout", "ZStackLayout"][axis.rawValue]
    return "\(name)(alignment: UnitPoint(x: \(alignment.x), y: \(alignment.y)), spacing: \(spacing))"
  }
}

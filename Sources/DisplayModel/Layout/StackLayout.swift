import Foundation
import Keyframes

/// A group's layout: SwiftUI's `HStackLayout`, `VStackLayout` and `ZStackLayout` (as `AnyLayout`).
///
/// ```yaml
/// layout: "isHorizontal ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout())"
/// ```
public struct StackLayout: Sendable, Equatable, CustomStringConvertible {
  /// The stacking direction.
  public enum Axis: Int, Sendable, Equatable, CaseIterable {
    /// Children side by side, leading to trailing (`HStackLayout`).
    case horizontal = 0
    /// Children one above another, top to bottom (`VStackLayout`).
    case vertical = 1
    /// Children on top of one another, the first at the back (`ZStackLayout`).
    case depth = 2
  }

  /// HStack, VStack or ZStack.
  public var axis: Axis
  /// Space between adjacent children (SwiftUI's default spacing is 8 points).
  public var spacing: Double
  /// Cross-axis alignment as a unit point: HStack uses `y`, VStack `x`, ZStack both.
  public var alignment: UnitPoint

  /// SwiftUI's default spacing between stack children.
  public static let defaultSpacing = 8.0

  /// Creates a stack layout along `axis`; by default with SwiftUI's spacing and centred children.
  public init(axis: Axis, spacing: Double = StackLayout.defaultSpacing, alignment: UnitPoint = .center) {
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
  }

  /// The layout's animatable data: for each axis (HStack, VStack, ZStack) its weight w (one-hot) and
  /// w × spacing, w × alignment.x, w × alignment.y. Every child's placement is affine in spacing and
  /// alignment, so with the parameters premultiplied by the weight it is linear in this vector:
  /// interpolating it moves every child on the straight line between its two placements, even when the
  /// axis, spacing and alignment all change in one transaction.
  public var animatableComponents: [Double] {
    var data = Array(repeating: 0.0, count: 12)
    let k = axis.rawValue * 4
    data[k] = 1
    data[k + 1] = spacing
    data[k + 2] = Double(alignment.x)
    data[k + 3] = Double(alignment.y)
    return data
  }

  public var description: String {
    let name = ["HStackLayout", "VStackLayout", "ZStackLayout"][axis.rawValue]
    return "\(name)(alignment: UnitPoint(x: \(alignment.x), y: \(alignment.y)), spacing: \(spacing))"
  }
}

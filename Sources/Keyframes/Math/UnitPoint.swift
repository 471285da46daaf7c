import Foundation

/// A point in a view's normalised coordinate space: (0, 0) top-leading, (1, 1) bottom-trailing.
///
/// Mirrors SwiftUI's `UnitPoint`, used as the anchor of scale and rotation effects.
public struct UnitPoint: Animatable, Hashable, Sendable {
  /// The normalised horizontal position.
  public var x: CGFloat
  /// The normalised vertical position.
  public var y: CGFloat

  /// The top-leading point (0, 0).
  public init() {
    x = 0
    y = 0
  }
  /// A point at (x, y).
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }

  /// The top-leading point (0, 0).
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The centre (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the leading edge (0, 0.5).
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing edge (1, 0.5).
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The middle of the top edge (0.5, 0).
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge (0.5, 1).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The top-leading corner (0, 0).
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top-trailing corner (1, 0).
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom-leading corner (0, 1).
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom-trailing corner (1, 1).
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

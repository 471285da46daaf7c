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

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

import DisplayModel

/// The shape of a bordered button's plate (SwiftUI's `ButtonBorderShape`): iOS's 6-point rounded
/// rectangle by default, a capsule, a circle, or a rounded rectangle of your radius.
nonisolated public struct ButtonBorderShape: Sendable, Equatable {
  let kind: ShapeKind
  let radius: Double
  /// The platform's shape: a rounded rectangle of 6 points.
  public static let automatic = ButtonBorderShape(kind: .roundedRectangle, radius: 6)
  /// A capsule.
  public static let capsule = ButtonBorderShape(kind: .capsule, radius: 0)
  /// A circle (iOS 17).
  public static let circle = ButtonBorderShape(kind: .circle, radius: 0)
  /// The platform's rounded rectangle.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle, radius: 6)
  /// A rounded rectangle of `radius`.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle, radius: Double(radius))
  }
}

nonisolated extension View {
  /// The shape of the bordered buttons inside (`.bordered`, `.borderedProminent`).
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environmentChange { $0.buttonBorderShape = shape }
  }
}

import Foundation

/// The radii of a rectangle's four corners (iOS 17's `RectangleCornerRadii`), in points; they animate.
nonisolated public struct RectangleCornerRadii: Equatable, Sendable, Animatable {
  /// The top-leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom-leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom-trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top-trailing corner's radius.
  public var topTrailing: CGFloat

  /// Radii for the four corners (0: square).
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }

  public var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>> {
    get {
      AnimatablePair(
        AnimatablePair(Double(topLeading), Double(bottomLeading)),
        AnimatablePair(Double(bottomTrailing), Double(topTrailing)))
    }
    set {
      topLeading = CGFloat(newValue.first.first)
      bottomLeading = CGFloat(newValue.first.second)
      bottomTrailing = CGFloat(newValue.second.first)
      topTrailing = CGFloat(newValue.second.second)
    }
  }
}

/// A rectangle whose corners have radii of their own (iOS 17's `UnevenRoundedRectangle`): a bar rounded
/// only at its top, a card's bottom sheet. Each radius is drawn at most half the shorter side; leading is
/// left (left to right); `style` is accepted, and continuous corners are drawn circular, as
/// ``RoundedRectangle``'s are.
nonisolated public struct UnevenRoundedRectangle: Shape {
  /// The corners' radii.
  public var cornerRadii: RectangleCornerRadii
  /// The corners' style.
  public var style: RoundedCornerStyle

  /// A rectangle with `cornerRadii`.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with a radius for each corner.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius),
      style: style)
  }

  /// The outline clockwise on screen from the top edge's leading end, each corner a quarter circle.
  public func path(in rect: CGRect) -> Path {
    let limit = Double(min(rect.width, rect.height)) / 2
    func r(_ v: CGFloat) -> Double { min(max(Double(v), 0), limit) }
    let (tl, tr, br, bl) = (
      r(cornerRadii.topLeading), r(cornerRadii.topTrailing), r(cornerRadii.bottomTrailing), r(cornerRadii.bottomLeading)
    )
    let (x0, y0, x1, y1) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
    var p = Path()
    func corner(_ cx: Double, _ cy: Double, _ radius: Double, from start: Double) {
      guard radius > 0 else { return p.addLine(to: CGPoint(x: cx, y: cy)) }
      p.addArc(
        center: CGPoint(x: cx, y: cy), radius: CGFloat(radius), startAngle: .degrees(start),
        endAngle: .degrees(start + 90), clockwise: false)
    }
    p.move(to: CGPoint(x: x0 + tl, y: y0))
    corner(x1 - tr, y0 + tr, tr, from: -90)
    corner(x1 - br, y1 - br, br, from: 0)
    corner(x0 + bl, y1 - bl, bl, from: 90)
    corner(x0 + tl, y0 + tl, tl, from: 180)
    p.closeSubpath()
    return p
  }

  public var animatableData: RectangleCornerRadii.AnimatableData {
    get { cornerRadii.animatableData }
    set { cornerRadii.animatableData = newValue }
  }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with a radius for each corner (`.rect(topLeadingRadius: 12, topTrailingRadius: 12)`).
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }
  /// A rectangle with `cornerRadii`.
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  )
    -> UnevenRoundedRectangle
  { UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style) }
}

/// Whether a scroll view shows its indicators (SwiftUI's `ScrollIndicatorVisibility`). iOS draws them only
/// while the view scrolls and fades them out at rest; render-anim draws none, so every value draws the
/// same (docs/swift-views.md, Scrolling).
nonisolated public struct ScrollIndicatorVisibility: Hashable, Sendable {
  private let kind: Int
  /// The platform's choice: shown while scrolling.
  public static let automatic = ScrollIndicatorVisibility(kind: 0)
  /// Shown while scrolling.
  public static let visible = ScrollIndicatorVisibility(kind: 1)
  /// Hidden, unless a platform needs them.
  public static let hidden = ScrollIndicatorVisibility(kind: 2)
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(kind: 3)
}

nonisolated extension View {
  /// The scroll indicators' visibility along `axes`: accepted; render-anim draws no indicators (iOS shows
  /// them only while scrolling).
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  )
    -> some View
  { self }
  /// Flashes the scroll indicators when `value` changes: accepted, nothing to draw (render-anim draws no
  /// indicators).
  public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }
  /// Flashes the scroll indicators when the view appears: accepted, nothing to draw.
  public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }
}

import Foundation

/// The screen (UIKit's `UIScreen`): render-anim's canvas. `bounds` is the canvas in points (`--size`, or
/// an iPhone 15's 393 × 852 when the canvas is the view's own size) and `scale` the output's pixels per
/// point (`--scale`), so code that sizes views by the screen gets the picture it is drawn into.
nonisolated public final class UIScreen: Sendable {
  /// The canvas of the view being evaluated (set by the runtime around every evaluation).
  @TaskLocal package static var current = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 1)

  /// The screen: the canvas of the view being rendered.
  public static var main: UIScreen { current }

  /// The canvas in points, at the origin.
  public let bounds: CGRect
  /// Pixels per point.
  public let scale: CGFloat
  /// Pixels per point (as `scale`).
  public var nativeScale: CGFloat { scale }
  /// The canvas in pixels.
  public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
  /// The brightness of the screen (always full).
  public var brightness: CGFloat { 1 }
  /// The insets of the status bar and home indicator with `--device`, none without (read by
  /// ``UIWindow/safeAreaInsets``).
  package let safeAreaInsets: UIEdgeInsets

  package init(bounds: CGRect, scale: CGFloat, safeAreaInsets: UIEdgeInsets = .zero) {
    self.bounds = bounds
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
  }
}

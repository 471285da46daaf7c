import Foundation

/// Insets from each edge of a rectangle (UIKit's `UIEdgeInsets`).
nonisolated public struct UIEdgeInsets: Equatable, Hashable, Sendable {
  /// Points from the top edge.
  public var top: CGFloat
  /// Points from the left edge.
  public var left: CGFloat
  /// Points from the bottom edge.
  public var bottom: CGFloat
  /// Points from the right edge.
  public var right: CGFloat
  /// Insets of `top`, `left`, `bottom` and `right` points.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  /// No insets.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A scene of the app (UIKit's `UIScene`): the one window scene a render has.
nonisolated public class UIScene: Hashable, @unchecked Sendable {
  init() {}
  /// Scenes are the same when they are the same object.
  public static func == (a: UIScene, b: UIScene) -> Bool { a === b }
  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The scene that holds the app's window (UIKit's `UIWindowScene`).
nonisolated public final class UIWindowScene: UIScene, @unchecked Sendable {
  /// Its window: the screen the view is drawn on.
  public var windows: [UIWindow] { [UIWindow()] }
  /// The first of ``windows``.
  public var keyWindow: UIWindow? { windows.first }
  /// The screen (render-anim's canvas).
  public var screen: UIScreen { UIScreen.main }
}

/// The app's window (UIKit's `UIWindow`): the canvas, with the device's safe-area insets under
/// `--device` (the status bar's and the home indicator's) and none without, as code that pads views by
/// `safeAreaInsets` expects.
nonisolated public final class UIWindow: @unchecked Sendable {
  init() {}
  /// The insets of the status bar and home indicator with `--device`; zero without.
  public var safeAreaInsets: UIEdgeInsets { UIScreen.current.safeAreaInsets }
  /// The window's rectangle: the canvas.
  public var bounds: CGRect { UIScreen.current.bounds }
  /// The window's rectangle in the screen: the canvas.
  public var frame: CGRect { bounds }
  /// The screen (render-anim's canvas).
  public var screen: UIScreen { UIScreen.main }
  /// Whether it is the key window: it is.
  public var isKeyWindow: Bool { true }
}

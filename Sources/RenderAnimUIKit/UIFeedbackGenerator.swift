import Foundation

// Haptics and the app's other effects outside the picture: they compile and do nothing, as a video has no
// haptics (docs/swift-views.md, UIKit).

/// UIKit's impact haptics: accepted, no effect in a render.
nonisolated public final class UIImpactFeedbackGenerator: Sendable {
  /// How strong an impact is.
  public enum FeedbackStyle: Int, Sendable {
    /// The feel of the collision: of light, medium-sized or heavy elements, or of soft, springy ones or rigid
    /// ones. Makes no difference here: a render has no haptics.
    case light, medium, heavy, soft, rigid
  }
  /// A generator of `style` impacts.
  public init(style: FeedbackStyle = .medium) {}
  /// Does nothing offline.
  public func prepare() {}
  /// Does nothing offline.
  public func impactOccurred() {}
  /// Does nothing offline.
  public func impactOccurred(intensity: CGFloat) {}
}

/// UIKit's notification haptics: accepted, no effect in a render.
nonisolated public final class UINotificationFeedbackGenerator: Sendable {
  /// The kinds of notification.
  public enum FeedbackType: Int, Sendable {
    /// A task succeeded, produced a warning, or failed. Makes no difference here: a render has no haptics.
    case success, warning, error
  }
  /// A generator.
  public init() {}
  /// Does nothing offline.
  public func prepare() {}
  /// Does nothing offline.
  public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// UIKit's selection haptics: accepted, no effect in a render.
nonisolated public final class UISelectionFeedbackGenerator: Sendable {
  /// A generator.
  public init() {}
  /// Does nothing offline.
  public func prepare() {}
  /// Does nothing offline.
  public func selectionChanged() {}
}

/// The app (UIKit's `UIApplication`): opening a URL does nothing in a render.
nonisolated public final class UIApplication: Sendable {
  /// The app.
  public static let shared = UIApplication()
  /// Does nothing offline; the completion is told `false`.
  public func open(_ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
    completion?(false)
  }
  /// No app opens anything offline.
  public func canOpenURL(_ url: URL) -> Bool { false }
  /// The URL of the app's settings (opening it does nothing offline).
  public static let openSettingsURLString = "app-settings:"
  /// The app's scenes: one window scene, whose window is the canvas.
  public var connectedScenes: Set<UIScene> { [UIWindowScene()] }
  /// The app's windows (deprecated in UIKit for a scene's): the canvas.
  public var windows: [UIWindow] { [UIWindow()] }
  /// The key window (deprecated in UIKit): the canvas.
  public var keyWindow: UIWindow? { windows.first }
}

// UIKit's views cannot be drawn: a view file that uses them stops in swiftc with this line.

/// Not available: render-anim draws SwiftUI views; a UIKit view has no drawing here.
@available(
  *, unavailable, message: "render-anim draws SwiftUI views only: a UIKit view (UIViewRepresentable) cannot be rendered"
)
public protocol UIViewRepresentable {}
/// Not available: render-anim draws SwiftUI views; a UIKit view controller has no drawing here.
@available(
  *, unavailable,
  message:
    "render-anim draws SwiftUI views only: a UIKit view controller (UIViewControllerRepresentable) cannot be rendered"
)
public protocol UIViewControllerRepresentable {}
/// Not available: render-anim draws SwiftUI views; a UIKit view has no drawing here.
@available(*, unavailable, message: "render-anim draws SwiftUI views only: UIView cannot be rendered")
nonisolated public final class UIView {}
/// Not available: render-anim draws SwiftUI views; a UIKit view controller has no drawing here.
@available(*, unavailable, message: "render-anim draws SwiftUI views only: UIViewController cannot be rendered")
nonisolated public final class UIViewController {}

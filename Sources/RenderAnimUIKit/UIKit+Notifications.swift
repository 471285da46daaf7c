import Foundation

// The names of UIKit's system notifications, for views that observe them with
// `NotificationCenter.default.publisher(for:)` or `addObserver`. Nothing posts them during a render: the
// device stays upright, the app active and the keyboard hidden (docs/swift-views.md, Combine).

extension UIDevice {
  /// Posted when the device turns (never in a render).
  public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
  /// Posted when the battery level changes (never in a render).
  public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
}

extension UIApplication {
  /// Posted when the app becomes active (never in a render: it is active from the start).
  public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to become inactive (never in a render).
  public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  /// Posted when the app goes to the background (never in a render).
  public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app comes back to the foreground (never in a render).
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when the app is about to end (never in a render).
  public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  /// Posted when the person takes a screenshot (never in a render).
  public static let userDidTakeScreenshotNotification = Notification.Name(
    "UIApplicationUserDidTakeScreenshotNotification")
  /// Posted when the system is short of memory (never in a render).
  public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  /// Posted when the keyboard is about to show (never in a render; UIKit declares it on `UIResponder`).
  public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  /// Posted when the keyboard is about to hide (never in a render; UIKit declares it on `UIResponder`).
  public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
}

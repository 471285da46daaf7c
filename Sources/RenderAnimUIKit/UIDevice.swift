/// The device (UIKit's `UIDevice`): render-anim renders as an iPhone running iOS 18, upright.
nonisolated public final class UIDevice: Sendable {
  /// The device the view runs on.
  public static let current = UIDevice()
  /// "iPhone".
  public let name = "iPhone"
  /// "iPhone".
  public let model = "iPhone"
  /// "iPhone".
  public let localizedModel = "iPhone"
  /// "iOS".
  public let systemName = "iOS"
  /// "18.0".
  public let systemVersion = "18.0"
  /// A phone.
  public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
  /// Upright.
  public let orientation = UIDeviceOrientation.portrait
  /// Accepted and meaning nothing offline.
  public func beginGeneratingDeviceOrientationNotifications() {}
  /// Accepted and meaning nothing offline.
  public func endGeneratingDeviceOrientationNotifications() {}
}

/// UIKit's device kinds.
nonisolated public enum UIUserInterfaceIdiom: Int, Sendable {
  /// No particular kind of device.
  case unspecified = -1
  /// An iPhone (the idiom `UIDevice.current` reports here), an iPad, Apple TV, or a CarPlay display.
  case phone, pad, tv, carPlay
  /// A Mac.
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6
}

/// UIKit's device orientations.
nonisolated public enum UIDeviceOrientation: Int, Sendable {
  /// Not known; held upright (`portrait`, what `UIDevice.current` reports here) or upside down; turned on its side
  /// with the home button to the right (`landscapeLeft`) or to the left (`landscapeRight`); lying flat, screen up or
  /// screen down.
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
  /// Whether the device is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the device lies on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

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
  case unspecified = -1
  case phone, pad, tv, carPlay
  case mac = 5
  case vision = 6
}

/// UIKit's device orientations.
nonisolated public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
  /// Whether the device is upright or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the device lies on its side.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

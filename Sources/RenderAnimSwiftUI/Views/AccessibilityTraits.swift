/// What a view is, for VoiceOver (SwiftUI's `AccessibilityTraits`): accepted so that public code compiles;
/// nothing is drawn for them.
nonisolated public struct AccessibilityTraits: OptionSet, Sendable {
  public let rawValue: UInt64
  /// A set of traits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// The view acts as a button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// The view is a heading.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// The view is selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// The view opens a link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// The view is a search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  /// The view is an image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  /// The view plays its own sound.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  /// The view is a keyboard key.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// The view is static text.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  /// The view summarises the app's state.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// The view's value changes often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  /// Activating the view starts a media session.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// The view lets the user interact with it directly.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  /// The view turns the page when VoiceOver reaches its end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// The view is modal.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  /// The view is a toggle.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
  /// The view is a tab bar.
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

nonisolated extension View {
  /// Adds `traits` for VoiceOver: nothing is drawn.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// Removes `traits` for VoiceOver: nothing is drawn.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
}

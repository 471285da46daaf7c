import RenderAnimUIKit

/// The preferred text size, in SwiftUI's older form (`ContentSizeCategory`, deprecated for
/// ``DynamicTypeSize`` and still common): the same twelve sizes, read and set through the environment's
/// `sizeCategory`, which is its `dynamicTypeSize`.
nonisolated public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
  /// The seven standard sizes, smallest to largest; `large` is the default.
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  /// The five accessibility sizes, smallest to largest.
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
    accessibilityExtraExtraExtraLarge

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }

  /// The same size as a ``DynamicTypeSize``.
  var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize(rawValue: Self.allCases.firstIndex(of: self)!)! }

  /// The category of a Dynamic Type size.
  public init(_ dynamicTypeSize: DynamicTypeSize) { self = Self.allCases[dynamicTypeSize.rawValue] }
  /// The category of UIKit's size (nil for `unspecified`).
  public init?(_ uiSizeCategory: UIContentSizeCategory) {
    guard let i = UIContentSizeCategory.ordered.firstIndex(of: uiSizeCategory) else { return nil }
    self = Self.allCases[i]
  }
}

extension DynamicTypeSize {
  /// The Dynamic Type size of UIKit's category (nil for `unspecified`).
  public init?(_ uiSizeCategory: UIContentSizeCategory) {
    guard let i = UIContentSizeCategory.ordered.firstIndex(of: uiSizeCategory) else { return nil }
    self.init(rawValue: i)
  }
}

extension UIContentSizeCategory {
  /// UIKit's category of a Dynamic Type size.
  public init(_ dynamicTypeSize: DynamicTypeSize) { self = Self.ordered[dynamicTypeSize.rawValue] }
}

extension EnvironmentValues {
  /// The preferred text size here, as a ``ContentSizeCategory``: the environment's ``dynamicTypeSize``.
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = newValue.dynamicTypeSize }
  }
}

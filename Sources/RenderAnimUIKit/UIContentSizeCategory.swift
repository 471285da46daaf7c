import Foundation

/// UIKit's preferred text sizes (`UIContentSizeCategory`): seven standard sizes and five accessibility
/// sizes, as SwiftUI's `DynamicTypeSize` has them, and `unspecified`. The render's own (`--dynamic-type`)
/// is ``UITraitCollection/current``'s.
nonisolated public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: String
  /// A category of UIKit's name `rawValue` (`UICTContentSizeCategoryL` for `large`).
  public init(rawValue: String) { self.rawValue = rawValue }

  /// No category.
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// The standard sizes, smallest to largest; `large` is the default.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// The second smallest standard size.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// The third smallest standard size.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// The default size.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// The first size larger than the default.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// The second size larger than the default.
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// The largest standard size.
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  /// The accessibility sizes, smallest to largest.
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// The second accessibility size.
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// The third accessibility size.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// The fourth accessibility size.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest accessibility size.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The twelve sizes, smallest to largest (the order of SwiftUI's `DynamicTypeSize`).
  package static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// The size's place among the twelve, smallest first (`unspecified`: the default's).
  package var index: Int { Self.ordered.firstIndex(of: self) ?? 3 }

  /// Whether it is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { index >= 7 }

  public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.index < b.index }

  /// The render's size (`--dynamic-type`), bound by the runtime around every evaluation.
  @TaskLocal package static var render = UIContentSizeCategory.large
}

import DisplayModel
import Foundation

/// Scales lengths and fonts with the preferred text size as a text style does (UIKit's `UIFontMetrics`):
/// at the render's size (`--dynamic-type`), by the ratio of the style's size there to its size at the
/// default (the Human Interface Guidelines' tables, docs/swift-views.md, Text and Dynamic Type).
nonisolated public struct UIFontMetrics: Sendable {
  let style: DisplayModel.TextStyle

  /// The metrics of body text.
  public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// The metrics of text of `textStyle`.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    style = DisplayModel.TextStyle(rawValue: textStyle.name) ?? .body
  }

  /// How much larger than at the default size the style is at `category`.
  private func factor(_ category: UIContentSizeCategory) -> CGFloat {
    let sizes = style.dynamicSizes
    return CGFloat(sizes[category.index].size / sizes[DisplayModel.TextStyle.defaultDynamicSize].size)
  }

  /// `value` scaled for the render's text size.
  public func scaledValue(for value: CGFloat) -> CGFloat { value * factor(UITraitCollection.current.category) }
  /// `value` scaled for the text size of `traitCollection` (the render's where it has none).
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    value * factor((traitCollection ?? .current).category)
  }
  /// `font` at its size scaled for the render's text size.
  public func scaledFont(for font: UIFont) -> UIFont { font.withSize(scaledValue(for: font.pointSize)) }
  /// `font` scaled for the render's text size, at most `maximumPointSize` points (0: no maximum).
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    let size = scaledValue(for: font.pointSize)
    return font.withSize(maximumPointSize > 0 ? min(size, maximumPointSize) : size)
  }
  /// `font` scaled for the text size of `traitCollection`.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
  }
}

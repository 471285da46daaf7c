/// SwiftUI's text styles (`Font.largeTitle` … `.caption2`) at iOS's default Dynamic Type size, and its
/// font designs, mapped to the fonts render-anim installs: the system font is Inter (Debian's
/// fonts-inter), the nearest open face to San Francisco.
public enum TextStyle: String, Sendable, CaseIterable {
  /// `Font.largeTitle`: 34 points, regular, at the default size.
  case largeTitle
  /// `Font.title`: 28 points, regular, at the default size.
  case title
  /// `Font.title2`: 22 points, regular, at the default size.
  case title2
  /// `Font.title3`: 20 points, regular, at the default size.
  case title3
  /// `Font.headline`: 17 points, semibold (600), at the default size.
  case headline
  /// `Font.subheadline`: 15 points, regular, at the default size.
  case subheadline
  /// `Font.body`: 17 points, regular, at the default size.
  case body
  /// `Font.callout`: 16 points, regular, at the default size.
  case callout
  /// `Font.footnote`: 13 points, regular, at the default size.
  case footnote
  /// `Font.caption`: 12 points, regular, at the default size.
  case caption
  /// `Font.caption2`: 11 points, regular, at the default size.
  case caption2

  /// Points and leading (the distance between baselines Apple gives for the style) at each of iOS's
  /// twelve Dynamic Type sizes, xSmall … xxxLarge then accessibility 1 … 5 (the Human Interface
  /// Guidelines' typography tables for iOS; `large`, the default, is index 3).
  public var dynamicSizes: [(size: Double, leading: Double)] {
    switch self {
    case .largeTitle:
      return [
        (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46),
        (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70),
      ]
    case .title:
      return [
        (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39),
        (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68),
      ]
    case .title2:
      return [
        (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32),
        (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66),
      ]
    case .title3:
      return [
        (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30),
        (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65),
      ]
    case .headline, .body:
      return [
        (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26),
        (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
      ]
    case .callout:
      return [
        (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25),
        (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60),
      ]
    case .subheadline:
      return [
        (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24),
        (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58),
      ]
    case .footnote:
      return [
        (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22),
        (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52),
      ]
    case .caption:
      return [
        (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21),
        (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51),
      ]
    case .caption2:
      return [
        (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20),
        (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48),
      ]
    }
  }

  /// The index of iOS's default Dynamic Type size ("Large") in ``dynamicSizes``.
  public static let defaultDynamicSize = 3

  /// Points and weight at iOS's default ("Large") content size.
  public var font: (size: Double, weight: Int) {
    switch self {
    case .largeTitle: return (34, 400)
    case .title: return (28, 400)
    case .title2: return (22, 400)
    case .title3: return (20, 400)
    case .headline: return (17, 600)
    case .subheadline: return (15, 400)
    case .body: return (17, 400)
    case .callout: return (16, 400)
    case .footnote: return (13, 400)
    case .caption: return (12, 400)
    case .caption2: return (11, 400)
    }
  }
}

extension FontSpec {
  /// The family of the system font (SwiftUI's `.default` design).
  public static let systemFamily = "Inter"

  /// The family for SwiftUI's `Font.Design`: `.default` (the system font), `.rounded` (Quicksand, Debian's
  /// fonts-quicksand: the open face with round terminals nearest to SF Pro Rounded), `.serif`, `.monospaced`.
  public static func family(design: String) -> String? {
    switch design {
    case "default": return systemFamily
    case "rounded": return "Quicksand"
    case "serif": return "DejaVu Serif"
    case "monospaced": return "DejaVu Sans Mono"
    default: return nil
    }
  }

  /// The family to shape with: the one asked for, or the system font.
  public var resolvedFamily: String { family ?? Self.systemFamily }
}

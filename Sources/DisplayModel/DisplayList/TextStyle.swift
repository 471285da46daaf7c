/// SwiftUI's text styles (`Font.largeTitle` … `.caption2`) at iOS's default Dynamic Type size, and its
/// font designs, mapped to the fonts render-anim installs: the system font is Inter (Debian's
/// fonts-inter), the nearest open face to San Francisco.
public enum TextStyle: String, Sendable, CaseIterable {
  case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

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

/// iOS's system and semantic colours in light and dark mode, in sRGB (UIKit's `UIColor.systemRed`,
/// `.label`, `.systemBackground` …; SwiftUI's `.red`, `.primary`, `.secondary` are the same colours).
/// Values from Apple's Human Interface Guidelines (Color, "System colors") and UIKit's documentation of
/// the UI element colours, as iOS 17 and 18 draw them (docs/swift-views.md, Dark mode).
package enum SystemColors {
  /// A colour's two appearances.
  package struct Pair: Sendable, Equatable {
    package var light: RGBAColor
    package var dark: RGBAColor
  }

  static func hex(_ v: UInt32, _ alpha: Double = 1) -> RGBAColor {
    RGBAColor(
      red: Double((v >> 16) & 0xFF) / 255, green: Double((v >> 8) & 0xFF) / 255, blue: Double(v & 0xFF) / 255,
      alpha: alpha)
  }

  static func pair(_ light: UInt32, _ dark: UInt32) -> Pair { Pair(light: hex(light), dark: hex(dark)) }
  static func pair(_ light: UInt32, _ lightAlpha: Double, _ dark: UInt32, _ darkAlpha: Double) -> Pair {
    Pair(light: hex(light, lightAlpha), dark: hex(dark, darkAlpha))
  }

  /// Every colour by UIKit's name without `system` (`red`, `gray2`, `label`, `systemBackground`).
  package static let all: [String: Pair] = [
    // The system colours (tints).
    "red": pair(0xFF3B30, 0xFF453A), "orange": pair(0xFF9500, 0xFF9F0A), "yellow": pair(0xFFCC00, 0xFFD60A),
    "green": pair(0x34C759, 0x30D158), "mint": pair(0x00C7BE, 0x63E6E2), "teal": pair(0x30B0C7, 0x40CBE0),
    "cyan": pair(0x32ADE6, 0x64D2FF), "blue": pair(0x007AFF, 0x0A84FF), "indigo": pair(0x5856D6, 0x5E5CE6),
    "purple": pair(0xAF52DE, 0xBF5AF2), "pink": pair(0xFF2D55, 0xFF375F), "brown": pair(0xA2845E, 0xAC8E68),
    // The greys.
    "gray": pair(0x8E8E93, 0x8E8E93), "gray2": pair(0xAEAEB2, 0x636366), "gray3": pair(0xC7C7CC, 0x48484A),
    "gray4": pair(0xD1D1D6, 0x3A3A3C), "gray5": pair(0xE5E5EA, 0x2C2C2E), "gray6": pair(0xF2F2F7, 0x1C1C1E),
    // Labels (SwiftUI's `.primary` is `label`, `.secondary` is `secondaryLabel`).
    "label": pair(0x000000, 0xFFFFFF),
    "secondaryLabel": pair(0x3C3C43, 0.6, 0xEBEBF5, 0.6),
    "tertiaryLabel": pair(0x3C3C43, 0.3, 0xEBEBF5, 0.3),
    "quaternaryLabel": pair(0x3C3C43, 0.18, 0xEBEBF5, 0.16),
    "placeholderText": pair(0x3C3C43, 0.3, 0xEBEBF5, 0.3),
    "link": pair(0x007AFF, 0x0984FF),
    // Backgrounds.
    "systemBackground": pair(0xFFFFFF, 0x000000),
    "secondarySystemBackground": pair(0xF2F2F7, 0x1C1C1E),
    "tertiarySystemBackground": pair(0xFFFFFF, 0x2C2C2E),
    "systemGroupedBackground": pair(0xF2F2F7, 0x000000),
    "secondarySystemGroupedBackground": pair(0xFFFFFF, 0x1C1C1E),
    "tertiarySystemGroupedBackground": pair(0xF2F2F7, 0x2C2C2E),
    // Fills and separators.
    "systemFill": pair(0x787880, 0.2, 0x787880, 0.36),
    "secondarySystemFill": pair(0x787880, 0.16, 0x787880, 0.32),
    "tertiarySystemFill": pair(0x767680, 0.12, 0x767680, 0.24),
    "quaternarySystemFill": pair(0x747480, 0.08, 0x767680, 0.18),
    "separator": pair(0x3C3C43, 0.29, 0x545458, 0.6),
    "opaqueSeparator": pair(0xC6C6C8, 0x38383A),
  ]

  /// The colour SwiftUI's names stand for: `primary` and `secondary` are the labels' colours.
  package static func swiftUI(_ name: String) -> Pair? {
    switch name {
    case "primary": all["label"]
    case "secondary": all["secondaryLabel"]
    default: all[name]
    }
  }

  /// UIKit's fixed colours, which Xcode's colour panel also offers to a colour set (`redColor` is pure red,
  /// where `systemRedColor` is iOS's tint; `darkTextColor`, `lightTextColor`).
  static let fixed: [String: RGBAColor] = [
    "white": .white, "black": .black, "clear": .clear,
    "darkGray": RGBAColor(red: 1 / 3, green: 1 / 3, blue: 1 / 3, alpha: 1),
    "gray": RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1),
    "lightGray": RGBAColor(red: 2 / 3, green: 2 / 3, blue: 2 / 3, alpha: 1),
    "red": RGBAColor(red: 1, green: 0, blue: 0, alpha: 1), "green": RGBAColor(red: 0, green: 1, blue: 0, alpha: 1),
    "blue": RGBAColor(red: 0, green: 0, blue: 1, alpha: 1), "cyan": RGBAColor(red: 0, green: 1, blue: 1, alpha: 1),
    "yellow": RGBAColor(red: 1, green: 1, blue: 0, alpha: 1),
    "magenta": RGBAColor(red: 1, green: 0, blue: 1, alpha: 1),
    "orange": RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 1),
    "purple": RGBAColor(red: 0.5, green: 0, blue: 0.5, alpha: 1),
    "brown": RGBAColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1),
    "darkText": .black, "lightText": RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.6),
  ]

  /// An asset catalog's system colour reference (`systemBlueColor`, `labelColor`, `whiteColor`,
  /// `darkTextColor`) in light mode (a colour set gives its dark appearance separately).
  package static func reference(_ name: String) -> RGBAColor? {
    var key = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
    if let fixed = fixed[key] { return fixed }
    if all[key] == nil, key.hasPrefix("system"), let first = key.dropFirst(6).first {
      key = first.lowercased() + key.dropFirst(7)
    }
    return all[key]?.light
  }

  /// UIKit's class property names of the system colours (`systemRed`, `systemGray2`, `label`,
  /// `systemBackground`).
  package static var uiKitNames: Set<String> {
    let tints: Set<String> = [
      "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
      "gray", "gray2", "gray3", "gray4", "gray5", "gray6", "fill",
    ]
    return Set(all.keys.map { tints.contains($0) ? "system" + $0.prefix(1).uppercased() + $0.dropFirst() : $0 })
  }
}

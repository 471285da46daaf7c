import Foundation

/// SwiftUI's standard colours in sRGB, as iOS shows them in light mode (the system colours of Apple's
/// Human Interface Guidelines, e.g. `.red` = #FF3B30, `.blue` = #007AFF).
package enum NamedColors {
  package static func hex(_ v: UInt32) -> RGBAColor {
    RGBAColor(red: Double((v >> 16) & 0xFF) / 255, green: Double((v >> 8) & 0xFF) / 255, blue: Double(v & 0xFF) / 255)
  }

  package static let all: [String: RGBAColor] = [
    "red": hex(0xFF3B30), "orange": hex(0xFF9500), "yellow": hex(0xFFCC00), "green": hex(0x34C759),
    "mint": hex(0x00C7BE), "teal": hex(0x30B0C7), "cyan": hex(0x32ADE6), "blue": hex(0x007AFF),
    "indigo": hex(0x5856D6), "purple": hex(0xAF52DE), "pink": hex(0xFF2D55), "brown": hex(0xA2845E),
    "gray": hex(0x8E8E93), "black": .black, "white": .white, "clear": .clear, "primary": .black,
    "secondary": RGBAColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6),
  ]

  /// A colour written as "#RGB", "#RRGGBB", "#RRGGBBAA" or a SwiftUI colour name.
  package static func parse(_ text: String) -> RGBAColor? {
    if let named = all[text] { return named }
    guard text.hasPrefix("#") else { return nil }
    var digits = String(text.dropFirst())
    if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
    guard digits.count == 6 || digits.count == 8, let v = UInt64(digits, radix: 16) else { return nil }
    if digits.count == 6 { return hex(UInt32(v)) }
    let c = hex(UInt32(v >> 8))
    return RGBAColor(red: c.red, green: c.green, blue: c.blue, alpha: Double(v & 0xFF) / 255)
  }
}

extension RGBAColor {
  /// A colour written as "#RGB", "#RRGGBB", "#RRGGBBAA" or a SwiftUI colour name (`red` is iOS's #FF3B30).
  public static func named(_ text: String) -> RGBAColor? { NamedColors.parse(text) }
}

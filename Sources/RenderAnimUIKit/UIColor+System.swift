import DisplayModel

// UIKit's system and semantic colours, with iOS's light and dark values (docs/swift-views.md, Dark mode).
nonisolated extension UIColor {
  static func system(_ name: String) -> UIColor {
    let pair = SystemColors.all[name]!
    return UIColor(pair.light, dark: pair.dark)
  }

  public static let systemRed = system("red"), systemOrange = system("orange"), systemYellow = system("yellow")
  public static let systemGreen = system("green"), systemMint = system("mint"), systemTeal = system("teal")
  public static let systemCyan = system("cyan"), systemBlue = system("blue"), systemIndigo = system("indigo")
  public static let systemPurple = system("purple"), systemPink = system("pink"), systemBrown = system("brown")
  public static let systemGray = system("gray"), systemGray2 = system("gray2"), systemGray3 = system("gray3")
  public static let systemGray4 = system("gray4"), systemGray5 = system("gray5"), systemGray6 = system("gray6")
  public static let label = system("label"), secondaryLabel = system("secondaryLabel")
  public static let tertiaryLabel = system("tertiaryLabel"), quaternaryLabel = system("quaternaryLabel")
  public static let placeholderText = system("placeholderText"), link = system("link")
  public static let systemBackground = system("systemBackground")
  public static let secondarySystemBackground = system("secondarySystemBackground")
  public static let tertiarySystemBackground = system("tertiarySystemBackground")
  public static let systemGroupedBackground = system("systemGroupedBackground")
  public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground")
  public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackground")
  public static let systemFill = system("systemFill"), secondarySystemFill = system("secondarySystemFill")
  public static let tertiarySystemFill = system("tertiarySystemFill"),
    quaternarySystemFill = system("quaternarySystemFill")
  public static let separator = system("separator"), opaqueSeparator = system("opaqueSeparator")
  /// The tint of controls: the system blue.
  public static let tintColor = system("blue")

  // UIKit's fixed colours: the pure sRGB primaries and greys, the same in both appearances.
  public static let black = UIColor(.black), white = UIColor(.white), clear = UIColor(.clear)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1),
    green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1),
    cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1),
    magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1),
    purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1), darkGray = UIColor(white: 1 / 3, alpha: 1)
  public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
  public static let lightText = UIColor(white: 1, alpha: 0.6), darkText = UIColor(.black)
}

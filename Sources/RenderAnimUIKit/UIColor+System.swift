import DisplayModel

// UIKit's system and semantic colours, with iOS's light and dark values (docs/swift-views.md, Dark mode).
nonisolated extension UIColor {
  static func system(_ name: String) -> UIColor {
    let pair = SystemColors.all[name]!
    return UIColor(pair.light, dark: pair.dark)
  }

  /// iOS's system red, orange and yellow, each with its light and dark mode value.
  public static let systemRed = system("red"), systemOrange = system("orange"), systemYellow = system("yellow")
  /// iOS's system green, mint and teal, each with its light and dark mode value.
  public static let systemGreen = system("green"), systemMint = system("mint"), systemTeal = system("teal")
  /// iOS's system cyan, blue and indigo, each with its light and dark mode value.
  public static let systemCyan = system("cyan"), systemBlue = system("blue"), systemIndigo = system("indigo")
  /// iOS's system purple, pink and brown, each with its light and dark mode value.
  public static let systemPurple = system("purple"), systemPink = system("pink"), systemBrown = system("brown")
  /// iOS's system greys: `systemGray` is the same in both appearances; `systemGray2` and `systemGray3` step
  /// towards the background (lighter in light mode, darker in dark mode).
  public static let systemGray = system("gray"), systemGray2 = system("gray2"), systemGray3 = system("gray3")
  /// The greys nearest the background: `systemGray6` is the lightest in light mode and the darkest in dark mode.
  public static let systemGray4 = system("gray4"), systemGray5 = system("gray5"), systemGray6 = system("gray6")
  /// The colour of primary text (black in light mode, white in dark mode) and of secondary text (a grey at
  /// 60% opacity).
  public static let label = system("label"), secondaryLabel = system("secondaryLabel")
  /// The colours of tertiary and quaternary text: fainter translucent greys.
  public static let tertiaryLabel = system("tertiaryLabel"), quaternaryLabel = system("quaternaryLabel")
  /// The colour of a text field's placeholder (as faint as `tertiaryLabel`) and of links (a blue).
  public static let placeholderText = system("placeholderText"), link = system("link")
  /// The background of a screen: white in light mode, black in dark mode.
  public static let systemBackground = system("systemBackground")
  /// The background of content layered over `systemBackground`: light grey in light mode, dark grey in dark mode.
  public static let secondarySystemBackground = system("secondarySystemBackground")
  /// The background of content layered over `secondarySystemBackground`.
  public static let tertiarySystemBackground = system("tertiarySystemBackground")
  /// The background of a grouped screen, such as a grouped list's: light grey in light mode, black in dark mode.
  public static let systemGroupedBackground = system("systemGroupedBackground")
  /// The background of content on `systemGroupedBackground`, such as a grouped list's rows: white in light mode,
  /// dark grey in dark mode.
  public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground")
  /// The background of content layered over `secondarySystemGroupedBackground`.
  public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackground")
  /// Translucent grey fills: `systemFill` for thin and small shapes, `secondarySystemFill` for medium-sized ones.
  public static let systemFill = system("systemFill"), secondarySystemFill = system("secondarySystemFill")
  /// Fainter translucent fills: `tertiarySystemFill` for large shapes, `quaternarySystemFill` for large areas
  /// holding complex content.
  public static let tertiarySystemFill = system("tertiarySystemFill"),
    quaternarySystemFill = system("quaternarySystemFill")
  /// The colour of separator lines: `separator` is translucent, letting what is beneath show through;
  /// `opaqueSeparator` is not.
  public static let separator = system("separator"), opaqueSeparator = system("opaqueSeparator")
  /// The tint of controls: the system blue.
  public static let tintColor = system("blue")

  // UIKit's fixed colours: the pure sRGB primaries and greys, the same in both appearances.
  /// Opaque black, opaque white, and fully transparent (alpha 0).
  public static let black = UIColor(.black), white = UIColor(.white), clear = UIColor(.clear)
  /// Pure red (sRGB 1, 0, 0) and green (0, 1, 0).
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1),
    green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Pure blue (sRGB 0, 0, 1) and cyan (0, 1, 1).
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1),
    cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Pure yellow (sRGB 1, 1, 0) and magenta (1, 0, 1).
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1),
    magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange (sRGB 1, 0.5, 0) and purple (0.5, 0, 0.5).
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1),
    purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown (sRGB 0.6, 0.4, 0.2).
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// A mid grey (50% white) and a dark grey (one third white).
  public static let gray = UIColor(white: 0.5, alpha: 1), darkGray = UIColor(white: 1 / 3, alpha: 1)
  /// A light grey (two thirds white).
  public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
  /// Text colours for fixed backgrounds: `lightText`, white at 60% opacity, for dark ones; `darkText`, black,
  /// for light ones.
  public static let lightText = UIColor(white: 1, alpha: 0.6), darkText = UIColor(.black)
}

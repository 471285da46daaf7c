import DisplayModel
import Foundation

/// The Swift symbols Xcode 15 generates for an asset catalog, compiled with the view
/// (docs/swift-views.md, Asset catalogs): `ColorResource` and `ImageResource` statics, and `Color`,
/// `ShapeStyle`, `UIColor` and `UIImage` statics for them, named as Xcode names them.
package enum AssetSymbols {
  /// SwiftUI's own `Color` statics (iOS 17): a colour set whose symbol would be one of them gets only its
  /// `ColorResource`, as Xcode skips it with a warning.
  static let swiftUIColorNames: Set<String> = [
    "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange",
    "pink", "primary", "purple", "red", "secondary", "teal", "white", "yellow",
  ]
  /// UIKit's `UIColor` class properties that a symbol may not shadow: the fixed colours and every system
  /// colour (`systemBlue`, `label`, `separator`, …).
  static let uiKitColorNames: Set<String> = Set([
    "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan",
    "yellow", "magenta", "orange", "purple", "brown", "clear", "tintColor",
  ])
  .union(SystemColors.uiKitNames)

  /// The source of the symbols of `catalogs`; empty when they have no assets.
  package static func source(_ catalogs: AssetCatalogs) -> String {
    let colors = catalogs.colorNames.compactMap { name in identifier(name, suffix: "Color").map { (name, $0) } }
    let images = catalogs.imageNames.compactMap { name in identifier(name, suffix: "Image").map { (name, $0) } }
    guard !colors.isEmpty || !images.isEmpty else { return "" }
    func literal(_ s: String) -> String {
      "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    var out = "import SwiftUI\nimport UIKit\n\nextension ColorResource {\n"
    for (name, id) in colors { out += "  static let \(id) = ColorResource(name: \(literal(name)))\n" }
    out += "}\n\nextension ImageResource {\n"
    for (name, id) in images { out += "  static let \(id) = ImageResource(name: \(literal(name)))\n" }
    let swiftUI = colors.filter { !swiftUIColorNames.contains(bare($0.1)) }
    out += "}\n\nextension Color {\n"
    for (_, id) in swiftUI { out += "  static var \(id): Color { Color(ColorResource.\(id)) }\n" }
    out += "}\n\nextension ShapeStyle where Self == Color {\n"
    for (_, id) in swiftUI { out += "  static var \(id): Color { Color(ColorResource.\(id)) }\n" }
    out += "}\n\nextension UIColor {\n"
    for (_, id) in colors where !uiKitColorNames.contains(bare(id)) {
      out += "  static var \(id): UIColor { UIColor(resource: .\(id)) }\n"
    }
    out += "}\n\nextension UIImage {\n"
    for (_, id) in images { out += "  static var \(id): UIImage { UIImage(resource: .\(id)) }\n" }
    return out + "}\n"
  }

  private static func bare(_ id: String) -> String { id.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }

  /// The Swift name Xcode gives asset `name`: its words (split at anything not a letter or digit and
  /// where a lower-case letter or digit meets a capital, an all-capitals run kept whole) run together in
  /// lower camel case, the first word lower-cased whole, a last word equal to `suffix` dropped when other
  /// words remain (`BackgroundColor` → `background`, `DSSurface` → `dsSurface`, `map_b` → `mapB`,
  /// `Auto & Transport` → `autoTransport`); a leading digit gets `_`, a keyword backquotes.
  package static func identifier(_ name: String, suffix: String) -> String? {
    var words: [String] = []
    var word = ""
    let chars = Array(name)
    for (i, c) in chars.enumerated() {
      guard c.isLetter || c.isNumber, c.isASCII else {
        if !word.isEmpty {
          words.append(word)
          word = ""
        }
        continue
      }
      if let last = word.last, c.isUppercase {
        let nextIsLower = i + 1 < chars.count && chars[i + 1].isLowercase
        if last.isLowercase || last.isNumber || (last.isUppercase && nextIsLower) {
          words.append(word)
          word = ""
        }
      }
      word.append(c)
    }
    if !word.isEmpty { words.append(word) }
    if words.count > 1, words.last?.lowercased() == suffix.lowercased() { words.removeLast() }
    guard let first = words.first else { return nil }
    var id = first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if id.first?.isNumber == true { id = "_" + id }
    return keywords.contains(id) ? "`\(id)`" : id
  }

  private static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal",
    "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript",
    "typealias",
    "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
    "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "super", "self", "Self",
    "throw", "throws", "true", "try", "Type", "Protocol",
  ]
}

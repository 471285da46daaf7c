/// A view's structural identity: its position in the bodies above it (type names, positions in blocks,
/// branches of conditionals, `ForEach` ids), written as a `/`-separated path.
nonisolated struct ViewPath: Hashable, Sendable, CustomStringConvertible {
  private(set) var text: String

  init(_ text: String) { self.text = text }

  /// The path of a child at `component`.
  func appending(_ component: String) -> ViewPath { ViewPath(text + "/" + component) }

  var description: String { text }

  /// The path without positions and branch names: what `sample` prints for a layer without an
  /// `.accessibilityIdentifier` (`SimpleAnimationView/EmojiView/Image`).
  var readable: String {
    var parts: [String] = []
    for c in text.split(separator: "/") {
      if c.hasPrefix("$") {
        // A `ForEach` element (or `.id`): its id follows the view type it is in, `Row[3]`.
        let id = "[\(c.dropFirst())]"
        if parts.isEmpty { parts.append(id) } else { parts[parts.count - 1] += id }
      } else if !(c.allSatisfy(\.isNumber) || Self.structural.contains(String(c))) {
        parts.append(String(c))
      }
    }
    return parts.joined(separator: "/")
  }

  /// Path components that say where in a view's structure, not which view.
  static let structural: Set<String> = [
    "if", "else", "some", "content", "keyframes", "phases", "group", "art", "line", "decoration",
    "rows", "row", "inset", "stack", "items", "label", "frame", "padding", "aspectRatio", "fixedSize", "position",
    "scrolled",
  ]
}

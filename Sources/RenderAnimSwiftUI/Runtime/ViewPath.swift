/// A view's structural identity: its position in the bodies above it (type names, positions in blocks,
/// branches of conditionals, `ForEach` ids), written as a `/`-separated path.
struct ViewPath: Hashable, Sendable, CustomStringConvertible {
  private(set) var text: String

  init(_ text: String) { self.text = text }

  /// The path of a child at `component`.
  func appending(_ component: String) -> ViewPath { ViewPath(text + "/" + component) }

  var description: String { text }

  /// The path without positions and branch names: what `sample` prints for a layer without an
  /// `.accessibilityIdentifier` (`SimpleAnimationView/EmojiView/Image`).
  var readable: String {
    text.split(separator: "/").filter { c in
      !(c.allSatisfy(\.isNumber) || c.hasPrefix("$") || Self.structural.contains(String(c)))
    }.joined(separator: "/")
  }

  /// Path components that say where in a view's structure, not which view.
  static let structural: Set<String> = ["if", "else", "some", "content", "keyframes", "phases", "group", "art", "line",
                                        "rows", "row", "inset", "stack", "items", "label", "frame", "padding", "aspectRatio", "fixedSize"]
}
